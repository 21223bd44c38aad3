import type { Messages } from './messages';
import { areaText } from './lazyCatalogue';
import type { AccountMessages } from './messagesAccount';
import type { CheckoutMessages } from './messagesCheckout';

/** The shop's strings with the account and checkout areas' (only their pages and components load those). */
export type AccountMessagesAll = Messages & AccountMessages & CheckoutMessages;

const accountArea = areaText<AccountMessages & CheckoutMessages>(['account', 'checkout'], {
  en: () => Promise.all([import('./messagesAccount'), import('./messagesCheckout')]),
  fr: () => Promise.all([import('./messagesAccountFr'), import('./messagesCheckoutFr')]),
});

/**
 * Loads the account and checkout strings of a locale's language (once).
 *
 * @example
 * await loadAccountMessages('fr-ca'); // entry.server.tsx, for both languages
 */
export const loadAccountMessages = accountArea.load;

/**
 * Client middleware of the routes that draw the account or checkout strings: a client navigation to them draws them
 * once their strings are there (in the locale of the URL).
 *
 * @example
 * export const clientMiddleware: Route.ClientMiddlewareFunction[] = [accountMessagesFirst];
 */
export const accountMessagesFirst = accountArea.loadFirst;

/**
 * The UI strings of a locale including the account and checkout areas. Their catalogues are modules of their own,
 * one per language (lib/lazyCatalogue.ts), so browse pages never load them and a page loads its language's only.
 *
 * @example
 * accountMessagesFor('fr-ca').accountNav.orders; // 'Commandes'
 */
export const accountMessagesFor = accountArea.messagesFor;

/**
 * {@link accountMessagesFor} for the page's locale: `useText()` of the account and checkout pages.
 *
 * @example
 * const t = useAccountText();
 * return <h1>{t.accountMeta.orders[0]}</h1>;
 */
export const useAccountText = accountArea.useText;
