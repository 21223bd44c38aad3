import type { MessageKey } from './defaultMessages';

/**
 * The French catalogue (written for Canadian French: « courriel », « magasiner »), key for key with
 * {@link defaultMessages}: TypeScript refuses it if a key is missing or unknown. Pass it as `messages` to
 * `validateField`, `validateForm`, the form validators, `passwordHints`, `mapSignUpError`, `toZod` or
 * `withRules`. Placeholders (`{max}`, `{format}`, …) are the same as the English ones.
 *
 * It is a separate export so that English-only apps never ship it: nothing else in the package imports it.
 *
 * @example
 * ```ts
 * import { frenchMessages, requiredRule, validateField } from '@switchback/validation';
 *
 * validateField('', [requiredRule()], { messages: frenchMessages });
 * // { key: 'validation.required', message: 'Ce champ est obligatoire.' }
 * ```
 */
export const frenchMessages: Readonly<Record<MessageKey, string>> = {
  'validation.required': 'Ce champ est obligatoire.',
  'validation.requiredCheckbox': 'Cochez cette case pour continuer.',
  'validation.requiredSelect': 'Veuillez choisir une option.',
  'validation.email': 'Le courriel n’est pas valide.',
  'validation.emailHint': 'Le courriel n’est pas valide. Utilisez le format nom@exemple.com',
  'validation.maxLength': 'Utilisez au plus {max} caractères.',
  'validation.minLength': 'Utilisez au moins {min} caractères.',
  'validation.exactLength': 'Utilisez exactement {length} caractères.',
  'validation.number': 'Entrez un nombre.',
  'validation.numberMin': 'Entrez {min} ou plus.',
  'validation.numberMax': 'Entrez {max} ou moins.',
  'validation.date': 'La date doit suivre le format {format} et être une date valide.',
  'validation.dateMin': 'Entrez une date à partir du {min}.',
  'validation.dateAfter': 'Entrez une date postérieure au {min}.',
  'validation.dateMax': 'Entrez une date au plus tard le {max}.',
  'validation.dateBefore': 'Entrez une date antérieure au {max}.',
  'validation.sameAs': 'Les valeurs ne correspondent pas.',
  'validation.name': 'Le nom n’est pas valide.',
  'validation.password': 'Le mot de passe ne respecte pas les exigences.',
  'validation.password.minLength': 'Au moins {min} caractères',
  'validation.password.number': 'Au moins un chiffre',
  'validation.password.uppercase': 'Une lettre majuscule',
  'validation.password.lowercase': 'Une lettre minuscule',
  'validation.phone': 'Le numéro de téléphone n’est pas valide.',
  'validation.phone.digits': 'Le numéro de téléphone ne peut contenir que des chiffres.',
  'validation.phone.length': 'Le numéro de téléphone doit comporter {length} chiffres.',
  'validation.phone.lengthRange': 'Le numéro de téléphone doit comporter de {min} à {max} chiffres.',
  'validation.pattern': 'Le format n’est pas valide.',
  'validation.mask': 'Utilisez le format {mask}.',
  'validation.province': 'Choisissez un État ou une province dans la liste.',
  'validation.postalCode.US': 'Entrez un code ZIP à 5 chiffres.',
  'validation.postalCode.CA': 'Entrez un code postal au format A1A 1A1.',
  'validation.postalCode.GB': 'Entrez un code postal du Royaume-Uni, par exemple SW1A 1AA.',
  'validation.birthDate.age': 'Vous devez avoir au moins {age} ans.',
  'validation.smsOptIn.phone': 'Entrez un numéro de téléphone pour recevoir des textos.',
  'validation.signUp.loginInUse': 'Un compte existe déjà avec ce courriel. Connectez-vous plutôt.',
  'validation.signUp.loginInUse2':
    'Ce courriel est déjà enregistré. Connectez-vous ou réinitialisez votre mot de passe.',
  'validation.signUp.phoneInUse': 'Ce numéro de téléphone est déjà utilisé.',
  'validation.signUp.phoneInUse2': 'Ce numéro de téléphone est déjà associé à un autre compte.',
  'validation.newsletter.email': 'Entrez votre courriel pour vous abonner.',
  'validation.eventSignUp.guestName': 'Le nom de l’invité n’est pas valide.',
};

/**
 * The catalogue for a locale tag (`fr`, `fr-CA`, `fr-ca`, …): {@link frenchMessages} for French, `undefined`
 * otherwise, which every validator reads as "keep the English defaults". Importing it brings the French
 * catalogue into a bundle; English-only apps need neither.
 *
 * @example
 * ```ts
 * import { messagesForLocale, validateSignUp } from '@switchback/validation';
 *
 * validateSignUp(values, { locale: 'fr-CA', messages: messagesForLocale('fr-CA') }); // French field errors
 * messagesForLocale('en-GB'); // undefined: English
 * ```
 */
export function messagesForLocale(locale: string | null | undefined): Readonly<Record<MessageKey, string>> | undefined {
  return locale && /^fr(?:[-_]|$)/i.test(locale) ? frenchMessages : undefined;
}
