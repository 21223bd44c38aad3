import type { Rule, RuleOptions } from './createRule';
import type { MessageCatalogue } from './defaultMessages';
import { defineRule } from './defineRule';
import { interpolate } from './interpolate';
import { asText, isBlank } from './isBlank';

/**
 * The shortest password accepted (commerce-core §9).
 *
 * @example
 * ```ts
 * `Use ${PASSWORD_MIN_LENGTH} or more characters`;
 * ```
 */
export const PASSWORD_MIN_LENGTH = 8;

export const passwordMessages = {
  'validation.password': 'Password does not meet requirements.',
  'validation.password.minLength': 'At least {min} characters',
  'validation.password.number': 'At least one number',
  'validation.password.uppercase': 'One uppercase letter',
  'validation.password.lowercase': 'One lowercase letter',
} as const;

/**
 * Which requirement a {@link PasswordHint} describes.
 *
 * @example
 * ```ts
 * const id: PasswordHintId = 'uppercase';
 * ```
 */
export type PasswordHintId = 'minLength' | 'number' | 'uppercase' | 'lowercase';

/**
 * One line of the password checklist shown under the field while the shopper types.
 *
 * @example
 * ```ts
 * const hint: PasswordHint = { id: 'number', key: 'validation.password.number', message: 'At least one number', met: true };
 * ```
 */
export interface PasswordHint {
  readonly id: PasswordHintId;
  readonly key: string;
  readonly message: string;
  readonly met: boolean;
}

// Unicode letter classes so 'É' counts as uppercase for shoppers typing accented passwords.
const REQUIREMENTS: ReadonlyArray<{ id: PasswordHintId; test: (value: string) => boolean }> = [
  { id: 'minLength', test: (value) => [...value].length >= PASSWORD_MIN_LENGTH },
  { id: 'number', test: (value) => /[0-9]/.test(value) },
  { id: 'uppercase', test: (value) => /\p{Lu}/u.test(value) },
  { id: 'lowercase', test: (value) => /\p{Ll}/u.test(value) },
];

/**
 * The four password requirements as data, each with whether `value` meets it, in display order:
 * at least 8 characters, at least one number, one uppercase letter, one lowercase letter.
 * Length counts characters as the shopper sees them (an emoji is one), not UTF-16 units.
 *
 * @param messages a locale catalogue for the hint texts
 * @example
 * ```ts
 * import { passwordHints } from '@switchback/validation';
 *
 * passwordHints('trail').map((hint) => `${hint.met ? '✓' : '✗'} ${hint.message}`);
 * // ['✗ At least 8 characters', '✗ At least one number', '✗ One uppercase letter', '✓ One lowercase letter']
 * ```
 */
export function passwordHints(value: string | null | undefined, messages?: MessageCatalogue): PasswordHint[] {
  const text = value ?? '';
  return REQUIREMENTS.map(({ id, test }) => {
    const key = `validation.password.${id}` as const;
    return {
      id,
      key,
      message: interpolate(
        messages?.[key] ?? passwordMessages[key],
        id === 'minLength' ? { min: PASSWORD_MIN_LENGTH } : undefined,
      ),
      met: test(text),
    };
  });
}

/**
 * Fails unless the password has at least 8 characters, an uppercase letter, a lowercase letter and a
 * digit: 'Password does not meet requirements.' (`validation.password`). Blank values pass; combine
 * with `requiredRule`. Use {@link passwordHints} to show which requirement is missing.
 *
 * @example
 * ```ts
 * import { passwordRule } from '@switchback/validation';
 *
 * passwordRule()('Switchback1'); // undefined
 * passwordRule()('switchback'); // { key: 'validation.password', message: 'Password does not meet requirements.' }
 * ```
 */
export function passwordRule(options?: RuleOptions): Rule<unknown> {
  const rule = defineRule<string>(
    'validation.password',
    passwordMessages,
    (text) => REQUIREMENTS.every(({ test }) => test(text)),
    options,
  );
  return (value) => (isBlank(value) ? undefined : rule(asText(value)));
}
