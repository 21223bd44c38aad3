import { loadAccountMessages } from '../lib/accountText';
import { loadAuthMessages } from '../lib/authText';
import { loadAllMessages } from '../lib/messages';

/**
 * Loads every language's UI strings that the shop's components read synchronously: the shell's catalogues and the
 * sign-in and account ones (chunks of their own that the server and the browser load up front). The storefront's
 * unit tests (vitest.setup.ts) and its stories (`ShopStory`'s root loader) call it before drawing anything.
 *
 * @example
 * await loadShopStrings();
 */
export async function loadShopStrings(): Promise<void> {
  await Promise.all([
    loadAllMessages(),
    ...(['en-us', 'fr-ca'] as const).flatMap((locale) => [loadAccountMessages(locale), loadAuthMessages(locale)]),
  ]);
}
