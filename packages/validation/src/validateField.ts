import type { Rule, ValidationIssue } from './createRule';
import type { MessageCatalogue } from './defaultMessages';
import { interpolate } from './interpolate';

/**
 * Options of {@link validateField} and {@link toZod}.
 *
 * @example
 * ```ts
 * const options: ValidateOptions = { messages: frenchMessages };
 * ```
 */
export interface ValidateOptions {
  /** A locale catalogue: an issue whose key it contains gets the translated text. */
  readonly messages?: MessageCatalogue;
}

/**
 * Runs the rules in order and returns the first issue, or `undefined` when all pass. One message per
 * field is what the forms show, and order lets "required" speak before "not valid".
 *
 * @example
 * ```ts
 * import { emailRule, requiredRule, validateField } from '@switchback/validation';
 *
 * validateField('', [requiredRule(), emailRule()]); // { key: 'validation.required', message: 'This field is required' }
 * validateField('ada@example.com', [requiredRule(), emailRule()]); // undefined
 * ```
 */
export function validateField<TValue>(
  value: TValue,
  rules: ReadonlyArray<Rule<TValue>>,
  options: ValidateOptions = {},
): ValidationIssue | undefined {
  for (const rule of rules) {
    const issue = rule(value);
    if (issue) return translateIssue(issue, options.messages);
  }
  return undefined;
}

/**
 * Re-words an issue with a locale catalogue, filling the issue's params into the translation. Issues
 * whose key the catalogue lacks keep their text.
 *
 * @example
 * ```ts
 * translateIssue(issue, { 'validation.required': 'Champ obligatoire' });
 * ```
 */
export function translateIssue(issue: ValidationIssue, messages?: MessageCatalogue): ValidationIssue {
  const template = messages?.[issue.key];
  if (template === undefined) return issue;
  return { ...issue, message: interpolate(template, issue.params) };
}
