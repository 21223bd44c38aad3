// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { applyPreviewControls, applyPreviewView, readPreviewControls, readPreviewView } from './previewQuery';

describe('applyPreviewControls', () => {
  it('writes docType, layoutVariant and limit, and clears page', () => {
    expect(
      applyPreviewControls('?page=3', { docType: 'hero', layoutVariant: 'overlay', limit: 50, q: ' ridge ' }),
    ).toBe('?docType=hero&layoutVariant=overlay&limit=50&q=ridge');
  });

  it('drops empty fields, including ones the URL had before', () => {
    expect(applyPreviewControls('?layoutVariant=old', { docType: 'hero', layoutVariant: '  ', limit: 20, q: '' })).toBe(
      '?docType=hero&limit=20',
    );
  });

  it('keeps the parameters carried across navigation', () => {
    expect(
      applyPreviewControls('?preview=true&siteId=uk&cms=stage&page=2&docType=spacer', {
        docType: 'richText',
        layoutVariant: '',
        limit: 10,
        q: '',
      }),
    ).toBe('?preview=true&siteId=uk&cms=stage&docType=richText&limit=10');
  });
});

describe('readPreviewControls', () => {
  it('reads the selection back from the query', () => {
    expect(readPreviewControls('?docType=hero&layoutVariant=overlay&limit=50&q=ridge', ['hero'])).toEqual({
      docType: 'hero',
      layoutVariant: 'overlay',
      limit: 50,
      q: 'ridge',
    });
  });

  it('defaults to no doc type and a limit of 20, ignoring values it does not offer', () => {
    expect(readPreviewControls('', ['hero'])).toEqual({ docType: '', layoutVariant: '', limit: 20, q: '' });
    expect(readPreviewControls('?docType=promoBar&limit=1000', ['hero'])).toEqual({
      docType: '',
      layoutVariant: '',
      limit: 20,
      q: '',
    });
  });
});

describe('the view (single or phone, tablet and desktop side by side)', () => {
  it('reads view=breakpoints, and anything else as the single view', () => {
    expect(readPreviewView('?docType=hero&view=breakpoints')).toBe('breakpoints');
    expect(readPreviewView('?view=grid')).toBe('single');
    expect(readPreviewView('')).toBe('single');
  });

  it('writes the breakpoints view and removes it for the single view, keeping the rest', () => {
    expect(applyPreviewView('?docType=hero&preview=true', 'breakpoints')).toBe(
      '?docType=hero&preview=true&view=breakpoints',
    );
    expect(applyPreviewView('?docType=hero&view=breakpoints', 'single')).toBe('?docType=hero');
    expect(applyPreviewView('?view=breakpoints', 'single')).toBe('');
  });
});
