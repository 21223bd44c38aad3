import type { Locale } from './locales';
import { messagesFor, type Messages } from './messages';
import { accountEn, accountFr, type AccountMessages } from './messagesAccount';
import { checkoutEn, checkoutFr, type CheckoutMessages } from './messagesCheckout';
import { useStore } from './useStore';

/** The shop's strings with the account and checkout areas' (only their pages and components load those). */
export type AccountMessagesAll = Messages & AccountMessages & CheckoutMessages;

const catalogues = new Map<Locale, AccountMessagesAll>();

/**
 * The UI strings of a locale including the account and checkout areas. Their catalogues are a module of their own,
 * imported by the account and checkout pages only, so browse pages never load them.
 *
 * @example
 * accountMessagesFor('fr-ca').accountNav.orders; // 'Commandes'
 */
export function accountMessagesFor(locale: Locale): AccountMessagesAll {
  let catalogue = catalogues.get(locale);
  if (!catalogue) {
    const french = locale === 'fr-ca';
    catalogue = { ...messagesFor(locale), ...(french ? accountFr : accountEn), ...(french ? checkoutFr : checkoutEn) };
    catalogues.set(locale, catalogue);
  }
  return catalogue;
}

/**
 * {@link accountMessagesFor} for the page's locale: `useText()` of the account and checkout pages.
 *
 * @example
 * const t = useAccountText();
 * return <h1>{t.accountMeta.orders[0]}</h1>;
 */
export function useAccountText(): AccountMessagesAll {
  return accountMessagesFor(useStore().locale);
}
