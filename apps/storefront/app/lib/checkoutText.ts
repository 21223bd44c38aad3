import { DEFAULT_LOCALE, isSupportedLocale, type Locale } from './locales';
import { messagesFor, type Messages } from './messages';
import { lazyCatalogue } from './lazyCatalogue';
import type { CheckoutMessages } from './messagesCheckout';
import { useStore } from './useStore';

/** The shop's strings with the checkout's (the checkout, the order confirmation and their dialogs). */
export type CheckoutMessagesAll = Messages & CheckoutMessages;

const checkoutArea = lazyCatalogue<CheckoutMessages>(['checkout'], {
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
export async function checkoutMessagesFirst({ params }: { params: Readonly<Record<string, string | undefined>> }) {
  await checkoutArea.load(isSupportedLocale(params.locale) ? params.locale : DEFAULT_LOCALE);
}

const catalogues = new Map<Locale, CheckoutMessagesAll>();

/**
 * The UI strings of a locale including the checkout's, a module of its own per language (lib/lazyCatalogue.ts). The
 * account pages read them too, through `accountMessagesFor` (lib/accountText.ts).
 *
 * @example
 * checkoutMessagesFor('fr-ca').checkout.placeOrder; // 'Passer la commande'
 */
export function checkoutMessagesFor(locale: Locale): CheckoutMessagesAll {
  let catalogue = catalogues.get(locale);
  if (!catalogue) {
    catalogue = { ...messagesFor(locale), ...checkoutArea.read(locale) };
    catalogues.set(locale, catalogue);
  }
  return catalogue;
}

/**
 * {@link checkoutMessagesFor} for the page's locale: `useText()` of the checkout and the order confirmation.
 *
 * @example
 * const TEXT = useCheckoutText().checkout;
 */
export function useCheckoutText(): CheckoutMessagesAll {
  return checkoutMessagesFor(useStore().locale);
}
