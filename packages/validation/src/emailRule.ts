import type { Rule, RuleOptions, ValidationIssue } from './createRule';
import { defineRule } from './defineRule';
import { asText, isBlank } from './isBlank';
import { maxLengthRule } from './maxLengthRule';

/**
 * The longest email the sign-in form accepts (commerce-core §9).
 *
 * @example
 * ```ts
 * emailRule({ maxLength: SIGN_IN_EMAIL_MAX_LENGTH });
 * ```
 */
export const SIGN_IN_EMAIL_MAX_LENGTH = 100;

export const emailMessages = {
  'validation.email': 'Email is not valid',
  'validation.emailHint': 'Email is not valid. Use the format name@example.com',
} as const;

// The HTML living standard's email grammar, tightened to require a dotted domain whose last label has
// two or more letters: 'ada@localhost' and 'ada@shop.c' are technically addresses but never a shopper's.
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/**
 * Options of {@link emailRule}.
 *
 * @example
 * ```ts
 * const options: EmailRuleOptions = { maxLength: 100, hint: true };
 * ```
 */
export interface EmailRuleOptions extends RuleOptions {
  /** Longest accepted address; longer ones fail with `validation.maxLength` ('Use at most {max} characters.'). */
  readonly maxLength?: number;
  /** Add the format hint to the message (`validation.emailHint`), as the newsletter form can. */
  readonly hint?: boolean;
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
export function emailRule(options: EmailRuleOptions = {}): Rule<unknown> {
  const { maxLength, hint = false, ...ruleOptions } = options;
  const pattern = defineRule<string>(
    hint ? 'validation.emailHint' : 'validation.email',
    emailMessages,
    (text) => EMAIL_PATTERN.test(text),
    ruleOptions,
  );
  // The length message is its own key: "not valid" would be a confusing answer for a 101-character address.
  const length = maxLength === undefined ? undefined : maxLengthRule(maxLength);
  return (value): ValidationIssue | undefined => {
    if (isBlank(value)) return undefined;
    const text = asText(value);
    return length?.(text) ?? pattern(text);
  };
}
