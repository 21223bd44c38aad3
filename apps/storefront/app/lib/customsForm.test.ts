import { describe, expect, it } from 'vitest';
import { customisationPrice, toCustomisationOffer, validateCustoms, type CustomsFormValues } from './customsForm';

const offer = toCustomisationOffer({
  initials: { minLength: 1, maxLength: 3, pattern: '^[A-Za-z0-9]+$' },
  threadColours: [
    { code: 'WHT', name: 'White', hex: '#ffffff' },
    { code: 'GLD', name: 'Gold', hex: '#c9a227' },
  ],
  laceColours: [
    { code: 'STD', name: 'Original laces', hex: null },
    { code: 'RED', name: 'Red', hex: '#c62828' },
  ],
  placements: [
    { code: 'heel', name: 'Heel' },
    { code: 'tongue', name: 'Tongue' },
  ],
  prices: { initials: 15, laces: 5, currency: 'USD' },
  leadTime: '14-21 business days',
  returnable: false,
});
if (!offer) throw new Error('offer not read');
const design: CustomsFormValues = {
  initials: 'ab',
  threadColour: 'GLD',
  laceColour: 'STD',
  placement: 'heel',
  size: '9',
};

describe('the customiser offer', () => {
  it('is read from the product details, and absent on a product without one', () => {
    expect(offer).toMatchObject({
      prices: { initials: 15, laces: 5, currency: 'USD' },
      returnable: false,
      leadTime: '14-21 business days',
    });
    expect(toCustomisationOffer(null)).toBeNull();
    expect(toCustomisationOffer({ prices: { initials: 15 }, threadColours: [] })).toBeNull();
  });
});

describe('the customisation price', () => {
  it('is the initials, plus the laces unless they are the original ones', () => {
    expect(customisationPrice({ laceColour: 'STD' }, offer)).toBe(15);
    expect(customisationPrice({ laceColour: '' }, offer)).toBe(15);
    expect(customisationPrice({ laceColour: 'RED' }, offer)).toBe(20);
  });
});

describe('validating a design', () => {
  it('accepts a full design and upper-cases the initials', () => {
    expect(validateCustoms(design, offer, ['9', '10'], 'en-us')).toEqual({
      ok: true,
      design: { ...design, initials: 'AB' },
    });
  });

  it('defaults laces to the original ones and the placement to the first offered', () => {
    const checked = validateCustoms({ ...design, laceColour: '', placement: '' }, offer, ['9'], 'en-us');
    expect(checked).toMatchObject({ ok: true, design: { laceColour: 'STD', placement: 'heel' } });
  });

  it('says what is wrong with the initials in the spec’s words', () => {
    expect(validateCustoms({ ...design, initials: '  ' }, offer, ['9'], 'en-us')).toEqual({
      ok: false,
      errors: { initials: 'This field is required' },
    });
    expect(validateCustoms({ ...design, initials: 'ABCD' }, offer, ['9'], 'en-us')).toEqual({
      ok: false,
      errors: { initials: 'Use at most 3 characters.' },
    });
    expect(validateCustoms({ ...design, initials: 'A!' }, offer, ['9'], 'en-us')).toEqual({
      ok: false,
      errors: { initials: 'Use letters and numbers only.' },
    });
  });

  it('refuses colours, placements and sizes that are not offered, in French on fr-ca', () => {
    const checked = validateCustoms(
      { initials: '', threadColour: 'PNK', laceColour: 'GRN', placement: 'sole', size: '14' },
      offer,
      ['9'],
      'fr-ca',
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.errors).sort()).toEqual(['initials', 'laceColour', 'placement', 'size', 'threadColour']);
    expect(checked.errors.initials).toBe('Ce champ est obligatoire.');
    expect(validateCustoms({ ...design, initials: 'é' }, offer, ['9'], 'fr-ca')).toEqual({
      ok: false,
      errors: { initials: 'Utilisez uniquement des lettres et des chiffres.' },
    });
  });
});
