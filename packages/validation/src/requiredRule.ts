import type { Rule, RuleOptions } from './createRule';
import { defineRule } from './defineRule';
import { isBlank } from './isBlank';

/**
 * English texts of the required rules. The checkbox and select wordings are ours: the spec names the
 * messages ('required checkbox', 'required select') without quoting them.
 */
export const requiredMessages = {
  'validation.required': 'This field is required',
  'validation.requiredCheckbox': 'Please tick this box to continue.',
  'validation.requiredSelect': 'Please select an option.',
} as const;

function isFilled(value: unknown): boolean {
  return !(isBlank(value) || value === false || (Array.isArray(value) && value.length === 0));
}

/**
 * Fails when the value is missing, empty or whitespace only: 'This field is required'
 * (`validation.required`). Also fails for `false` and empty arrays, so the same check serves a
 * mandatory checkbox or multi-select.
 *
 * @example
 * ```ts
 * import { requiredRule } from '@switchback/validation';
 *
 * requiredRule()('   '); // { key: 'validation.required', message: 'This field is required' }
 * requiredRule()('Ada'); // undefined
 * ```
 */
export function requiredRule(options?: RuleOptions): Rule<unknown> {
  return defineRule<unknown>('validation.required', requiredMessages, isFilled, options);
}

/**
 * A mandatory agreement checkbox (terms, privacy policy, SMS opt-in where a locale requires it): fails
 * unless the value is `true` (or another filled value such as the checkbox's `'on'`), with the
 * 'required checkbox' message (`validation.requiredCheckbox`).
 *
 * @example
 * ```ts
 * import { requiredCheckboxRule } from '@switchback/validation';
 *
 * requiredCheckboxRule()(false); // { key: 'validation.requiredCheckbox', message: 'Please tick this box to continue.' }
 * requiredCheckboxRule()(true); // undefined
 * ```
 */
export function requiredCheckboxRule(options?: RuleOptions): Rule<unknown> {
  return defineRule<unknown>('validation.requiredCheckbox', requiredMessages, isFilled, options);
}

/**
 * A mandatory select such as gender: fails while nothing is chosen, with the 'required select' message
 * (`validation.requiredSelect`).
 *
 * @example
 * ```ts
 * import { requiredSelectRule } from '@switchback/validation';
 *
 * requiredSelectRule()(''); // { key: 'validation.requiredSelect', message: 'Please select an option.' }
 * requiredSelectRule()('female'); // undefined
 * ```
 */
export function requiredSelectRule(options?: RuleOptions): Rule<unknown> {
  return defineRule<unknown>('validation.requiredSelect', requiredMessages, isFilled, options);
}
