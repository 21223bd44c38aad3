import { addressMessages } from './addressFieldRules';
import { birthDateMessages } from './birthDateRule';
import { dateMaxMessages } from './dateMaxRule';
import { dateMinMessages } from './dateMinRule';
import { dateMessages } from './dateRule';
import { emailMessages } from './emailRule';
import { eventSignUpMessages } from './validateEventSignUp';
import { exactLengthMessages } from './exactLengthRule';
import { signUpErrorMessages } from './mapSignUpError';
import { maxLengthMessages } from './maxLengthRule';
import { minLengthMessages } from './minLengthRule';
import { nameMessages } from './nameRule';
import { newsletterMessages } from './validateNewsletter';
import { numberMaxMessages } from './numberMaxRule';
import { numberMinMessages } from './numberMinRule';
import { numberMessages } from './parseNumber';
import { passwordMessages } from './passwordRule';
import { phoneMessages } from './phoneRule';
import { requiredMessages } from './requiredRule';
import { sameAsMessages } from './sameAsRule';
import { signUpMessages } from './validateSignUp';

type Catalogue = typeof requiredMessages &
  typeof emailMessages &
  typeof maxLengthMessages &
  typeof minLengthMessages &
  typeof exactLengthMessages &
  typeof numberMessages &
  typeof numberMinMessages &
  typeof numberMaxMessages &
  typeof dateMessages &
  typeof dateMinMessages &
  typeof dateMaxMessages &
  typeof sameAsMessages &
  typeof nameMessages &
  typeof passwordMessages &
  typeof phoneMessages &
  typeof addressMessages &
  typeof birthDateMessages &
  typeof signUpMessages &
  typeof signUpErrorMessages &
  typeof newsletterMessages &
  typeof eventSignUpMessages;

/**
 * The English catalogue: every message key of the package with its default text, for translators to
 * start from. Keys are stable API: apps ship a catalogue per locale with the same keys and pass it as
 * `messages` to `validateField`, `toZod` or the form validators. `{name}` placeholders are filled from
 * the issue's `params`. Wording quoted by the spec (commerce-core §5) is kept verbatim, including its
 * inconsistent full stops; the rest is ours.
 *
 * Each rule carries its own English text, so importing a rule does not bring this whole catalogue into
 * a bundle; only code that reads `defaultMessages` (or `formatMessage`, `createRule`) does.
 *
 * @example
 * ```ts
 * import { defaultMessages } from '@switchback/validation';
 * import type { MessageCatalogue } from '@switchback/validation';
 *
 * const fr: MessageCatalogue = { ...defaultMessages, 'validation.required': 'Ce champ est obligatoire' };
 * ```
 */
export const defaultMessages: Readonly<Catalogue> = /* @__PURE__ */ Object.assign(
  {},
  requiredMessages,
  emailMessages,
  maxLengthMessages,
  minLengthMessages,
  exactLengthMessages,
  numberMessages,
  numberMinMessages,
  numberMaxMessages,
  dateMessages,
  dateMinMessages,
  dateMaxMessages,
  sameAsMessages,
  nameMessages,
  passwordMessages,
  phoneMessages,
  addressMessages,
  birthDateMessages,
  signUpMessages,
  signUpErrorMessages,
  newsletterMessages,
  eventSignUpMessages,
);

/**
 * A key of the default catalogue.
 *
 * @example
 * ```ts
 * const key: MessageKey = 'validation.required';
 * ```
 */
export type MessageKey = keyof Catalogue;

/**
 * Message templates by key. Custom rules may add keys of their own, so any string is allowed.
 *
 * @example
 * ```ts
 * const de: MessageCatalogue = { 'validation.required': 'Pflichtfeld' };
 * ```
 */
export type MessageCatalogue = Readonly<Partial<Record<MessageKey, string>> & Record<string, string | undefined>>;
