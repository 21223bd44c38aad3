import { createRule } from './createRule';
import type { Rule, RuleOptions } from './createRule';
import { isBlank } from './isBlank';

/**
 * Fails when the value is missing, empty or whitespace only: 'This field is required'
 * (`validation.required`). Also fails for `false` and empty arrays, so the same rule serves a
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
  return createRule<unknown>(
    'validation.required',
    (value) => !(isBlank(value) || value === false || (Array.isArray(value) && value.length === 0)),
    options,
  );
}
