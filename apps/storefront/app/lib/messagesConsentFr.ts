// The Canadian French strings of ./messagesConsent.ts, a module of their own so that an English page never loads them
// (only messagesFr.ts imports this).
import type { consentEn } from './messagesConsent';

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
    'Choisissez les témoins que nous pouvons utiliser. Vous pouvez modifier votre choix en tout temps à partir du lien «\u00a0Préférences en matière de témoins\u00a0» au bas de chaque page.',
  consentPreferencesLegend: 'Catégories de témoins',
  consentAlwaysOn: 'Toujours actifs',
  consentSave: 'Enregistrer mes choix',
  consentCategoryText: {
    C0001: {
      name: 'Strictement nécessaires',
      description:
        'Vous gardent connecté, conservent votre panier et protègent le paiement. La boutique ne peut pas fonctionner sans eux.',
    },
    C0002: {
      name: 'Performance et analyse',
      description: 'Comptent les visites et montrent quelles pages fonctionnent, pour améliorer la boutique.',
    },
    C0003: {
      name: 'Fonctionnels',
      description: 'Retiennent vos choix, comme votre magasin et les produits consultés récemment.',
    },
    C0004: {
      name: 'Ciblage',
      description: 'Personnalisent les offres et vous montrent des publicités pertinentes sur d’autres sites.',
    },
  },
};
