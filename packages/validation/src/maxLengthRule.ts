import type { Rule, RuleOptions } from './createRule';
import { characterCount } from './characterCount';
import { defineRule } from './defineRule';
import { asText, isBlank } from './isBlank';

export const maxLengthMessages = { 'validation.maxLength': 'Use at most {max} characters.' } as const;

/**
 * Fails when the value has more than `max` characters: 'Use at most {max} characters.'
 * (`validation.maxLength`, our wording; the spec names the rule type only). Characters are counted as
 * seen, so an emoji is one. Blank values pass.
 *
 * @example
 * ```ts
 * import { maxLengthRule } from '@switchback/validation';
 *
 * maxLengthRule(30)('Calle de Alcalá 1234, Escalera B, 3º'); // { key: 'validation.maxLength', message: 'Use at most 30 characters.', params: { max: 30 } }
 * maxLengthRule(30)('1 Main St'); // undefined
 * ```
 */
export function maxLengthRule(max: number, options?: RuleOptions): Rule<unknown> {
  const rule = defineRule<string>(
    'validation.maxLength',
    maxLengthMessages,
    (text) => characterCount(text) <= max,
    options,
    { max },
  );
  return (value) => (isBlank(value) ? undefined : rule(asText(value)));
}
