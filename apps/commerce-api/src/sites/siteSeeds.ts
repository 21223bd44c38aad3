import type { ContentLocale } from '../content/seedCopy';

/** A site as seeded: id, currency and the locales its content exists in (the first is the default). */
export interface SiteSeed {
  id: string;
  name: string;
  currency: 'USD' | 'CAD' | 'GBP';
  countryCode: string;
  locales: [ContentLocale, ...ContentLocale[]];
}

/** The demo sites. `sb-us` is the default when a request names none. */
export const siteSeeds: readonly SiteSeed[] = [
  { id: 'sb-us', name: 'Switchback US', currency: 'USD', countryCode: 'US', locales: ['en-us'] },
  { id: 'sb-ca', name: 'Switchback Canada', currency: 'CAD', countryCode: 'CA', locales: ['en-ca', 'fr-ca'] },
  { id: 'sb-gb', name: 'Switchback UK', currency: 'GBP', countryCode: 'GB', locales: ['en-gb'] },
];

/** The site used when a request carries neither `x-site-id` nor `siteId`. */
export const DEFAULT_SITE_ID = 'sb-us';
