import type { Rule, RuleOptions } from './createRule';
import { defineRule, issueFor } from './defineRule';
import { isBlank } from './isBlank';
import { numberMessages, parseNumber } from './parseNumber';

export const numberMinMessages = { 'validation.numberMin': 'Enter {min} or more.' } as const;

/**
 * Fails when the number (a number or a decimal string such as `'2.5'`) is below `min`:
 * 'Enter {min} or more.' (`validation.numberMin`); text that is not a number fails with
 * 'Enter a number.' (`validation.number`). Both wordings are ours. Blank values pass.
 *
 * @example
 * ```ts
 * import { numberMinRule } from '@switchback/validation';
 *
 * numberMinRule(1)('0'); // { key: 'validation.numberMin', message: 'Enter 1 or more.', params: { min: 1 } }
 * numberMinRule(1)(3); // undefined
 * ```
 */
export function numberMinRule(min: number, options?: RuleOptions): Rule<unknown> {
  const notANumber = issueFor('validation.number', numberMessages);
  const rule = defineRule<number>('validation.numberMin', numberMinMessages, (number) => number >= min, options, {
    min,
  });
  return (value) => {
    if (isBlank(value)) return undefined;
    const number = parseNumber(value);
    return number === undefined ? notANumber : rule(number);
  };
}
