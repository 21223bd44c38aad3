import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type { AddressValues } from './addressFieldRules';
import { toZodForm } from './toZodForm';
import { validateAddress } from './validateAddress';
import { validateNewsletter } from './validateNewsletter';
import type { NewsletterValues } from './validateNewsletter';

describe('toZodForm', () => {
  const newsletter = toZodForm((values: NewsletterValues) => validateNewsletter(values));

  it('passes a valid form through unchanged', () => {
    const values = { email: 'zoe@example.com', policy: true };
    expect(newsletter.parse(values)).toEqual(values);
  });

  it('reports each field error at its path', () => {
    expect(newsletter.safeParse({ email: 'zoe@', policy: false }).error?.issues).toEqual([
      expect.objectContaining({ code: 'custom', path: ['email'], message: 'Email is not valid' }),
      expect.objectContaining({ code: 'custom', path: ['policy'], message: 'Please tick this box to continue.' }),
    ]);
  });

  it('refuses what is not a form object', () => {
    for (const value of [null, 'text', 42, []]) expect(newsletter.safeParse(value).success).toBe(false);
  });

  it('serves a whole address inside a classic zod object', () => {
    const checkout = z.object({ shipping: toZodForm((address: AddressValues) => validateAddress(address)) });
    const result = checkout.safeParse({ shipping: { city: 'x'.repeat(31) } });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain('shipping.city');
    expect(result.error?.issues.find((issue) => issue.path.join('.') === 'shipping.city')?.message).toBe(
      'Use at most 30 characters.',
    );
  });
});
