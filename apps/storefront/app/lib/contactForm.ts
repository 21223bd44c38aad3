import {
  emailRule,
  maxLengthRule,
  messagesForLocale,
  minLengthRule,
  nameRule,
  phoneRule,
  requiredRule,
  requiredSelectRule,
  validateForm,
  type FieldErrors,
} from '@switchback/validation';
import { countryOfLocale, PHONE_COUNTRIES } from './accountForms';
import type { Locale } from './locales';
import { useStore } from './useStore';

/** A contact-us category and its subjects, as `GET /consumers-v3/contactus/categorySubject` lists them. */
export interface ContactCategory {
  category: string;
  label: string;
  subjects: { subject: string; label: string }[];
}

/** The fields of the contact form, as typed. */
export interface ContactValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  orderNumber: string;
  category: string;
  subject: string;
  message: string;
}

/** The field names of {@link ContactValues}, in the order they appear. */
export const CONTACT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'orderNumber',
  'category',
  'subject',
  'message',
] as const satisfies readonly (keyof ContactValues)[];

/** The message limits of commerce-api's `POST /consumers-v3/contactus`. */
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 4000;

/**
 * What the contact action answers: the case reference on success; otherwise the field errors (with what was typed,
 * so the form shows it again) and/or one message for the whole form.
 */
export type ContactOutcome =
  | { ok: true; caseNumber: string; email: string }
  | { ok: false; values: ContactValues; errors: FieldErrors<keyof ContactValues>; message?: string };

const contactEn = {
  formTitle: 'Send us a message',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone (optional)',
  orderNumber: 'Order number (optional)',
  orderHint: 'It starts with SB and is in your order confirmation e-mail.',
  category: 'Topic',
  chooseCategory: 'Choose a topic',
  subject: 'Subject',
  chooseSubject: 'Choose a subject',
  message: 'Your message',
  messageHint: `At least ${CONTACT_MESSAGE_MIN} characters.`,
  messageTooShort: `Write at least ${CONTACT_MESSAGE_MIN} characters.`,
  subjectNotInCategory: 'Choose a subject of this topic.',
  send: 'Send message',
  sending: 'Sending…',
  fixFields: 'Please correct the fields marked below.',
  sentTitle: 'Thank you, your message is on its way',
  caseReference: 'Your case reference',
  sentBody: (email: string) =>
    `We have opened a case and will answer at ${email} within one business day. Quote the reference if you write to us again.`,
  sendAnother: 'Send another message',
  unavailable: 'The contact form is not available right now. Please call us or try again later.',
};

/** The contact form's words in one language. */
export type ContactMessages = typeof contactEn;

const contactFr: ContactMessages = {
  formTitle: 'Écrivez-nous',
  firstName: 'Prénom',
  lastName: 'Nom',
  email: 'Courriel',
  phone: 'Téléphone (facultatif)',
  orderNumber: 'Numéro de commande (facultatif)',
  orderHint: 'Il commence par SB et figure dans le courriel de confirmation de commande.',
  category: 'Sujet',
  chooseCategory: 'Choisissez un sujet',
  subject: 'Objet',
  chooseSubject: 'Choisissez un objet',
  message: 'Votre message',
  messageHint: `Au moins ${CONTACT_MESSAGE_MIN} caractères.`,
  messageTooShort: `Écrivez au moins ${CONTACT_MESSAGE_MIN} caractères.`,
  subjectNotInCategory: 'Choisissez un objet de ce sujet.',
  send: 'Envoyer le message',
  sending: 'Envoi…',
  fixFields: 'Veuillez corriger les champs indiqués ci-dessous.',
  sentTitle: 'Merci, votre message est envoyé',
  caseReference: 'Votre numéro de dossier',
  sentBody: (email: string) =>
    `Nous avons ouvert un dossier et vous répondrons à ${email} en un jour ouvrable. Indiquez ce numéro si vous nous écrivez de nouveau.`,
  sendAnother: 'Envoyer un autre message',
  unavailable: 'Le formulaire n’est pas disponible pour le moment. Appelez-nous ou réessayez plus tard.',
};

/**
 * The contact form's words for a locale (French for fr-ca, English otherwise).
 *
 * @example
 * contactMessagesFor('fr-ca').send; // 'Envoyer le message'
 */
export function contactMessagesFor(locale: Locale): ContactMessages {
  return locale === 'fr-ca' ? contactFr : contactEn;
}

/** The contact form's words for the shopper's store. */
export function useContactText(): ContactMessages {
  return contactMessagesFor(useStore().locale);
}

/** The typed values of a posted contact form (missing fields are empty). */
export function contactValuesOf(form: FormData): ContactValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  return Object.fromEntries(CONTACT_FIELDS.map((field) => [field, text(field)])) as unknown as ContactValues;
}

/**
 * Checks a contact form with the rules of commerce-core §5 (required: 'This field is required'; e-mail: 'Email is
 * not valid'; names: 'Name is not valid.'; the phone by the store's country mask; the selects: the required-select
 * message) plus the message length, and that the subject belongs to the chosen category of the server's list.
 *
 * @example
 * validateContact(contactValuesOf(form), categories, 'en-us'); // { email: 'Email is not valid' }
 */
export function validateContact(
  values: ContactValues,
  categories: readonly ContactCategory[],
  locale: Locale,
): FieldErrors<keyof ContactValues> {
  const text = contactMessagesFor(locale);
  const name = [requiredRule(), minLengthRule(2), maxLengthRule(30), nameRule()];
  const country = PHONE_COUNTRIES.find((entry) => entry.code === countryOfLocale(locale)) ?? PHONE_COUNTRIES[0]!;
  const errors = validateForm(
    values,
    {
      firstName: name,
      lastName: name,
      email: [requiredRule(), emailRule()],
      phone: [phoneRule({ country: country.code, countries: PHONE_COUNTRIES })],
      orderNumber: [maxLengthRule(40)],
      category: [requiredSelectRule()],
      subject: [requiredSelectRule()],
      message: [requiredRule(), maxLengthRule(CONTACT_MESSAGE_MAX)],
    },
    { messages: messagesForLocale(locale) },
  );
  if (!errors.message && values.message.length < CONTACT_MESSAGE_MIN) errors.message = text.messageTooShort;
  const category = categories.find((entry) => entry.category === values.category);
  if (!errors.category && !category) errors.category = text.chooseCategory;
  if (!errors.subject && category && !category.subjects.some((entry) => entry.subject === values.subject))
    errors.subject = text.subjectNotInCategory;
  return errors;
}
