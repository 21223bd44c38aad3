import type { Messages } from './messages';
import { areaText } from './lazyCatalogue';
import type { AuthMessages } from './messagesAuth';

/** The shop's strings with the sign-in flow's (only the sign-in components and pages load those). */
export type AuthMessagesAll = Messages & AuthMessages;

const signInArea = areaText<AuthMessages>(['auth'], {
  en: () => import('./messagesAuth'),
  fr: () => import('./messagesAuthFr'),
});

/**
 * Loads the sign-in strings of a locale's language (once).
 *
 * @example
 * await loadAuthMessages('fr-ca'); // entry.server.tsx, for both languages
 */
export const loadAuthMessages = signInArea.load;

/**
 * Client middleware of the sign-in pages: a client navigation to them draws them once their strings are there (in
 * the locale of the URL).
 *
 * @example
 * export const clientMiddleware: Route.ClientMiddlewareFunction[] = [authMessagesFirst];
 */
export const authMessagesFirst = signInArea.loadFirst;

/**
 * The UI strings of a locale including the sign-in flow's (sign-in page and dialog, forgot password, associate
 * login). Their catalogue is a module of its own per language (lib/lazyCatalogue.ts), so a page loads its language's
 * with the sign-in dialog, never before.
 *
 * @example
 * authMessagesFor('fr-ca').signInPage.title; // 'Connexion'
 */
export const authMessagesFor = signInArea.messagesFor;

/**
 * {@link authMessagesFor} for the page's locale: `useText()` of the sign-in components and pages.
 *
 * @example
 * const TEXT = useAuthText().signInDialog;
 * return <button>{TEXT.close}</button>;
 */
export const useAuthText = signInArea.useText;
