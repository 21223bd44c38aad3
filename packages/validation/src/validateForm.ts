import type { Rule } from './createRule';
import type { ValidateOptions } from './validateField';
import { validateField } from './validateField';

/**
 * What a form validator returns: the message to show under each failing field; fields that pass are
 * absent, so `Object.keys(errors).length === 0` means the form is valid.
 *
 * @example
 * ```ts
 * const errors: FieldErrors<'email' | 'policy'> = { policy: 'Please tick this box to continue.' };
 * ```
 */
export type FieldErrors<TField extends string = string> = Partial<Record<TField, string>>;

/**
 * The rules of each field of a form, in the order they should speak.
 *
 * @example
 * ```ts
 * const rules: FieldRules<{ email?: string }> = { email: [requiredRule(), emailRule()] };
 * ```
 */
export type FieldRules<TValues> = { readonly [K in keyof TValues]?: ReadonlyArray<Rule<TValues[K]>> };

/**
 * Validates every field of a form with its rules and returns field → message for the fields that fail
 * (the first failing rule of each field speaks). Messages are translated with `options.messages`.
 *
 * @example
 * ```ts
 * import { emailRule, requiredCheckboxRule, requiredRule, validateForm } from '@switchback/validation';
 *
 * validateForm({ email: 'ada@example', policy: false }, { email: [requiredRule(), emailRule()], policy: [requiredCheckboxRule()] });
 * // { email: 'Email is not valid', policy: 'Please tick this box to continue.' }
 * ```
 */
export function validateForm<TValues extends object>(
  values: TValues,
  rules: FieldRules<TValues>,
  options: ValidateOptions = {},
): FieldErrors<Extract<keyof TValues, string>> {
  const errors: FieldErrors<Extract<keyof TValues, string>> = {};
  for (const field of Object.keys(rules) as Array<Extract<keyof TValues, string>>) {
    const fieldRules = rules[field];
    if (!fieldRules) continue;
    const issue = validateField(values[field], fieldRules, options);
    if (issue) errors[field] = issue.message;
  }
  return errors;
}
