import type { Rule, RuleOptions } from './createRule';
import { defineRule, issueFor } from './defineRule';
import { isBlank } from './isBlank';
import { numberMessages, parseNumber } from './parseNumber';

export const numberMaxMessages = { 'validation.numberMax': 'Enter {max} or less.' } as const;

/**
 * Fails when the number (a number or a decimal string) is above `max`: 'Enter {max} or less.'
 * (`validation.numberMax`); text that is not a number fails with 'Enter a number.'
 * (`validation.number`). Both wordings are ours. Blank values pass.
 *
 * @example
 * ```ts
 * import { numberMaxRule } from '@switchback/validation';
 *
 * numberMaxRule(999999)('1000000'); // { key: 'validation.numberMax', message: 'Enter 999999 or less.', params: { max: 999999 } }
 * numberMaxRule(10)('ten'); // { key: 'validation.number', message: 'Enter a number.' }
 * ```
 */
export function numberMaxRule(max: number, options?: RuleOptions): Rule<unknown> {
  const notANumber = issueFor('validation.number', numberMessages);
  const rule = defineRule<number>('validation.numberMax', numberMaxMessages, (number) => number <= max, options, {
    max,
  });
  return (value) => {
    if (isBlank(value)) return undefined;
    const number = parseNumber(value);
    return number === undefined ? notANumber : rule(number);
  };
}
