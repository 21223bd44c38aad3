import type { AddressRules, AddressValues } from './addressFieldRules';
import { resolveAddressRules } from './addressFieldRules';

function capitalizeWords(text: string): string {
  // Only initials change: 'mcDonald' typed on purpose stays, 'new york' becomes 'New York'.
  return text.replace(/(^|[\s\-'’])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/**
 * Applies the capitalize transforms of the per-country address rules (`'uppercase'` for postal codes
 * such as `sw1a 1aa` → `SW1A 1AA`, `'words'` or `true` for initial capitals) and returns a new address;
 * fields without a transform are copied as they are. `validateAddress` validates the transformed
 * values, so submit the result of this function.
 *
 * @example
 * ```ts
 * import { transformAddress } from '@switchback/validation';
 *
 * transformAddress({ postalCode: 'sw1a 1aa' }, { postalCode: { capitalize: 'uppercase' } }); // { postalCode: 'SW1A 1AA' }
 * transformAddress({ city: 'new york' }, { city: { capitalize: 'words' } }); // { city: 'New York' }
 * ```
 */
export function transformAddress<TAddress extends AddressValues>(
  address: TAddress,
  countryRules?: AddressRules,
): TAddress {
  const resolved = resolveAddressRules(countryRules);
  const result: Record<string, unknown> = { ...(address as Record<string, unknown>) };
  for (const [field, rule] of Object.entries(resolved)) {
    const value = result[field];
    if (typeof value !== 'string' || !rule.capitalize) continue;
    result[field] = rule.capitalize === 'uppercase' ? value.toUpperCase() : capitalizeWords(value);
  }
  return result as TAddress;
}
