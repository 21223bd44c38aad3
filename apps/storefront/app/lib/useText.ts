import { messagesFor, type Messages } from './messages';
import { useStore } from './useStore';

/**
 * The UI strings of the page's locale (from its URL; the default locale outside one).
 *
 * @example
 * const t = useText();
 * return <button>{t.addToCart}</button>; // 'Ajouter au panier' on /fr-ca/…
 */
export function useText(): Messages {
  return messagesFor(useStore().locale);
}
