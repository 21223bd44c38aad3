/**
 * The English catalogue every rule falls back to, keyed the way a locale translates it.
 *
 * Keys are stable API: apps ship a catalogue for each locale with the same keys and pass it to
 * {@link validateField} or {@link toZod}. `{name}` placeholders are filled from the issue's `params`.
 * Wording quoted by the spec (commerce-core §5) is kept verbatim, including its inconsistent full stops.
 *
 * @example
 * ```ts
 * import { defaultMessages } from '@switchback/validation';
 *
 * const fr: MessageCatalogue = {
 *   ...defaultMessages,
 *   'validation.required': 'Ce champ est obligatoire',
 * };
 * ```
 */
export const defaultMessages = {
  'validation.required': 'This field is required',
  'validation.email': 'Email is not valid',
  'validation.maxLength': 'Use at most {max} characters.',
  'validation.name': 'Name is not valid.',
  'validation.password': 'Password does not meet requirements.',
  'validation.password.minLength': 'At least {min} characters',
  'validation.password.number': 'At least one number',
  'validation.password.uppercase': 'One uppercase letter',
  'validation.password.lowercase': 'One lowercase letter',
  'validation.date': 'Date should match {format} and be a valid date.',
} as const;

/**
 * A key of the default catalogue.
 *
 * @example
 * ```ts
 * const key: MessageKey = 'validation.required';
 * ```
 */
export type MessageKey = keyof typeof defaultMessages;

/**
 * Message templates by key. Custom rules may add keys of their own, so any string is allowed.
 *
 * @example
 * ```ts
 * const de: MessageCatalogue = { 'validation.required': 'Pflichtfeld' };
 * ```
 */
export type MessageCatalogue = Readonly<Partial<Record<MessageKey, string>> & Record<string, string | undefined>>;
