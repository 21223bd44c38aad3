import { createRule } from './createRule';
import type { Rule, RuleOptions, ValidationIssue } from './createRule';
import { isBlank } from './isBlank';

/**
 * The longest email the sign-in form accepts (commerce-core §9).
 *
 * @example
 * ```ts
 * emailRule({ maxLength: SIGN_IN_EMAIL_MAX_LENGTH });
 * ```
 */
export const SIGN_IN_EMAIL_MAX_LENGTH = 100;

// The HTML living standard's email grammar, tightened to require a dotted domain whose last label has
// two or more letters: 'ada@localhost' and 'ada@shop.c' are technically addresses but never a shopper's.
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/**
 * Options of {@link emailRule}.
 *
 * @example
 * ```ts
 * const options: EmailRuleOptions = { maxLength: 100 };
 * ```
 */
export interface EmailRuleOptions extends RuleOptions {
  /** Longest accepted address; longer ones fail with `validation.maxLength` ('Use at most {max} characters.'). */
  readonly maxLength?: number;
}

/**
 * Fails unless the value looks like an email with a dotted domain: 'Email is not valid'
 * (`validation.email`). Blank values pass; combine with `requiredRule` for a mandatory field.
 *
 * @example
 * ```ts
 * import { emailRule, SIGN_IN_EMAIL_MAX_LENGTH } from '@switchback/validation';
 *
 * emailRule()('ada@example'); // { key: 'validation.email', message: 'Email is not valid' }
 * emailRule({ maxLength: SIGN_IN_EMAIL_MAX_LENGTH })('ada@example.com'); // undefined
 * ```
 */
export function emailRule(options: EmailRuleOptions = {}): Rule {
  const { maxLength, ...ruleOptions } = options;
  const pattern = createRule<string>('validation.email', (value) => EMAIL_PATTERN.test(value), ruleOptions);
  // The length message is its own key: "not valid" would be a confusing answer for a 101-character address.
  const length =
    maxLength === undefined
      ? undefined
      : createRule<string>('validation.maxLength', (value) => value.length <= maxLength, {}, { max: maxLength });
  return (value): ValidationIssue | undefined => {
    if (isBlank(value)) return undefined;
    const text = String(value);
    return length?.(text) ?? pattern(text);
  };
}
