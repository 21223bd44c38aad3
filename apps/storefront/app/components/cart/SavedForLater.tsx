import { useCartText } from '../../lib/cartText';
import { SavedItemsPart } from '../../lib/cartIslands';
import type { SavedItemsProps } from './SavedItems';

/**
 * The saved-for-later section of the cart page (spec §2): its title, and each saved item with Move to cart and
 * Remove (`SavedItems`, whose code only a cart with saved items loads) or a line saying nothing is saved.
 *
 * @example
 * <SavedForLater items={cart.saved} currency="USD" lang="en-US" problem={null} />
 */
export function SavedForLater({ items, currency, lang, problem }: SavedItemsProps) {
  const TEXT = useCartText().cartSaved;
  return (
    <section className="cart-saved" aria-labelledby="cart-saved-title">
      <h2 id="cart-saved-title">{TEXT.title}</h2>
      {items.length === 0 ? (
        <p>{TEXT.empty}</p>
      ) : (
        <SavedItemsPart items={items} currency={currency} lang={lang} problem={problem} />
      )}
    </section>
  );
}
