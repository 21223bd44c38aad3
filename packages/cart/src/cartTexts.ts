import {
  defaultErrorCatalogue,
  errorCatalogueFor,
  frenchErrorCatalogue,
  frenchQuotedMessages,
  QUOTED_MESSAGES,
  type ErrorCatalogue,
} from '@switchback/api-client';
import { GWP_MESSAGE, maxQuantityMessage, onlyLeftMessage } from './cartErrors';
import { DEFAULT_LIFECYCLE_MESSAGES, type CartLifecycleMessages } from './cartLifecycle';
import {
  DELIVERY_NOTIFICATION_MESSAGES,
  FULFILMENT_CHANGE_MESSAGES,
  ORDER_UPDATED_MESSAGE,
  type CartNotificationType,
} from './deliveryNotifications';
import { spendMoreMessage } from './promotions';

/**
 * Every sentence the cart package words for shoppers, in one language. The functions that show a text take
 * `texts` (`cartErrorFor`, `maxQuantityMessage`, `outOfStockMessage`, `fulfilmentChangeMessage`,
 * `describeNotification`, `cartNotifications`, `approachingPromotions`) and `createCartLifecycle` takes
 * `messages: texts.lifecycle`; without them they speak English ({@link defaultCartTexts}).
 *
 * @example
 * const texts: CartTexts = { ...defaultCartTexts, removeFailed: 'Entfernen fehlgeschlagen' };
 */
export interface CartTexts {
  /** Error id → message (spec §8), as `errorMessageFor` reads it. */
  errors: ErrorCatalogue;
  /** ADDED_MAX_QUANTITY / INV408 when the line's maximum is known. */
  maxQuantity: (maxAllowedQty: number) => string;
  /** A partial out-of-stock refusal at its line (INV406, INV701) when the API says how many there are. */
  onlyLeft: (availableQuantity: number) => string;
  /** GWP_PRODUCT / GWP403. */
  giftProduct: string;
  /** A failed remove (spec §8, quoted in English). */
  removeFailed: string;
  /** ITEM_OOS on one item (spec §8, quoted in English). */
  itemNotMovedToCart: string;
  /** ITEMS_OOS on several items. */
  itemsNotMovedToCart: string;
  /** Fulfilment-change errors ORD516/517/518. */
  fulfilmentChange: Readonly<Record<keyof typeof FULFILMENT_CHANGE_MESSAGES, string>>;
  /** Cart notification types of spec §4. */
  notifications: Readonly<Record<CartNotificationType, string>>;
  /** The order-updated message after a delivery transition (spec §8). */
  orderUpdated: string;
  /** The lifecycle's notices: pass as `createCartLifecycle({ messages })`. */
  lifecycle: CartLifecycleMessages;
  /** An approaching promotion: the amount still to spend (formatted) and its callout, or `null` without one. */
  spendMore: (amount: string, callout: string | null) => string;
}

/**
 * The English texts: the package's defaults, gathered in one object (the spec's quoted wording where it quotes).
 *
 * @example
 * defaultCartTexts.removeFailed; // 'Unable to remove item from cart. Please try again later'
 */
export const defaultCartTexts: CartTexts = Object.freeze({
  errors: defaultErrorCatalogue,
  maxQuantity: (max: number) => maxQuantityMessage(max),
  onlyLeft: onlyLeftMessage,
  giftProduct: GWP_MESSAGE,
  removeFailed: QUOTED_MESSAGES.removeItemFailed,
  itemNotMovedToCart: QUOTED_MESSAGES.itemNotMovedToCart,
  itemsNotMovedToCart: defaultErrorCatalogue.ITEMS_OOS as string,
  fulfilmentChange: FULFILMENT_CHANGE_MESSAGES,
  notifications: DELIVERY_NOTIFICATION_MESSAGES,
  orderUpdated: ORDER_UPDATED_MESSAGE,
  lifecycle: DEFAULT_LIFECYCLE_MESSAGES,
  spendMore: spendMoreMessage,
});

