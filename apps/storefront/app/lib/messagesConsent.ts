import type { ConsentCategory } from '@switchback/analytics';

/** The name and one-line description of a consent category in the preferences. */
interface CategoryText {
  name: string;
  description: string;
}

/**
 * UI strings of the cookie banner and the cookie preferences (content-blocks §5), spread into the catalogue of
 * `messages.ts`. `consentFr` follows `consentEn` key for key.
 */
export const consentEn = {
  consentBannerLabel: 'Cookie consent',
  consentBannerText:
    'We use cookies to run the shop. With your permission we also use them to measure visits, remember your preferences and show you relevant ads.',
  consentAcceptAll: 'Accept all',
  consentRejectAll: 'Reject all',
  consentSettings: 'Cookie settings',
  consentPreferencesTitle: 'Cookie preferences',
  consentPreferencesIntro: 'Choose the cookies we may use. You can change your choice at any time from “Cookie preferences” at the foot of every page.',
  consentPreferencesLegend: 'Cookie categories',
  consentAlwaysOn: 'Always on',
  consentSave: 'Save choices',
  consentFooterLink: 'Cookie preferences',
  consentCategoryText: {
    C0001: { name: 'Strictly necessary', description: 'Keep you signed in, hold your cart and protect checkout. The shop cannot work without them.' },
    C0002: { name: 'Performance and analytics', description: 'Count visits and see which pages work, so we can improve the shop.' },
    C0003: { name: 'Functional', description: 'Remember choices such as your store and recently viewed products.' },
    C0004: { name: 'Targeting', description: 'Personalise offers and show you relevant ads on other sites.' },
  } as Record<ConsentCategory, CategoryText>,
};

/** The Canadian French consent strings ("témoins", the term used in Quebec for cookies). */
export const consentFr: typeof consentEn = {
  consentBannerLabel: 'Consentement aux témoins',
  consentBannerText:
    'Nous utilisons des témoins (cookies) pour faire fonctionner la boutique. Avec votre permission, nous les utilisons aussi pour mesurer les visites, retenir vos préférences et vous montrer des publicités pertinentes.',
  consentAcceptAll: 'Tout accepter',
  consentRejectAll: 'Tout refuser',
  consentSettings: 'Paramètres des témoins',
  consentPreferencesTitle: 'Préférences en matière de témoins',
  consentPreferencesIntro:
    'Choisissez les témoins que nous pouvons utiliser. Vous pouvez modifier votre choix en tout temps à partir du lien « Préférences en matière de témoins » au bas de chaque page.',
  consentPreferencesLegend: 'Catégories de témoins',
  consentAlwaysOn: 'Toujours actifs',
  consentSave: 'Enregistrer mes choix',
  consentFooterLink: 'Préférences en matière de témoins',
  consentCategoryText: {
    C0001: {
      name: 'Strictement nécessaires',
      description: 'Vous gardent connecté, conservent votre panier et protègent le paiement. La boutique ne peut pas fonctionner sans eux.',
    },
    C0002: { name: 'Performance et analyse', description: 'Comptent les visites et montrent quelles pages fonctionnent, pour améliorer la boutique.' },
    C0003: { name: 'Fonctionnels', description: 'Retiennent vos choix, comme votre magasin et les produits consultés récemment.' },
    C0004: { name: 'Ciblage', description: 'Personnalisent les offres et vous montrent des publicités pertinentes sur d’autres sites.' },
  },
};
