import type { Rule, RuleOptions } from './createRule';
import { characterCount } from './characterCount';
import { defineRule } from './defineRule';
import { asText, isBlank } from './isBlank';

export const minLengthMessages = { 'validation.minLength': 'Use at least {min} characters.' } as const;

/**
 * Fails when the value has fewer than `min` characters, surrounding whitespace not counted:
 * 'Use at least {min} characters.' (`validation.minLength`, our wording). Blank values pass; combine
 * with `requiredRule`.
 *
 * @example
 * ```ts
 * import { minLengthRule } from '@switchback/validation';
 *
 * minLengthRule(2)('A'); // { key: 'validation.minLength', message: 'Use at least 2 characters.', params: { min: 2 } }
 * minLengthRule(2)('Al'); // undefined
 * ```
 */
export function minLengthRule(min: number, options?: RuleOptions): Rule<unknown> {
  // Trimmed so ' A ' does not pass a two-character minimum on its padding.
  const rule = defineRule<string>(
    'validation.minLength',
    minLengthMessages,
    (text) => characterCount(text.trim()) >= min,
    options,
    { min },
  );
  return (value) => (isBlank(value) ? undefined : rule(asText(value)));
}
