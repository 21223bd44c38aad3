// @vitest-environment node
import { evaluateSegmentCondition } from '@switchback/personalisation';
import { describe, expect, it } from 'vitest';
import {
  applyPreviewPersonalisation,
  PREVIEW_AUDIENCES,
  readPreviewPersonalisation,
  shopperFor,
} from './previewAudiences';

describe('PREVIEW_AUDIENCES', () => {
  it('offers the eight audiences an editor views content as', () => {
    expect(PREVIEW_AUDIENCES.map(({ label }) => label)).toEqual([
      'Guest (empty cart)',
      'Guest with items in cart',
      'Signed in',
      'Loyalty member',
      'Employee',
      'Athlete',
      'WRANX professional',
      'IPA professional',
    ]);
  });

  it('maps each audience to a shopper in the segments it is named after', () => {
    const inSegment = (audience: Parameters<typeof shopperFor>[0], condition: string) =>
      evaluateSegmentCondition(condition, shopperFor(audience));
    expect(inSegment('guest', 'loggedout') && inSegment('guest', 'cart-empty')).toBe(true);
    expect(inSegment('guest-cart', 'loggedout') && inSegment('guest-cart', 'cart-not-empty')).toBe(true);
    expect(inSegment('signed-in', 'loggedin') && inSegment('signed-in', 'non-loyalty-loggedin')).toBe(true);
    expect(inSegment('loyalty', 'loyalty-loggedin')).toBe(true);
    expect(inSegment('employee', 'employee-loggedin') && inSegment('employee', 'non-loyalty-loggedin')).toBe(true);
    expect(inSegment('athlete', 'athletes-loggedin')).toBe(true);
    expect(inSegment('wranx', 'wranx-loggedin') && inSegment('wranx', 'non-ipa-loggedin')).toBe(true);
    expect(inSegment('ipa', 'ipa-loggedin') && inSegment('ipa', 'ipa-wranx-loggedin')).toBe(true);
  });
});

describe('readPreviewPersonalisation', () => {
  it('reads the audience and the forced segment or variant from the query', () => {
    expect(readPreviewPersonalisation('?docType=segmentation&audience=loyalty&p13n_testcontext=%20v-2%20')).toEqual({
      audience: 'loyalty',
      testOverride: 'v-2',
    });
  });

  it('defaults to a guest with nothing forced, ignoring an audience it does not offer', () => {
    expect(readPreviewPersonalisation('')).toEqual({ audience: 'guest', testOverride: '' });
    expect(readPreviewPersonalisation('?audience=vip')).toEqual({ audience: 'guest', testOverride: '' });
  });
});

describe('applyPreviewPersonalisation', () => {
  it('writes audience and p13n_testcontext and keeps every other parameter, page included', () => {
    expect(
      applyPreviewPersonalisation('?docType=segmentation&limit=20&page=2', {
        audience: 'employee',
        testOverride: ' Free delivery ',
      }),
    ).toBe('?docType=segmentation&limit=20&page=2&audience=employee&p13n_testcontext=Free+delivery');
  });

  it('drops the default audience and an empty override', () => {
    expect(
      applyPreviewPersonalisation('?audience=ipa&p13n_testcontext=v-2&preview=true', {
        audience: 'guest',
        testOverride: ' ',
      }),
    ).toBe('?preview=true');
  });
});
