// The Canadian French strings of ./messagesStores.ts, a module of their own so that an English page never loads them
// (only messagesFr.ts imports this).
import type { storesEn } from './messagesStores';
import { plural } from './plural';

/** The Canadian French store strings. */
export const storesFr: typeof storesEn = {
  storesShow: 'Afficher',
  storesKindStores: 'Magasins',
  storesKindPoints: 'Points de collecte',
  storesKindAll: 'Magasins et points de collecte',
  storesPointsCount: (count: number) => plural('fr', count, { one: `${count} lieu`, other: `${count} lieux` }),
  storesNearYou: 'Les plus proches de votre position',
  storesUseLocation: 'Utiliser ma position',
  storesLocating: 'Recherche de votre position…',
  storesLocationDenied: "L'accès à votre position n'a pas été autorisé. Cherchez plutôt par ville ou code postal.",
  storesLocationUnavailable:
    "Votre position n'est pas disponible pour le moment. Cherchez plutôt par ville ou code postal.",
  storesLocationUnsupported:
    'Ce navigateur ne peut pas partager votre position. Cherchez plutôt par ville ou code postal.',
  storesBadPosition: "Cette position n'est pas valide. Cherchez plutôt par ville ou code postal.",
  storesCollectionPoint: 'Point de collecte',
  storesDetails: (name: string) => `Détails de ${name}`,
  storeServiceNames: {
    pickup: 'Ramassage en magasin',
    sts: 'Expédition au magasin',
    returns: 'Retours',
    pudo: 'Point de collecte',
  },
  storePageTitle: (name: string, city: string) => `${name}, ${city}`,
  storePageDescription: (name: string, address: string) =>
    `${name}, ${address}\u00a0: heures d'ouverture, services et itinéraire.`,
  storeAddress: 'Adresse',
  storeHours: "Heures d'ouverture",
  storeServicesHeading: 'Services',
  storeMap: 'Ouvrir dans une carte',
  storeAllStores: 'Tous les magasins',
  storeOpenAllDay: 'Ouvert 24 heures sur 24',
  storeClosed: 'Fermé',
  storePhone: 'Téléphone',
  weekdays: {
    mon: 'Lundi',
    tue: 'Mardi',
    wed: 'Mercredi',
    thu: 'Jeudi',
    fri: 'Vendredi',
    sat: 'Samedi',
    sun: 'Dimanche',
  },
  deliveryShipToStore: (name: string) => `Expédier à ${name}`,
  deliveryShipToStoreTerms: (days: string) => `gratuit, ${days}`,
  deliveryDays: (from: number, to: number | null) =>
    from === 0
      ? 'le jour même'
      : to !== null && to !== from
        ? `${from} à ${to} jours ouvrables`
        : plural('fr', from, { one: `${from} jour ouvrable`, other: `${from} jours ouvrables` }),
  deliveryShipToStoreHint: (days: string) => `Expédition gratuite au magasin\u00a0: ${days}`,
  shipToStoreOffer: (name: string, days: string) =>
    `Pas en stock à ${name} pour le ramassage, mais l'article peut y être expédié gratuitement (${days}).`,
  shipToStoreUnavailable: "Ce magasin n'accepte pas l'expédition au magasin. Choisissez un autre mode de livraison.",
  storeChangedTitle: 'Magasin changé',
  storeChangedText: (name: string) => `${name} est maintenant votre magasin.`,
  storeChangedMoved: (count: number, name: string) =>
    plural('fr', count, {
      one: `${count} article de votre panier sera ramassé à ${name}.`,
      other: `${count} articles de votre panier seront ramassés à ${name}.`,
    }),
  storeChangedShipped: (count: number, name: string) =>
    plural('fr', count, {
      one: `${count} article n'est pas en stock à ${name}\u00a0: il y sera expédié gratuitement.`,
      other: `${count} articles ne sont pas en stock à ${name}\u00a0: ils y seront expédiés gratuitement.`,
    }),
  storeChangedKept: (count: number) =>
    plural('fr', count, {
      one: `${count} article n'a pas pu passer au nouveau magasin\u00a0: vérifiez-le dans votre panier.`,
      other: `${count} articles n'ont pas pu passer au nouveau magasin\u00a0: vérifiez-les dans votre panier.`,
    }),
  storeChangedContinue: 'Continuer le magasinage',
  pickupConfirmCart: (count: number, name: string) =>
    plural('fr', count, {
      one: `Votre panier contient ${count} article à ramasser à ${name}; il passera au nouveau magasin.`,
      other: `Votre panier contient ${count} articles à ramasser à ${name}; ils passeront au nouveau magasin.`,
    }),
  // The store locator page.
  storesTitle: 'Trouver un magasin',
  storesDescription: 'Les magasins Switchback près de chez vous\u00a0: adresses, téléphones et services.',
  storesSearchLabel: 'Ville ou code postal',
  storesSearchButton: 'Chercher',
  storesNone: 'Aucun magasin ne correspond à ce lieu. Essayez une ville voisine ou un autre code postal.',
  storesCount: (count: number) => plural('fr', count, { one: `${count} magasin`, other: `${count} magasins` }),
  storesDistance: (km: string) => `à ${km} km`,
  storesServices: 'Services',
  // The product page's pickup in store.
  pickupHeading: 'Ramassage en magasin',
  pickupChoose: 'Choisir un magasin',
  pickupChange: 'Changer de magasin',
  pickupNone: 'Choisissez un magasin pour savoir si cet article peut y être ramassé.',
  pickupYourStore: (name: string) => `Votre magasin\u00a0: ${name}`,
  pickupInStock: (count: number) => `En stock (${count})`,
  pickupAvailable: 'Disponible pour le ramassage',
  pickupUnavailable: 'Non disponible dans ce magasin',
  pickupPickSize: 'Choisissez une taille pour voir la disponibilité.',
  pickupPlace: 'Code postal ou ville',
  pickupSearch: 'Trouver des magasins',
  pickupNoStores: 'Aucun magasin trouvé près de cet endroit.',
  pickupPlaceNeeded: 'Saisissez un code postal ou une ville.',
  pickupSelect: (name: string) => `Choisir ${name}`,
  pickupClose: 'Fermer',
  pickupConfirmTitle: 'Changer de magasin?',
  pickupConfirmText: (from: string, to: string) => `Remplacer votre magasin ${from} par ${to}?`,
  pickupConfirm: 'Changer de magasin',
  pickupCancel: 'Garder mon magasin',
  pickupChosen: (name: string) => `${name} est maintenant votre magasin.`,
  deliveryLegend: 'Livraison',
  deliveryShip: 'Livrer chez moi',
  deliveryPickup: (name: string) => `Ramasser à ${name}`,
};
