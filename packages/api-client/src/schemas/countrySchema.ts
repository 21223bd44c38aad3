import * as z from 'zod/mini';
import { maybeString } from './fields';

/**
 * A country table entry (spec §3): name, dial code, code and an optional phone mask.
 *
 * @example
 * const us = countryEntrySchema.parse({ name: 'United States', dialCode: '+1', code: 'US', mask: '(###) ###-####' });
 */
export const countryEntrySchema = z.looseObject({
  code: z.string(),
  name: maybeString,
  dialCode: maybeString,
  mask: maybeString,
});

/**
 * A parsed country entry.
 *
 * @example
 * const label = (c: CountryEntry) => `${c.name} (${c.dialCode})`;
 */
export type CountryEntry = z.infer<typeof countryEntrySchema>;

/**
 * The answer of `GET /consumers-v3/utilities/countryList`.
 *
 * @example
 * const countries = countryListSchema.parse(body);
 */
export const countryListSchema = z.array(countryEntrySchema);

/**
 * The answer of the address-rules call: per-country address field rules (fields not shown in the spec).
 *
 * @example
 * const rules = addressRulesSchema.parse(body);
 */
export const addressRulesSchema = z.looseObject({ country: maybeString });
