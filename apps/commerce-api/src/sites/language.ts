/**
 * The languages commerce-api answers in. Catalogue data, promotions and seeded texts are stored once, in English; a
 * request in a French locale (fr-ca) gets the French text where one is known.
 */
export type AnswerLanguage = 'en' | 'fr';

/**
 * Whether a locale (`fr-ca`, `fr_CA`, `fr`…) is French; `undefined` is not.
 * @example
 * isFrench('fr_CA'); // true
 */
export function isFrench(locale: string | undefined): boolean {
  return locale?.toLowerCase().startsWith('fr') === true;
}

/**
 * The language of a locale: `'fr'` for French ones, else `'en'`.
 * @example
 * languageOf('fr-ca'); // 'fr'
 */
export function languageOf(locale: string | undefined): AnswerLanguage {
  return isFrench(locale) ? 'fr' : 'en';
}

const LOCALE = /^[a-z]{2}-[a-z]{2}$/;

/**
 * The locale an answer is written in: the `locale` query parameter, else the `x-locale` header (`fr_CA` or
 * `fr-ca`), lower case with a hyphen; `en-us` when neither is given or it is not a locale.
 * @example
 * answerLocale(undefined, 'fr_CA'); // 'fr-ca'
 */
export function answerLocale(query: string | undefined, header: string | undefined): string {
  const locale = (query || header || '').toLowerCase().replace('_', '-');
  return LOCALE.test(locale) ? locale : 'en-us';
}
