import { isValidPhoneNumber } from 'libphonenumber-js/min';
import type { Mask } from './applyMask';
import { maskLength } from './applyMask';
import type { Rule, RuleOptions } from './createRule';
import { issueFor } from './defineRule';
import { asText, isBlank } from './isBlank';
import { parsePhone, PHONE_CHARACTERS } from './parsePhone';
import type { PhoneOptions } from './phoneMasksFor';
import { masksOf } from './phoneMasksFor';

export const phoneMessages = {
  'validation.phone': 'Phone number is not valid.',
  'validation.phone.digits': 'Phone number can contain digits only.',
  'validation.phone.length': 'Phone number should have {length} digits.',
  'validation.phone.lengthRange': 'Phone number should have {min} to {max} digits.',
} as const;

/**
 * Options of {@link phoneRule}.
 *
 * @example
 * ```ts
 * const options: PhoneRuleOptions = { country: 'DE', countries: serverCountryList };
 * ```
 */
export interface PhoneRuleOptions extends PhoneOptions, RuleOptions {
  /** Masks that replace the country's, e.g. from per-country address rules. */
  readonly mask?: Mask;
}

const NORTH_AMERICAN_NUMBER = /^[2-9]\d{9}$/;

function safelyValid(number: string): boolean {
  try {
    return isValidPhoneNumber(number);
  } catch {
    // libphonenumber reports bad input by throwing in a few corners; for a form that is simply "not valid".
    return false;
  }
}

/**
 * The phone rule of commerce-core §5. In order:
 * - only digits and the separators of a formatted number (space, `( ) . / -`, a leading `+`), else
 *   'Phone number can contain digits only.' (`validation.phone.digits`);
 * - the number of national digits must be the length of one of the country's masks, else
 *   'Phone number should have {length} digits.' (`validation.phone.length`, or `validation.phone.lengthRange`
 *   when the masks allow several lengths), counting a UK trunk 0 when the shopper typed one;
 * - in North America (dial code 1) ten digits starting 2 to 9, elsewhere a number libphonenumber (with its
 *   small `min` metadata) accepts, else 'Phone number is not valid.' (`validation.phone`).
 *
 * The number may carry its dial code (`+44 7911 123456`, `0044 …`); without one it belongs to
 * `options.country`. A UK number's trunk 0 is ignored (`07911 123456` is fine). Blank values pass.
 * The `key` and `message` options replace the 'not valid' issue only.
 *
 * @example
 * ```ts
 * import { phoneRule } from '@switchback/validation';
 *
 * phoneRule({ country: 'US' })('(112) 555 - 0123'); // { key: 'validation.phone', message: 'Phone number is not valid.' }
 * phoneRule({ country: 'GB' })('07911 123456'); // undefined
 * ```
 */
export function phoneRule(options: PhoneRuleOptions = {}): Rule<unknown> {
  const { mask, key, message, ...phoneOptions } = options;
  const ruleOptions: RuleOptions = {
    ...(key === undefined ? {} : { key }),
    ...(message === undefined ? {} : { message }),
  };
  const notDigits = issueFor('validation.phone.digits', phoneMessages);
  const invalid = issueFor('validation.phone', phoneMessages, ruleOptions);
  const override = mask === undefined ? undefined : typeof mask === 'string' ? [mask] : mask;
  return (value) => {
    if (isBlank(value)) return undefined;
    const text = asText(value).trim();
    if (!PHONE_CHARACTERS.test(text)) return notDigits;
    const parsed = parsePhone(text, phoneOptions);
    if (!parsed) return invalid;
    const masks =
      override && override.length > 0 ? override : masksOf(parsed.country, parsed.dialCode, phoneOptions.region);
    const lengths = [...new Set(masks.map(maskLength))].sort((a, b) => a - b);
    const length = parsed.nationalNumber.length;
    if (!lengths.includes(length)) {
      // Counted as the shopper typed it: with the trunk 0 when they typed one (11 digits for `07911 123456`).
      const typed = parsed.trunkZero ? 1 : 0;
      const min = (lengths[0] ?? 0) + typed;
      const max = (lengths[lengths.length - 1] ?? 0) + typed;
      return min === max
        ? issueFor('validation.phone.length', phoneMessages, {}, { length: min })
        : issueFor('validation.phone.lengthRange', phoneMessages, {}, { min, max });
    }
    const valid =
      parsed.dialCode === '1' ? NORTH_AMERICAN_NUMBER.test(parsed.nationalNumber) : safelyValid(parsed.number);
    return valid ? undefined : invalid;
  };
}
