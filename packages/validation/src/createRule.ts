import { formatMessage } from './formatMessage';
import { interpolate } from './interpolate';
import type { MessageParams } from './formatMessage';

/**
 * What a failed rule reports: a catalogue key (what a locale translates), the text to show, and the
 * values its placeholders were filled with (so a translation can fill its own).
 *
 * @example
 * ```ts
 * const issue: ValidationIssue = { key: 'validation.required', message: 'This field is required' };
 * ```
 */
export interface ValidationIssue {
  readonly key: string;
  readonly message: string;
  readonly params?: MessageParams;
}

/**
 * A field rule: `undefined` when the value passes, otherwise one {@link ValidationIssue}.
 *
 * Rules are plain functions so they can be called alone, listed for {@link validateField}, or turned
 * into a zod schema with {@link toZod}.
 *
 * @example
 * ```ts
 * const rule: Rule<string> = requiredRule();
 * rule('  '); // { key: 'validation.required', message: 'This field is required' }
 * ```
 */
export type Rule<TValue = string | null | undefined> = (value: TValue) => ValidationIssue | undefined;

/**
 * Options every built-in rule accepts.
 *
 * `key` swaps the catalogue entry (the spec has variants such as a required checkbox or select that
 * share the check but not the wording); `message` replaces the English text for this one rule.
 *
 * @example
 * ```ts
 * requiredRule({ key: 'validation.requiredCheckbox', message: 'Please accept the terms' });
 * ```
 */
export interface RuleOptions {
  readonly key?: string;
  readonly message?: string;
}

/**
 * Builds a rule from a predicate, so custom rules report issues exactly like the built-in ones.
 *
 * @param defaultKey the catalogue key used unless the caller passes `options.key`
 * @param isValid returns true when the value passes
 * @param options per-use key or message
 * @param params placeholder values for the message, fixed when the rule is created
 * @example
 * ```ts
 * const postcodeRule = createRule<string>('shop.postcode', (value) => /^\d{5}$/.test(value), {
 *   message: 'Enter a 5-digit ZIP code',
 * });
 * postcodeRule('123'); // { key: 'shop.postcode', message: 'Enter a 5-digit ZIP code' }
 * ```
 */
export function createRule<TValue>(
  defaultKey: string,
  isValid: (value: TValue) => boolean,
  options: RuleOptions = {},
  params?: MessageParams,
): Rule<TValue> {
  const key = options.key ?? defaultKey;
  // Resolved once: rules run on every keystroke and the text never changes between runs.
  const issue: ValidationIssue = {
    key,
    message: options.message === undefined ? formatMessage(key, params) : interpolate(options.message, params),
    ...(params ? { params } : {}),
  };
  return (value) => (isValid(value) ? undefined : issue);
}
