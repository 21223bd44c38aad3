import { defaultErrorCatalogue, QUOTED_MESSAGES, type ErrorCatalogue, type QuotedMessages } from './errorMessageFor';

// Canadian French (« courriel », « panier », « code promo »). Kept in its own module, imported by nothing else in
// the package, so English-only apps do not ship it.

const INVALID_CREDENTIALS = 'Le courriel ou le mot de passe est incorrect.';
const LOCKED = 'Votre compte est verrouillé. Réinitialisez votre mot de passe pour le déverrouiller.';
const LOGIN_IN_USE = 'Un compte existe déjà avec ce courriel.';
const PHONE_IN_USE = 'Ce numéro de téléphone est déjà utilisé.';
const SYSTEM = 'Un problème est survenu de notre côté. Veuillez réessayer.';
const SAME_PASSWORD = 'Votre nouveau mot de passe doit être différent de l’ancien.';
const ORDER_NOT_FOUND = 'Nous n’avons pas trouvé cette commande. Vérifiez le numéro de commande et réessayez.';
const FULFILMENT_CHANGED = 'Les options de livraison de votre commande ont changé. Veuillez vérifier votre commande.';
const STOCK = 'Certains articles de votre panier ne sont plus offerts dans la quantité choisie.';
const PRICE_CHANGED = 'Le prix d’un article de votre panier a changé. Veuillez vérifier votre panier.';
const TAX = 'Nous n’avons pas pu calculer les taxes pour cette adresse. Veuillez vérifier l’adresse.';
const COUPON_INVALID = 'Ce code promo n’est pas valide.';
const GIFT_CARD_INVALID = 'Le numéro ou le NIP de cette carte-cadeau n’est pas valide.';
const GIFT_CARD_FAILED = 'Nous n’avons pas pu appliquer cette carte-cadeau. Veuillez réessayer.';
const PAYMENT_FAILED =
  'Votre paiement n’a pas pu être traité. Vérifiez vos renseignements ou utilisez un autre mode de paiement.';
const ADDRESS_INVALID = 'Cette adresse n’est pas valide. Veuillez la vérifier et réessayer.';
const SHIPPING = 'Nous ne pouvons pas livrer à cette adresse avec le mode de livraison choisi.';
const REWARD = 'Cette récompense ne peut pas être appliquée à votre commande.';
const PROFILE = 'Nous n’avons pas pu mettre à jour votre profil. Veuillez réessayer.';
const REQUEST = 'Votre demande n’a pas pu être traitée. Veuillez la vérifier et réessayer.';
const ATTRIBUTE = 'Veuillez choisir une couleur et une taille.';
const NOT_FOUND = 'Nous n’avons pas trouvé ce que vous cherchiez.';
const MAX_QUANTITY = 'Vous avez atteint la quantité maximale pour cet article.';
const ITEM_UNAVAILABLE = 'Cet article n’est plus offert.';
const CARD_EXISTS = 'Cette carte est déjà enregistrée dans votre compte.';
const SESSION_INVALID = 'Votre session n’est plus valide. Veuillez vous reconnecter.';
const CART_NOT_FOUND = 'Nous n’avons pas trouvé votre panier. Veuillez réessayer.';
const SIGN_IN_PENDING = 'Votre connexion est déjà en cours de traitement. Veuillez réessayer dans un instant.';
const GIFT_PRODUCT = 'Un produit-cadeau ne peut pas être ajouté ni modifié.';
const GIFT_CARD_APPLIED = 'Cette carte-cadeau est déjà appliquée à votre commande.';
const GIFT_CARD_NOT_ALLOWED = 'Les cartes-cadeaux ne peuvent pas être utilisées pour cette commande.';
const GIFT_CARD_EMPTY = 'Cette carte-cadeau n’a plus de solde.';
const INSTRUMENT_NOT_FOUND = 'Nous n’avons pas trouvé ce mode de paiement. Veuillez l’ajouter de nouveau.';
const EMAIL_INVALID = 'Le courriel n’est pas valide.';

