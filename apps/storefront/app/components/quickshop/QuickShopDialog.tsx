import { useEffect, useRef, useState, type RefObject } from 'react';
import { useFetcher } from 'react-router';
import type { ProductPage } from '../../lib/productPage.server';
import type { ProductCard } from '../../lib/toProductCard';
import { ColorSwatches, SizeButtons } from '@switchback/ui';
import { imageSources } from '../../lib/imageSources';
import { closeOnEscape } from '../../lib/closeOnEscape';
import { useProductText } from '../../lib/productText';
import { PriceTag } from '../PriceTag';
import { StoreLink, useStoreHref } from '../StoreLink';
import { oneAtATime } from '../../lib/oneAtATime';

// The dialog's thumbnail is small: one narrow source is enough.
const QUICKSHOP_WIDTHS = [300] as const;

/** The part of the product route's loader data the quick shop reads. */
interface ProductLoaderData {
  product: Pick<
    ProductPage,
    'id' | 'name' | 'colors' | 'selectedColor' | 'selectedSize' | 'sizes' | 'isDigital' | 'price'
  >;
  lang: string;
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
 * The quick shop dialog of {@link QuickShop}, in a chunk of its own loaded on the first "Quick shop" click: a modal
 * with the product's colours and the sizes of the chosen colour, adding one to the cart without leaving the
 * listing. The product and the add go through the product page's own loader and action, so stock, variant lookup
 * and errors are the product page's. It opens itself on mount and on every new `openRequest`; the native modal
 * keeps focus inside, and Escape or Close shut it and give focus back to the opener.
 *
 * @example
 * <QuickShopDialog product={card} openRequest={1} opener={openerRef} />
 */
export function QuickShopDialog({
  product,
  openRequest,
  opener,
}: {
  product: ProductCard;
  openRequest: number;
  opener: RefObject<HTMLButtonElement | null>;
}) {
  const t = useProductText();
  const productHref = useStoreHref(product.path);
  const loader = useFetcher<ProductLoaderData>();
  const add = useFetcher<AddAnswer>();
  const dialogRef = useRef<HTMLDialogElement>(null);
  // The colour the shopper just picked, shown checked while its sizes load.
  const [pickedColor, setPickedColor] = useState<string | null>(null);
  // Only a new click opens it again; the fetcher's own changes must not (so the effect reads it from a ref).
  const latest = useRef({ loader, productHref });
  latest.current = { loader, productHref };
  useEffect(() => {
    if (!dialogRef.current?.open) dialogRef.current?.showModal();
    const { loader: current, productHref: href } = latest.current;
    if (!current.data && current.state === 'idle') void current.load(href);
  }, [openRequest]);

  const loaded = loader.data?.product;
  const titleId = `quickshop-${product.id}-title`;
  const canBuy = loaded ? loaded.sizes.some((entry) => entry.available) : false;
  // One add at a time, the button enabled and focused while it is on its way (lib/oneAtATime).
  const pending = oneAtATime(add.state !== 'idle' || loader.state !== 'idle');

  return (
    <dialog
      ref={dialogRef}
      className="sb-dialog quickshop"
      aria-labelledby={titleId}
      onKeyDown={closeOnEscape}
      onClose={() => opener.current?.focus()}
    >
      <div className="sb-dialog__header">
        <h2 id={titleId} className="sb-dialog__title">
          {product.name}
        </h2>
        <button
          type="button"
          className="sb-dialog__close"
          aria-label={t.close}
          onClick={() => dialogRef.current?.close()}
        >
          <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
            <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className="sb-dialog__body quickshop__body">
        {product.image ? (
          <img
            className="quickshop__image"
            {...imageSources(product.image.url, QUICKSHOP_WIDTHS)}
            sizes="8rem"
            width={product.image.width}
            height={product.image.height}
            alt=""
            loading="lazy"
          />
        ) : null}
        {!loaded ? (
          <p role="status">{t.quickShopLoading}</p>
        ) : (
          <div className="quickshop__choices">
            {/* The price of the colour shown, with an employee's price as on the product page (not for gift cards). */}
            {loaded.price ? (
              <PriceTag price={loaded.price} lang={loader.data?.lang ?? 'en-US'} employeePrice={!loaded.isDigital} />
            ) : null}
            {loaded.colors.length > 0 ? (
              <ColorSwatches
                label={t.colour}
                name={`quickshop-${product.id}-colour`}
                value={pickedColor ?? loaded.selectedColor}
                soldOutLabel={t.soldOut}
                swatches={loaded.colors.map((color) => ({
                  value: color.code,
                  name: color.name,
                  color: color.hex,
                  soldOut: color.soldOut,
                }))}
                onChange={(code) => {
                  setPickedColor(code);
                  loader.load(withColor(productHref, code));
                }}
              />
            ) : null}
            {loaded.isDigital ? (
              // A gift card needs an amount and a recipient: those are asked on its page.
              <p className="quickshop__digital">
                <StoreLink to={product.path} className="sb-button sb-button--primary sb-button--full-width">
                  {t.quickShopGiftCard}
                </StoreLink>
              </p>
            ) : (
              <add.Form method="post" action={productHref} className="quickshop__form" onSubmit={pending.onSubmit}>
                {loaded.selectedColor ? <input type="hidden" name="color" value={loaded.selectedColor} /> : null}
                {/* Not keyed by colour: a size the shopper picks while the colour's sizes load stays picked. */}
                <SizeButtons
                  name="size"
                  legend={t.size}
                  required
                  value={loaded.selectedSize}
                  unavailableLabel={t.soldOut}
                  lowStockLabel={t.lowStock}
                  options={loaded.sizes.map((entry) => ({
                    value: entry.size,
                    unavailable: !entry.available,
                    lowStock: entry.lowStock,
                  }))}
                />
                <button
                  type="submit"
                  className="sb-button sb-button--primary sb-button--full-width"
                  disabled={!canBuy}
                  {...pending.button}
                >
                  {t.addToCart}
                </button>
              </add.Form>
            )}
            <div role="status">
              {add.data ? (
                <p className={add.data.ok ? 'add-to-cart__done' : 'add-to-cart__problem'}>
                  {add.data.message} {add.data.ok ? <StoreLink to="/cart">{t.viewCart}</StoreLink> : null}
                </p>
              ) : null}
            </div>
            <p className="quickshop__details">
              <StoreLink to={product.path}>{t.quickShopDetails}</StoreLink>
            </p>
          </div>
        )}
      </div>
    </dialog>
  );
}