/**
 * The same texts in Canadian French (errors from the api-client's `frenchErrorCatalogue`).
 *
 * @example
 * cartErrorFor(error, { itemId: line.id, texts: frenchCartTexts }).message; // 'Impossible de retirer l’article …'
 */
export const frenchCartTexts: CartTexts = Object.freeze({
  errors: frenchErrorCatalogue,
  maxQuantity: (max: number) => `Vous pouvez ajouter jusqu’à ${max} exemplaires de cet article.`,
  onlyLeft: (available: number) => `Il n’en reste que ${available} en stock.`,
  giftProduct: 'Cet article-cadeau ne peut pas être ajouté ni modifié : vous avez atteint sa quantité maximale.',
  removeFailed: frenchQuotedMessages.removeItemFailed,
  itemNotMovedToCart: frenchQuotedMessages.itemNotMovedToCart,
  itemsNotMovedToCart: frenchErrorCatalogue.ITEMS_OOS as string,
  fulfilmentChange: Object.freeze({
    ORD516:
      'Certains articles seront maintenant ramassés en magasin au lieu d’être expédiés. Veuillez vérifier votre commande.',
    ORD517:
      'Certains articles ne peuvent plus être ramassés en magasin et vous seront expédiés. Veuillez vérifier votre commande.',
    ORD518:
      'Certains articles ne peuvent plus être ramassés en magasin et seront expédiés au magasin. Veuillez vérifier votre commande.',
  }),
  notifications: Object.freeze({
    PickupToSthTransition:
      'Un article n’est plus offert pour le ramassage à votre magasin. Il sera livré à votre adresse.',
    PickupToStsTransition:
      'Un article n’est plus en stock à votre magasin. Nous l’expédierons au magasin pour que vous le récupériez.',
    StsToSthTransition: 'Un article ne peut plus être expédié à votre magasin. Il sera livré à votre adresse.',
    StsToPickupTransition:
      'Bonne nouvelle : un article est maintenant en stock à votre magasin et prêt à être ramassé.',
    STHToPickupTransition: 'Un article sera maintenant ramassé en magasin au lieu d’être livré.',
    OrderShippingMethodDowngraded: 'Votre mode de livraison n’est plus offert pour votre commande et a été modifié.',
    ChangedStoreId: 'Le magasin de vos articles à ramasser a changé.',
    InvalidShippingAddress: 'L’adresse de livraison d’un envoi n’est pas valide. Veuillez la vérifier.',
  }),
  orderUpdated: 'Votre commande a été mise à jour. Veuillez vérifier la livraison de vos articles.',
  lifecycle: Object.freeze({
    merged: 'Les articles de votre visite précédente ont été ajoutés à votre panier.',
    outOfStock: 'Certains articles de votre panier sont en rupture de stock. Votre panier a été mis à jour.',
    invalidCustomer:
      'Votre session n’est plus valide. Nous avons gardé vos articles dans un nouveau panier; la page va se recharger.',
    cartExpired: 'Votre panier a expiré. Veuillez ajouter vos articles de nouveau.',
  }),
  spendMore: (amount: string, callout: string | null) =>
    callout
      ? `Encore ${amount} d’achats pour obtenir : ${callout}`
      : `Encore ${amount} d’achats pour profiter d’une promotion`,
});

/**
 * The texts of a locale tag: {@link frenchCartTexts} for French (`fr`, `fr-CA`, `fr_ca` …), {@link defaultCartTexts}
 * (English) for every other.
 *
 * @example
 * cartErrorFor(error, { itemId, texts: cartTextsFor(store.locale) });
 */
export function cartTextsFor(locale: string | null | undefined): CartTexts {
  return errorCatalogueFor(locale) === frenchErrorCatalogue ? frenchCartTexts : defaultCartTexts;
}
