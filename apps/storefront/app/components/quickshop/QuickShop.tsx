import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import type { ProductPage } from '../../lib/productPage.server';
import type { ProductCard } from '../../lib/toProductCard';
import { useText } from '../../lib/useText';
import { StoreLink, useStoreHref } from '../StoreLink';
import './quickshop.css';

/** The part of the product route's loader data the quick shop reads. */
interface ProductLoaderData {
  product: Pick<ProductPage, 'id' | 'name' | 'colors' | 'selectedColor' | 'sizes'>;
}

/** The product route's add-to-cart answer. */
interface AddAnswer {
  ok: boolean;
  message: string;
}

/** The product page's URL with a chosen colour (the store link adds locale and carried parameters). */
function withColor(href: string, color: string | null): string {
  if (!color) return href;
  return `${href}${href.includes('?') ? '&' : '?'}color=${encodeURIComponent(color)}`;
}

/**
 * "Quick shop" on a listing tile (commerce-core §2 quickshop dialog): a modal with the product's colours and the
 * sizes of the chosen colour, adding one to the cart without leaving the listing. The product and the add go
 * through the product page's own loader and action, so stock, variant lookup and errors are the product page's.
 * The native modal keeps focus inside; Escape or Close shut it and focus goes back to the button. Without
 * JavaScript nothing is drawn and the tile's link leads to the product page.
 *
 * @example
 * <QuickShop product={card} />
 */
export function QuickShop({ product }: { product: ProductCard }) {
  const t = useText();
  const productHref = useStoreHref(product.path);
  const loader = useFetcher<ProductLoaderData>();
  const add = useFetcher<AddAnswer>();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const [hydrated, setHydrated] = useState(false);
  // The colour the shopper just picked, shown checked while its sizes load.
  const [pickedColor, setPickedColor] = useState<string | null>(null);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;

  const loaded = loader.data?.product;
  const titleId = `quickshop-${product.id}-title`;
  const open = () => {
    dialogRef.current?.showModal();
    if (!loader.data && loader.state === 'idle') loader.load(productHref);
  };
  const canBuy = loaded ? loaded.sizes.some((entry) => entry.available) : false;

  return (
    <>
      <button type="button" ref={openerRef} className="quickshop__open" onClick={open} aria-haspopup="dialog">
        {t.quickShopOf(product.name)}
      </button>
      <dialog ref={dialogRef} className="sb-dialog quickshop" aria-labelledby={titleId} onClose={() => openerRef.current?.focus()}>
        <h2 id={titleId}>{product.name}</h2>
        {!loaded ? (
          <p role="status">{t.quickShopLoading}</p>
        ) : (
          <>
            {loaded.colors.length > 0 ? (
              <fieldset className="quickshop__colours">
                <legend>{t.colour}</legend>
                {loaded.colors.map((color) => (
                  <label key={color.code} className="quickshop__option">
                    <input
                      type="radio"
                      name={`quickshop-${product.id}-colour`}
                      value={color.code}
                      checked={color.code === (pickedColor ?? loaded.selectedColor)}
                      onChange={() => {
                        setPickedColor(color.code);
                        loader.load(withColor(productHref, color.code));
                      }}
                    />{' '}
                    {color.name}
                  </label>
                ))}
              </fieldset>
            ) : null}
            <add.Form method="post" action={productHref} className="quickshop__form">
              {loaded.selectedColor ? <input type="hidden" name="color" value={loaded.selectedColor} /> : null}
              <fieldset>
                <legend>{t.size}</legend>
                {loaded.sizes.map((entry) => (
                  <label key={entry.size} className="quickshop__option">
                    <input type="radio" name="size" value={entry.size} disabled={!entry.available} required />{' '}
                    {entry.size}
                    {entry.available ? null : ` (${t.soldOut})`}
                  </label>
                ))}
              </fieldset>
              <button type="submit" className="sb-button" disabled={!canBuy || add.state !== 'idle' || loader.state !== 'idle'}>
                {t.addToCart}
              </button>
            </add.Form>
            <div role="status">
              {add.data ? (
                <p className={add.data.ok ? 'add-to-cart__done' : 'add-to-cart__problem'}>
                  {add.data.message} {add.data.ok ? <StoreLink to="/cart">{t.viewCart}</StoreLink> : null}
                </p>
              ) : null}
            </div>
            <p>
              <StoreLink to={product.path}>{t.quickShopDetails}</StoreLink>
            </p>
          </>
        )}
        <button type="button" className="sb-button quickshop__close" onClick={() => dialogRef.current?.close()}>
          {t.close}
        </button>
      </dialog>
    </>
  );
}
