import { plural } from './plural';

/**
 * UI strings of the store pages (store locator, store details) and of the product page's ship-to-store and
 * store-changed parts, loaded with those pages and components through `lib/storesText.ts`. `storesFr` follows `storesEn` key for key.
 */
export const storesEn = {
  storesShow: 'Show',
  storesKindStores: 'Stores',
  storesKindPoints: 'Collection points',
  storesKindAll: 'Stores and collection points',
  storesPointsCount: (count: number) => plural('en', count, { one: `${count} place`, other: `${count} places` }),
  storesNearYou: 'Nearest to your location',
  storesUseLocation: 'Use my location',
  storesLocating: 'Finding your location…',
  storesLocationDenied: 'Location access was not allowed. Search by city or postal code instead.',
  storesLocationUnavailable: 'Your location is not available right now. Search by city or postal code instead.',
  storesLocationUnsupported: 'This browser cannot share your location. Search by city or postal code instead.',
  storesBadPosition: 'That position is not valid. Search by city or postal code instead.',
  storesCollectionPoint: 'Collection point',
  storesDetails: (name: string) => `Details of ${name}`,
  storeServiceNames: {
    pickup: 'Pick up in store',
    sts: 'Ship to store',
    returns: 'Returns',
    pudo: 'Collection point',
  } as Record<string, string>,
  storePageTitle: (name: string, city: string) => `${name}, ${city}`,
  storePageDescription: (name: string, address: string) =>
    `${name}, ${address}: opening hours, services and directions.`,
  storeAddress: 'Address',
  storeHours: 'Opening hours',
  storeServicesHeading: 'Services',
  storeMap: 'Open in a map',
  storeAllStores: 'All stores',
  storeOpenAllDay: 'Open 24 hours',
  storeClosed: 'Closed',
  storePhone: 'Phone',
  weekdays: {
    mon: 'Monday',
    tue: 'Tuesday',
    wed: 'Wednesday',
    thu: 'Thursday',
    fri: 'Friday',
    sat: 'Saturday',
    sun: 'Sunday',
  } as Record<string, string>,
  deliveryShipToStore: (name: string) => `Ship to ${name}`,
  deliveryShipToStoreTerms: (days: string) => `free, ${days}`,
  deliveryDays: (from: number, to: number | null) =>
    from === 0
      ? 'same day'
      : to !== null && to !== from
        ? `${from}–${to} business days`
        : plural('en', from, {
            one: `${from} business day`,
            other: `${from} business days`,
          }),
  deliveryShipToStoreHint: (days: string) => `Free ship to store: ${days}`,
  shipToStoreOffer: (name: string, days: string) =>
    `Not in stock at ${name} for pickup, but it can be shipped there for free (${days}).`,
  shipToStoreUnavailable: 'This store does not take ship-to-store orders. Choose another delivery.',
  storeChangedTitle: 'Store changed',
  storeChangedText: (name: string) => `${name} is now your store.`,
  storeChangedMoved: (count: number, name: string) =>
    plural('en', count, {
      one: `${count} item in your cart will be picked up at ${name}.`,
      other: `${count} items in your cart will be picked up at ${name}.`,
    }),
  storeChangedShipped: (count: number, name: string) =>
    plural('en', count, {
      one: `${count} item is not in stock at ${name}, so it will be shipped there for free.`,
      other: `${count} items are not in stock at ${name}, so they will be shipped there for free.`,
    }),
  storeChangedKept: (count: number) =>
    plural('en', count, {
      one: `${count} item could not move to the new store: check it in your cart.`,
      other: `${count} items could not move to the new store: check them in your cart.`,
    }),
  storeChangedContinue: 'Continue shopping',
  pickupConfirmCart: (count: number, name: string) =>
    plural('en', count, {
      one: `Your cart has ${count} item to pick up at ${name}; it will move to the new store.`,
      other: `Your cart has ${count} items to pick up at ${name}; they will move to the new store.`,
    }),
  // The store locator page.
  storesTitle: 'Find a store',
  storesDescription: 'Switchback stores near you: addresses, phone numbers and services.',
  storesSearchLabel: 'City or postal code',
  storesSearchButton: 'Find stores',
  storesNone: 'No store matches this place. Try a nearby city or another postal code.',
  storesCount: (count: number) => plural('en', count, { one: `${count} store`, other: `${count} stores` }),
  storesDistance: (km: string) => `${km} km away`,
  storesServices: 'Services',
  // The product page's pickup in store.
  pickupHeading: 'Pick up in store',
  pickupChoose: 'Choose a store',
  pickupChange: 'Change store',
  pickupNone: 'Choose a store to see if this item can be picked up there.',
  pickupYourStore: (name: string) => `Your store: ${name}`,
  pickupInStock: (count: number) => `In stock (${count})`,
  pickupAvailable: 'Available for pickup',
  pickupUnavailable: 'Not available at this store',
  pickupPickSize: 'Choose a size to see availability.',
  pickupPlace: 'Postal code or city',
  pickupSearch: 'Find stores',
  pickupNoStores: 'No stores found near that place.',
  pickupPlaceNeeded: 'Enter a postal code or city.',
  pickupSelect: (name: string) => `Choose ${name}`,
  pickupClose: 'Close',
  pickupConfirmTitle: 'Change store?',
  pickupConfirmText: (from: string, to: string) => `Change your store from ${from} to ${to}?`,
  pickupConfirm: 'Change store',
  pickupCancel: 'Keep my store',
  pickupChosen: (name: string) => `${name} is now your store.`,
  deliveryLegend: 'Delivery',
  deliveryShip: 'Ship to me',
  deliveryPickup: (name: string) => `Pick up at ${name}`,
};

/** The shape every store catalogue follows. */
export type StoresMessages = typeof storesEn;