/**
 * The French messages for every error id of spec §8, key for key with {@link defaultErrorCatalogue}. Pass it to
 * `errorMessageFor` (or `cartErrorFor`), or spread it to change a few wordings.
 *
 * @example
 * errorMessageFor(error, frenchErrorCatalogue); // 'Nous n’avons pas trouvé votre panier. Veuillez réessayer.' for BSK404
 * const mine: ErrorCatalogue = { ...frenchErrorCatalogue, PRM130: 'Code promo inconnu.' };
 */
export const frenchErrorCatalogue: ErrorCatalogue = Object.freeze({
  // Auth
  AUT401: INVALID_CREDENTIALS,
  AUT418: INVALID_CREDENTIALS,
  AUT437: INVALID_CREDENTIALS,
  AUT438: INVALID_CREDENTIALS,
  AUT423: LOCKED,
  AUT441: LOCKED,
  AUT426: 'Encore un essai infructueux et votre compte sera verrouillé.',
  AUT439: LOGIN_IN_USE,
  PRO400: LOGIN_IN_USE,
  AUT442: PHONE_IN_USE,
  AUT444: PHONE_IN_USE,
  AUT402: 'Ce lien de réinitialisation a expiré. Veuillez en demander un nouveau.',
  AUT403: 'Nous n’avons pas pu vérifier que vous n’êtes pas un robot. Veuillez réessayer.',
  AUT409: SIGN_IN_PENDING,
  AUT404: 'Nous n’avons pas pu vous connecter. Veuillez réessayer.',
  AUT432: 'Votre session a expiré. Veuillez réessayer.',
  AUT500: SYSTEM,
  AUT450: 'Votre mot de passe actuel est incorrect.',
  AUT451: SAME_PASSWORD,
  AUT452: SAME_PASSWORD,
  AUT453: EMAIL_INVALID,
  AUT498: SESSION_INVALID,
  AUT440: 'Nous n’avons pas trouvé votre compte. Veuillez vous inscrire ou réessayer.',
  // Cart and order
  ORD430: ITEM_UNAVAILABLE,
  BSK404: CART_NOT_FOUND,
  ORD516: 'Ce magasin n’offre pas ce mode de livraison. Veuillez choisir un autre magasin ou mode de livraison.',
  ORD517: FULFILMENT_CHANGED,
  ORD518: FULFILMENT_CHANGED,
  INV700: STOCK,
  INV406: STOCK,
  INV701: STOCK,
  INV702: PRICE_CHANGED,
  INV405: STOCK,
  INV407: PRICE_CHANGED,
  INV409: STOCK,
  INV408: MAX_QUANTITY,
  ORD404: ORDER_NOT_FOUND,
  ORD409: ORDER_NOT_FOUND,
  OHS4004: ORDER_NOT_FOUND,
  ORD400: EMAIL_INVALID,
  ORD415: 'Nous n’avons pas pu calculer le total de votre commande. Veuillez réessayer.',
  TAX309: TAX,
  TAX310: TAX,
  // Promotions
  PRM130: COUPON_INVALID,
  PRM135: 'Ce code promo a expiré.',
  PRM140: 'Ce code promo n’est pas actif.',
  PRM150: 'Ce code promo est déjà appliqué.',
  PRM155: 'Ce code promo a atteint sa limite d’utilisation.',
  PRM160: 'Aucun article de votre panier n’est admissible à ce code promo.',
  PRM175: 'Ce code promo ne peut pas être combiné avec les codes déjà appliqués.',
  PRM416: COUPON_INVALID,
  // Gift cards
  GFS800: 'Les cartes-cadeaux ne sont pas offertes pour le moment. Veuillez réessayer plus tard.',
  GFO404: 'Nous n’avons pas trouvé cette commande de carte-cadeau.',
  GFO405: GIFT_CARD_FAILED,
  GFC400: GIFT_CARD_INVALID,
  GFC410: 'Cette carte-cadeau a expiré.',
  GFC700: GIFT_CARD_EMPTY,
  GFC725: GIFT_CARD_EMPTY,
  GFC740: GIFT_CARD_APPLIED,
  GFC755: GIFT_CARD_NOT_ALLOWED,
  GFC760: 'Cette carte-cadeau est bloquée. Veuillez communiquer avec le service à la clientèle.',
  GFC799: GIFT_CARD_FAILED,
  GFC800: GIFT_CARD_FAILED,
  GFC812: 'Trop de tentatives. Veuillez réessayer plus tard.',
  // Payment and address
  PYT300: PAYMENT_FAILED,
  PYT400: PAYMENT_FAILED,
  PYT402: 'Votre paiement a été refusé. Veuillez utiliser un autre mode de paiement.',
  PYT404: INSTRUMENT_NOT_FOUND,
  PYT405: 'Ce mode de paiement n’est pas offert pour votre commande.',
  PYT406: 'Votre paiement n’a pas pu être vérifié. Veuillez réessayer.',
  PAY400: 'Le paiement différé n’a pas pu être effectué. Veuillez choisir un autre mode de paiement.',
  PAY401: 'Votre paiement n’a pas été autorisé. Veuillez réessayer ou utiliser un autre mode de paiement.',
  BIL400: ADDRESS_INVALID,
  BILL410: 'Veuillez vérifier votre adresse de facturation.',
  CHK320: 'Votre commande n’a pas pu être passée. Veuillez vérifier vos renseignements et réessayer.',
  CHK380: 'Votre panier a changé pendant le paiement. Veuillez le vérifier et réessayer.',
  SHP404: 'Nous n’avons pas trouvé cette adresse de livraison. Veuillez l’ajouter de nouveau.',
  SHP410: SHIPPING,
  SHP500: 'Nous n’avons pas pu calculer les frais de livraison. Veuillez réessayer.',
  FE309: ADDRESS_INVALID,
  // Rewards
  REW130: 'Cette récompense n’est pas valide.',
  REW135: 'Cette récompense a expiré.',
  REW140: 'Cette récompense a déjà été utilisée.',
  REW401: REWARD,
  // Profile
  PRO404: 'Nous n’avons pas trouvé votre profil.',
  PRO410: PROFILE,
  PRO411: PROFILE,
  PRO412: PROFILE,
  PRO414: PROFILE,
  PRO415: PROFILE,
  PRO418: PROFILE,
  FE340: PROFILE,
  FE872: PROFILE,
  CCA400: CARD_EXISTS,
  CCA401: CARD_EXISTS,
  CCN404: 'Nous n’avons pas trouvé cette carte dans votre compte.',
  '4044': NOT_FOUND,
  // Generic
  GEN500: SYSTEM,
  API400: REQUEST,
  API404: NOT_FOUND,
  API405: REQUEST,
  API406: REQUEST,
  API415: REQUEST,
  STR404: 'Nous n’avons pas trouvé ce magasin.',
  RTN500: 'Nous n’avons pas pu créer votre retour. Veuillez réessayer plus tard.',
  ATTR100: ATTRIBUTE,
  ATTR200: ATTRIBUTE,
  ATTR300: ATTRIBUTE,
  PLP400: 'Nous n’avons pas pu charger ces produits. Veuillez réessayer.',
  GWP403: GIFT_PRODUCT,
  REV410: 'Votre avis est trop long.',
  // Named cart and checkout ids
  INVALID_CUSTOMER: SESSION_INVALID,
  CART_NOT_FOUND: CART_NOT_FOUND,
  ITEM_OOS: 'cet article n’a pas pu être déplacé dans le panier',
  ITEMS_OOS: 'Certains articles n’ont pas pu être déplacés dans le panier, car ils sont en rupture de stock.',
  ADDED_MAX_QUANTITY: MAX_QUANTITY,
  GWP_PRODUCT: GIFT_PRODUCT,
  ITEM_NOT_AVAILABLE: ITEM_UNAVAILABLE,
  NO_PRICE: 'Cet article n’a pas de prix pour le moment et ne peut pas être acheté.',
  INVALID_PRICE: 'Le prix de cet article a changé.',
  PAYMENT_ERROR: PAYMENT_FAILED,
  PAYMENT_FRAUD_VERIFICATION_EXCEPTION:
    'Nous n’avons pas pu vérifier votre paiement. Veuillez utiliser un autre mode de paiement.',
  CANT_SHIP_THERE: 'Nous ne pouvons pas livrer à cette adresse.',
  GC_INVALID2: GIFT_CARD_INVALID,
  GC_ALREADY_APPLIED: GIFT_CARD_APPLIED,
  GC_NOT_ALLOWED: GIFT_CARD_NOT_ALLOWED,
  GC_ZERO_BALANCE: GIFT_CARD_EMPTY,
  ITEM_NO_LONGER_AVAILABLE: 'Certains articles de votre panier ne sont plus offerts. Votre panier a été mis à jour.',
  CC_EXPIRY_DATE_INVALID: 'La date d’expiration de cette carte n’est pas valide.',
  PAYMENT_INSTRUMENT_NOT_FOUND: INSTRUMENT_NOT_FOUND,
  ADDRESS_NOT_FOUND: 'Nous n’avons pas trouvé cette adresse. Veuillez l’ajouter de nouveau.',
  SHIPPING_POBOX_UNAVAILABLE: 'Nous ne pouvons pas livrer à une case postale avec ce mode de livraison.',
  SOME_PRODUCTS_NO_INVENTORY:
    'Certains articles de votre panier sont en rupture de stock. Votre panier a été mis à jour.',
  DUPLICATED_TOKEN: SIGN_IN_PENDING,
  LOGIN_IN_USE: LOGIN_IN_USE,
  LOGIN_IN_USE2: LOGIN_IN_USE,
  PHONE_NUMBER_ALREADY_IN_USE: PHONE_IN_USE,
  PHONE_NUMBER_ALREADY_IN_USE2: PHONE_IN_USE,
  MISSING_BIRTHDATE: 'Veuillez entrer votre date de naissance.',
  // Item codes and extra-info messages
  ProductLineItemInventoryMissing: 'Seule une partie de la quantité choisie est en stock.',
  ProductItemNotAvailable: ITEM_UNAVAILABLE,
  ProductLineItemFullInventoryMissing: 'Cet article est en rupture de stock.',
  InvalidShippingAddress: 'L’adresse de livraison de cet envoi n’est pas valide.',
  ProductItemMaxQuantity: MAX_QUANTITY,
  ProductItemRequired: 'Cet article est obligatoire.',
});

