import type { Locale } from './locales';
import { messagesFor, type Messages } from './messages';
import { authEn, type AuthMessages } from './messagesAuth';
import { authFr } from './messagesAuthFr';
import { useStore } from './useStore';

/** The shop's strings with the sign-in flow's (only the sign-in components and pages load those). */
export type AuthMessagesAll = Messages & AuthMessages;

const catalogues = new Map<Locale, AuthMessagesAll>();

/**
 * The UI strings of a locale including the sign-in flow's (sign-in page and dialog, forgot password, associate
 * login). Their catalogue is a module of its own, imported by those components and routes only, so a page
 * loads it with the sign-in dialog, never before.
 *
 * @example
 * authMessagesFor('fr-ca').signInPage.title; // 'Connexion'
 */
export function authMessagesFor(locale: Locale): AuthMessagesAll {
  let catalogue = catalogues.get(locale);
  if (!catalogue) {
    catalogue = { ...messagesFor(locale), ...(locale === 'fr-ca' ? authFr : authEn) };
    catalogues.set(locale, catalogue);
  }
  return catalogue;
}

/**
 * {@link authMessagesFor} for the page's locale: `useText()` of the sign-in components and pages.
 *
 * @example
 * const TEXT = useAuthText().signInDialog;
 * return <button>{TEXT.close}</button>;
 */
export function useAuthText(): AuthMessagesAll {
  return authMessagesFor(useStore().locale);
}
