import type { Locale } from './locales';

/**
 * The store a request is for: its locale (from the path), the commerce site of that locale, and preview mode
 * (the `/pre` prefix or `?preview=true`, spec §2).
 *
 * @example
 * const store: Store = { locale: 'fr-ca', siteId: 'sb-ca', preview: false, lang: 'fr-CA' };
 */
export interface Store {
  locale: Locale;
  siteId: string;
  preview: boolean;
  /** BCP 47 tag for `lang` attributes. */
  lang: string;
}
