import { Button } from '@switchback/ui';
import { formatMoney } from '@switchback/cart';
import { imageSources } from '../../lib/imageSources';
import type { SavedLine } from '../../lib/toCartView';
import { StoreLink } from '../StoreLink';
import { CartForm } from './CartForm';
import { useCartText } from '../../lib/cartText';

/** Props of {@link SavedItems} (and of the section around them, `SavedForLater`). */
export interface SavedItemsProps {
  items: SavedLine[];
  currency: string;
  lang: string;
  /** A problem of one saved item's form, shown at that item. */
  problem: { itemId: string | null; message: string } | null;
}

/**
 * The items saved for later, each with "Move to cart" and "Remove" (spec §2 cart page). A chunk of its own
 * (lib/cartIslands.ts): a cart with nothing saved never loads it.
 *
 * @example
 * <SavedItems items={cart.saved} currency="USD" lang="en-US" problem={null} />
 */
export function SavedItems({ items, currency, lang, problem }: SavedItemsProps) {
  const TEXT = useCartText().cartSaved;
  return (
    <ul className="cart-saved__items">
      {items.map((item) => {
        const image = item.imageUrl ? imageSources(item.imageUrl, [64]) : null;
        return (
          <li key={item.itemId} className="cart-saved__item" data-testid="saved-item">
            {image ? <img src={image.src} srcSet={image.srcSet} width={64} height={80} alt="" loading="lazy" /> : null}
            <div>
              <h3 className="cart-line__name">
                {item.pdpUrl ? <StoreLink to={item.pdpUrl}>{item.name}</StoreLink> : item.name}
              </h3>
              <p>
                {[item.color, item.size].filter(Boolean).join(' · ')}
                {item.current !== null ? ` · ${formatMoney(item.current, currency, lang)}` : ''} · {TEXT.quantity}{' '}
                {item.qty}
                {item.available ? '' : ` · ${TEXT.unavailable}`}
              </p>
              {problem?.itemId === item.itemId ? (
                <p className="cart-line__problem" role="alert">
                  {problem.message}
                </p>
              ) : null}
              <div className="cart-line__actions">
                <CartForm intent="moveToCart" itemId={item.itemId}>
                  <Button type="submit" variant="ghost" size="sm" disabled={!item.available}>
                    {TEXT.moveToCart}
                    <span className="sb-visually-hidden"> {item.name}</span>
                  </Button>
                </CartForm>
                <CartForm intent="removeSaved" itemId={item.itemId}>
                  <Button type="submit" variant="ghost" size="sm">
                    {TEXT.remove}
                    <span className="sb-visually-hidden"> {item.name} from saved for later</span>
                  </Button>
                </CartForm>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
