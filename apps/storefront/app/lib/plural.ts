// Plural forms through the platform's CLDR rules (Intl.PluralRules), so each language gets its own: French writes
// "0 article" (0 and 1 take the singular), English "0 items". One rules object per language, kept for the process.
const rulesByLanguage = new Map<string, Intl.PluralRules>();

/** A message's forms by CLDR plural category (each already holding the number); `other` is required. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * The form of a message that a count takes in a language.
 *
 * @example
 * plural('en', count, { one: `${count} item`, other: `${count} items` }); // '1 item', '0 items'
 * plural('fr', count, { one: `${count} article`, other: `${count} articles` }); // '0 article', '2 articles'
 */
export function plural(language: string, count: number, forms: PluralForms): string {
  let rules = rulesByLanguage.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    rulesByLanguage.set(language, rules);
  }
  return forms[rules.select(count)] ?? forms.other;
}
