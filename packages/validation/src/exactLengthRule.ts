import type { Rule, RuleOptions } from './createRule';
import { characterCount } from './characterCount';
import { defineRule } from './defineRule';
import { asText, isBlank } from './isBlank';

export const exactLengthMessages = { 'validation.exactLength': 'Use exactly {length} characters.' } as const;

/**
 * Fails unless the value has exactly `length` characters: 'Use exactly {length} characters.'
 * (`validation.exactLength`, our wording). Blank values pass.
 *
 * @example
 * ```ts
 * import { exactLengthRule } from '@switchback/validation';
 *
 * exactLengthRule(5)('9021'); // { key: 'validation.exactLength', message: 'Use exactly 5 characters.', params: { length: 5 } }
 * exactLengthRule(5)('90210'); // undefined
 * ```
 */
export function exactLengthRule(length: number, options?: RuleOptions): Rule<unknown> {
  const rule = defineRule<string>(
    'validation.exactLength',
    exactLengthMessages,
    (text) => characterCount(text) === length,
    options,
    { length },
  );
  return (value) => (isBlank(value) ? undefined : rule(asText(value)));
}
