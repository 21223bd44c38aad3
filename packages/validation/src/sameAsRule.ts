import type { Rule, RuleOptions } from './createRule';
import { issueFor } from './defineRule';
import { isBlank } from './isBlank';

export const sameAsMessages = { 'validation.sameAs': 'Values do not match.' } as const;

/**
 * Fails unless the value equals another field's value, e.g. a password confirmation:
 * 'Values do not match.' (`validation.sameAs`, our wording). Pass the other value, or a function that
 * reads it, so a rule made once keeps comparing with the current value. Blank values pass; combine
 * with `requiredRule`.
 *
 * @example
 * ```ts
 * import { sameAsRule } from '@switchback/validation';
 *
 * sameAsRule(() => form.password)('Trail2025!'); // undefined when the password is the same
 * sameAsRule('Trail2025!')('Trail2024!'); // { key: 'validation.sameAs', message: 'Values do not match.' }
 * ```
 */
export function sameAsRule(other: unknown, options?: RuleOptions): Rule<unknown> {
  const issue = issueFor('validation.sameAs', sameAsMessages, options);
  const read = typeof other === 'function' ? (other as () => unknown) : () => other;
  return (value) => (isBlank(value) || Object.is(value, read()) ? undefined : issue);
}
