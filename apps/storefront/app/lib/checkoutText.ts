import type { Messages } from './messages';
import { areaText } from './lazyCatalogue';
import type { CheckoutMessages } from './messagesCheckout';

/** The shop's strings with the checkout's (the checkout, the order confirmation and their dialogs). */
export type CheckoutMessagesAll = Messages & CheckoutMessages;

const checkoutArea = areaText<CheckoutMessages>(['checkout'], {
  en: () => import('./messagesCheckout'),
  fr: () => import('./messagesCheckoutFr'),
});

/**
 * Client middleware of the checkout and order confirmation routes: a client navigation to them draws them once the
 * checkout strings are there (in the locale of the URL). The account area's strings are not loaded (issue 14: the
 * checkout used to load them with its own, 3.8 kB gzip).
 *
 * @example
 * export const clientMiddleware: Route.ClientMiddlewareFunction[] = [checkoutMessagesFirst];
 */
export const checkoutMessagesFirst = checkoutArea.loadFirst;

/**
 * The UI strings of a locale including the checkout's, a module of its own per language (lib/lazyCatalogue.ts). The
 * account pages read them too, through `accountMessagesFor` (lib/accountText.ts).
 *
 * @example
 * checkoutMessagesFor('fr-ca').checkout.placeOrder; // 'Passer la commande'
 */
export const checkoutMessagesFor = checkoutArea.messagesFor;

/**
 * {@link checkoutMessagesFor} for the page's locale: `useText()` of the checkout and the order confirmation.
 *
 * @example
 * const TEXT = useCheckoutText().checkout;
 */
export const useCheckoutText = checkoutArea.useText;
