// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { applyPreviewControls, readPreviewControls } from './previewQuery';

describe('applyPreviewControls', () => {
  it('writes docType, layoutVariant and limit, and clears page', () => {
    expect(applyPreviewControls('?page=3', { docType: 'hero', layoutVariant: 'overlay', limit: 50 })).toBe(
      '?docType=hero&layoutVariant=overlay&limit=50',
    );
  });

  it('drops empty fields, including ones the URL had before', () => {
    expect(applyPreviewControls('?layoutVariant=old', { docType: 'hero', layoutVariant: '  ', limit: 20 })).toBe(
      '?docType=hero&limit=20',
    );
  });

  it('keeps the parameters carried across navigation', () => {
    expect(
      applyPreviewControls('?preview=true&siteId=uk&cms=stage&page=2&docType=spacer', {
        docType: 'richText',
        layoutVariant: '',
        limit: 10,
      }),
    ).toBe('?preview=true&siteId=uk&cms=stage&docType=richText&limit=10');
  });
});

describe('readPreviewControls', () => {
  it('reads the selection back from the query', () => {
    expect(readPreviewControls('?docType=hero&layoutVariant=overlay&limit=50', ['hero'])).toEqual({
      docType: 'hero',
      layoutVariant: 'overlay',
      limit: 50,
    });
  });

  it('defaults to no doc type and a limit of 20, ignoring values it does not offer', () => {
    expect(readPreviewControls('', ['hero'])).toEqual({ docType: '', layoutVariant: '', limit: 20 });
    expect(readPreviewControls('?docType=promoBar&limit=1000', ['hero'])).toEqual({ docType: '', layoutVariant: '', limit: 20 });
  });
});
