/**
 * UI strings of the store pages (store locator, store details) and of the product page's ship-to-store and
 * store-changed parts, spread into the catalogue of `messages.ts`. `storesFr` follows `storesEn` key for key.
 */
export const storesEn = {
  storesShow: 'Show',
  storesKindStores: 'Stores',
  storesKindPoints: 'Collection points',
  storesKindAll: 'Stores and collection points',
  storesPointsCount: (count: number) => (count === 1 ? '1 place' : `${count} places`),
  storesNearYou: 'Nearest to your location',
  storesUseLocation: 'Use my location',
  storesLocating: 'Finding your location…',
  storesLocationDenied: 'Location access was not allowed. Search by city or postal code instead.',
  storesLocationUnavailable: 'Your location is not available right now. Search by city or postal code instead.',
  storesLocationUnsupported: 'This browser cannot share your location. Search by city or postal code instead.',
  storesBadPosition: 'That position is not valid. Search by city or postal code instead.',
  storesCollectionPoint: 'Collection point',
  storesDetails: (name: string) => `Details of ${name}`,
  storeServiceNames: { pickup: 'Pick up in store', sts: 'Ship to store', returns: 'Returns', pudo: 'Collection point' } as Record<string, string>,
  storePageTitle: (name: string, city: string) => `${name}, ${city}`,
  storePageDescription: (name: string, address: string) => `${name}, ${address}: opening hours, services and directions.`,
  storeAddress: 'Address',
  storeHours: 'Opening hours',
  storeServicesHeading: 'Services',
  storeMap: 'Open in a map',
  storeAllStores: 'All stores',
  storeOpenAllDay: 'Open 24 hours',
  storeClosed: 'Closed',
  storePhone: 'Phone',
  weekdays: { mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday' } as Record<string, string>,
  deliveryShipToStore: (name: string) => `Ship to ${name}`,
  deliveryShipToStoreTerms: (days: string) => `free, ${days}`,
  deliveryDays: (from: number, to: number | null) =>
    from === 0 ? 'same day' : to !== null && to !== from ? `${from}–${to} business days` : from === 1 ? '1 business day' : `${from} business days`,
  deliveryShipToStoreHint: (days: string) => `Free ship to store: ${days}`,
  shipToStoreOffer: (name: string, days: string) => `Not in stock at ${name} for pickup, but it can be shipped there for free (${days}).`,
  shipToStoreUnavailable: 'This store does not take ship-to-store orders. Choose another delivery.',
  storeChangedTitle: 'Store changed',
  storeChangedText: (name: string) => `${name} is now your store.`,
  storeChangedMoved: (count: number, name: string) =>
    count === 1 ? `1 item in your cart will be picked up at ${name}.` : `${count} items in your cart will be picked up at ${name}.`,
  storeChangedShipped: (count: number, name: string) =>
    count === 1
      ? `1 item is not in stock at ${name}, so it will be shipped there for free.`
      : `${count} items are not in stock at ${name}, so they will be shipped there for free.`,
  storeChangedKept: (count: number) =>
    count === 1 ? '1 item could not move to the new store: check it in your cart.' : `${count} items could not move to the new store: check them in your cart.`,
  storeChangedContinue: 'Continue shopping',
  pickupConfirmCart: (count: number, name: string) =>
    count === 1 ? `Your cart has 1 item to pick up at ${name}; it will move to the new store.` : `Your cart has ${count} items to pick up at ${name}; they will move to the new store.`,
};

/** The Canadian French store strings. */
export const storesFr: typeof storesEn = {
  storesShow: 'Afficher',
  storesKindStores: 'Magasins',
  storesKindPoints: 'Points de collecte',
  storesKindAll: 'Magasins et points de collecte',
  storesPointsCount: (count: number) => (count <= 1 ? `${count} lieu` : `${count} lieux`),
  storesNearYou: 'Les plus proches de votre position',
  storesUseLocation: 'Utiliser ma position',
  storesLocating: 'Recherche de votre position…',
  storesLocationDenied: "L'accès à votre position n'a pas été autorisé. Cherchez plutôt par ville ou code postal.",
  storesLocationUnavailable: "Votre position n'est pas disponible pour le moment. Cherchez plutôt par ville ou code postal.",
  storesLocationUnsupported: 'Ce navigateur ne peut pas partager votre position. Cherchez plutôt par ville ou code postal.',
  storesBadPosition: "Cette position n'est pas valide. Cherchez plutôt par ville ou code postal.",
  storesCollectionPoint: 'Point de collecte',
  storesDetails: (name: string) => `Détails de ${name}`,
  storeServiceNames: { pickup: 'Ramassage en magasin', sts: 'Expédition au magasin', returns: 'Retours', pudo: 'Point de collecte' },
  storePageTitle: (name: string, city: string) => `${name}, ${city}`,
  storePageDescription: (name: string, address: string) => `${name}, ${address} : heures d'ouverture, services et itinéraire.`,
  storeAddress: 'Adresse',
  storeHours: "Heures d'ouverture",
  storeServicesHeading: 'Services',
  storeMap: 'Ouvrir dans une carte',
  storeAllStores: 'Tous les magasins',
  storeOpenAllDay: 'Ouvert 24 heures sur 24',
  storeClosed: 'Fermé',
  storePhone: 'Téléphone',
  weekdays: { mon: 'Lundi', tue: 'Mardi', wed: 'Mercredi', thu: 'Jeudi', fri: 'Vendredi', sat: 'Samedi', sun: 'Dimanche' },
  deliveryShipToStore: (name: string) => `Expédier à ${name}`,
  deliveryShipToStoreTerms: (days: string) => `gratuit, ${days}`,
  deliveryDays: (from: number, to: number | null) =>
    from === 0 ? 'le jour même' : to !== null && to !== from ? `${from} à ${to} jours ouvrables` : from === 1 ? '1 jour ouvrable' : `${from} jours ouvrables`,
  deliveryShipToStoreHint: (days: string) => `Expédition gratuite au magasin : ${days}`,
  shipToStoreOffer: (name: string, days: string) => `Pas en stock à ${name} pour le ramassage, mais l'article peut y être expédié gratuitement (${days}).`,
  shipToStoreUnavailable: "Ce magasin n'accepte pas l'expédition au magasin. Choisissez un autre mode de livraison.",
  storeChangedTitle: 'Magasin changé',
  storeChangedText: (name: string) => `${name} est maintenant votre magasin.`,
  storeChangedMoved: (count: number, name: string) =>
    count <= 1 ? `${count} article de votre panier sera ramassé à ${name}.` : `${count} articles de votre panier seront ramassés à ${name}.`,
  storeChangedShipped: (count: number, name: string) =>
    count <= 1
      ? `${count} article n'est pas en stock à ${name} : il y sera expédié gratuitement.`
      : `${count} articles ne sont pas en stock à ${name} : ils y seront expédiés gratuitement.`,
  storeChangedKept: (count: number) =>
    count <= 1
      ? `${count} article n'a pas pu passer au nouveau magasin : vérifiez-le dans votre panier.`
      : `${count} articles n'ont pas pu passer au nouveau magasin : vérifiez-les dans votre panier.`,
  storeChangedContinue: 'Continuer le magasinage',
  pickupConfirmCart: (count: number, name: string) =>
    count <= 1
      ? `Votre panier contient ${count} article à ramasser à ${name}; il passera au nouveau magasin.`
      : `Votre panier contient ${count} articles à ramasser à ${name}; ils passeront au nouveau magasin.`,
};