/**
 * The messages of {@link QUOTED_MESSAGES} in French (the spec quotes them in English only; these are ours).
 *
 * @example
 * paymentSaveErrorMessage(error, 'GIFT_CARD', { messages: frenchQuotedMessages }); // 'la carte-cadeau existe déjà'
 */
export const frenchQuotedMessages: QuotedMessages = Object.freeze({
  itemNotMovedToCart: 'cet article n’a pas pu être déplacé dans le panier',
  removeItemFailed: 'Impossible de retirer l’article du panier. Veuillez réessayer plus tard',
  creditCardSaveFailed: 'l’enregistrement de la carte de crédit a échoué',
  giftCardAlreadyExists: 'la carte-cadeau existe déjà',
  giftCardSaveFailed: 'l’enregistrement de la carte-cadeau a échoué',
  profileNotLoaded: 'Profil non chargé',
  paymentAuthenticationError: 'erreur d’authentification du paiement',
  orderCannotBeCompleted: 'la commande ne peut pas être complétée',
  docTypeRequired: 'Le type de document est obligatoire',
  noResults: 'Aucun résultat.',
});

const isFrench = (locale: string | null | undefined) => Boolean(locale && /^fr(?:[-_]|$)/i.test(locale));

/**
 * The error catalogue of a locale tag: {@link frenchErrorCatalogue} for French (`fr`, `fr-CA`, `fr_ca` …), the
 * English {@link defaultErrorCatalogue} for any other.
 *
 * @example
 * errorMessageFor(error, errorCatalogueFor('fr-ca'));
 * errorCatalogueFor('en-gb') === defaultErrorCatalogue; // true
 */
export function errorCatalogueFor(locale: string | null | undefined): ErrorCatalogue {
  return isFrench(locale) ? frenchErrorCatalogue : defaultErrorCatalogue;
}

/**
 * The quoted messages of a locale tag: {@link frenchQuotedMessages} for French, {@link QUOTED_MESSAGES} otherwise.
 *
 * @example
 * quotedMessagesFor('fr-ca').removeItemFailed; // 'Impossible de retirer l’article du panier. Veuillez réessayer plus tard'
 */
export function quotedMessagesFor(locale: string | null | undefined): QuotedMessages {
  return isFrench(locale) ? frenchQuotedMessages : QUOTED_MESSAGES;
}
