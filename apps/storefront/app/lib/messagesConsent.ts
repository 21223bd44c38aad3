import type { ConsentCategory } from '@switchback/analytics';

/** The name and one-line description of a consent category in the preferences. */
interface CategoryText {
  name: string;
  description: string;
}

/**
 * UI strings of the cookie banner and the cookie preferences (content-blocks §5), read through lib/consentText.ts by
 * the banner's and preferences' chunk only (issue 14: pages that draw neither do not carry them; the footer's
 * "Cookie preferences" is in the shell's catalogue). `consentFr` follows `consentEn` key for key.
 */
export const consentEn = {
  consentBannerLabel: 'Cookie consent',
  consentBannerText:
    'We use cookies to run the shop. With your permission we also use them to measure visits, remember your preferences and show you relevant ads.',
  consentAcceptAll: 'Accept all',
  consentRejectAll: 'Reject all',
  consentSettings: 'Cookie settings',
  consentPreferencesTitle: 'Cookie preferences',
  consentPreferencesIntro:
    'Choose the cookies we may use. You can change your choice at any time from “Cookie preferences” at the foot of every page.',
  consentPreferencesLegend: 'Cookie categories',
  consentAlwaysOn: 'Always on',
  consentSave: 'Save choices',
  consentCategoryText: {
    C0001: {
      name: 'Strictly necessary',
      description: 'Keep you signed in, hold your cart and protect checkout. The shop cannot work without them.',
    },
    C0002: {
      name: 'Performance and analytics',
      description: 'Count visits and see which pages work, so we can improve the shop.',
    },
    C0003: { name: 'Functional', description: 'Remember choices such as your store and recently viewed products.' },
    C0004: { name: 'Targeting', description: 'Personalise offers and show you relevant ads on other sites.' },
  } as Record<ConsentCategory, CategoryText>,
};
