import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@switchback/ui';
import { useBlockContext } from './BlockContext';
import { useBlockTexts, type UpSellTexts } from './blockTexts';
import type { BlockServices, UpSellSelection } from './blockServices';
import type { UpSellBlock, UpSellItem } from './upSellBlockSchema';
import { useBlockLink } from './useBlockLink';
import { useBlockPriceFormat } from './formatBlockPrice';

/** Props of {@link UpSell}. */
export type UpSellProps = Omit<UpSellBlock, 'type' | 'variant' | 'stackedCount'> & {
  type?: UpSellBlock['type'] | undefined;
  variant?: UpSellBlock['variant'] | undefined;
  stackedCount?: number | undefined;
  /** Overrides the block context's services (inventory lookup, site id, selection and add callbacks). */
  services?: BlockServices | undefined;
  /**
   * Locale of the prices. Default: the app's price format (`BlockFeaturesProvider`'s `formatPrice`), else its
   * `locale`, else `en-GB`.
   */
  locale?: string | undefined;
  priority?: boolean | undefined;
  preview?: boolean | undefined;
};

/** The up-sell's English words; an app gives its language's in `BlockFeaturesProvider` (`texts.upSell`). */
export const UP_SELL_TEXTS: UpSellTexts = {
  title: 'Goes well with',
  add: 'Add to basket',
  added: 'Added',
  choose: (name: string) => `Add ${name}`,
};

type Stock = 'in' | 'out';

function selectionOf(item: UpSellItem): UpSellSelection {
  return { id: item.id, sku: item.sku, name: item.name, url: item.url, price: item.price, currency: item.currency };
}

/**
 * Up-sell items (content-blocks §2–§4), as cards, a carousel, checkboxes or "Add to basket" buttons.
 *
 * Inventory is checked per item with `services.getInventory(productId)` (the api-client's
 * `products.getInventory`: variants keyed by sku with a quantity); only items in stock show. A site whose id
 * contains `showcase` skips the check. When a check fails the item's own `productInventoryState` decides (the
 * failure is logged). Nothing is drawn until an item is known to be in stock, so the block renders only with a
 * non-empty list, and never on the server. In the checkbox form the ticked items are reported through
 * `services.onUpSellSelectionChange` and emptied when the block goes away; the CTA form calls
 * `services.onUpSellAdd(item)`.
 *
 * @example
 * <UpSell id="pdp-upsell" variant="checkbox" title="Complete the look" items={items}
 *   services={{ getInventory: client.products.getInventory, onUpSellSelectionChange: setUpSells }} />
 */
export function UpSell(props: UpSellProps) {
  const { title, variant = 'cards', stackedCount = 3, items, locale } = props;
  const formatPrice = useBlockPriceFormat(locale);
  const TEXT = useBlockTexts('upSell', UP_SELL_TEXTS);
  const context = useBlockContext();
  const services = props.services ?? context.services ?? {};
  const [stock, setStock] = useState<ReadonlyMap<string, Stock>>(() => new Map());
  const [selected, setSelected] = useState<readonly string[]>([]);
  const [added, setAdded] = useState<readonly string[]>([]);
  const titleId = useId();
  const skip = services.siteId?.toLowerCase().includes('showcase') ?? false;
  const itemsKey = items.map((item) => `${item.id}:${item.sku}`).join('|');

  const latest = useRef({ services, items });
  latest.current = { services, items };

  // itemsKey stands for the items (read from `latest`): a new array with the same products must not check again.
  useEffect(() => {
    let live = true;
    const checked = latest.current.items;
    if (skip) {
      setStock(new Map(checked.map((item) => [item.id, 'in'])));
      return undefined;
    }
    for (const item of checked) {
      const fallback: Stock = item.productInventoryState === 'InStock' ? 'in' : 'out';
      const lookup = latest.current.services.getInventory;
      const check = lookup
        ? lookup(item.id).then((answer) => ((answer.variants[item.sku]?.quantity ?? 0) > 0 ? 'in' : 'out') as Stock)
        : Promise.resolve(fallback);
      check
        .catch((error: unknown) => {
          console.error(`[up-sell] the inventory check of ${item.id} failed`, error);
          return fallback;
        })
        .then((result) => {
          if (live) setStock((value) => new Map(value).set(item.id, result));
        });
    }
    return () => {
      live = false;
    };
  }, [itemsKey, skip]);

  // Selected up-sells are cleared when the block goes away (content-blocks §4).
  useEffect(() => () => latest.current.services.onUpSellSelectionChange?.([]), []);

  const inStock = items.filter((item) => stock.get(item.id) === 'in');
  const shown = variant === 'carousel' ? inStock : inStock.slice(0, stackedCount);
  if (shown.length === 0) return null;

  const toggle = (item: UpSellItem, on: boolean) => {
    const next = on ? [...selected, item.id] : selected.filter((id) => id !== item.id);
    setSelected(next);
    services.onUpSellSelectionChange?.(items.filter((candidate) => next.includes(candidate.id)).map(selectionOf));
  };
  const price = (item: UpSellItem) => priceOf(item, formatPrice);

  return (
    <section className={`sb-up-sell sb-up-sell--${variant}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="sb-up-sell__title">
        {title?.trim() || TEXT.title}
      </h2>
      <ul
        className="sb-up-sell__list"
        tabIndex={variant === 'carousel' ? 0 : undefined}
        aria-labelledby={variant === 'carousel' ? titleId : undefined}
      >
        {shown.map((item) => (
          <li key={item.id} className="sb-up-sell__item">
            <UpSellCard item={item} price={price(item)} />
            {variant === 'checkbox' ? (
              <label className="sb-up-sell__choose">
                <input
                  type="checkbox"
                  checked={selected.includes(item.id)}
                  onChange={(event) => toggle(item, event.target.checked)}
                />
                <span className="sb-visually-hidden">{TEXT.choose(item.name)}</span>
                <span aria-hidden="true">{TEXT.add}</span>
              </label>
            ) : null}
            {variant === 'cta' ? (
              <Button
                type="button"
                variant="secondary"
                size="sm"
                disabled={added.includes(item.id)}
                onClick={() => {
                  setAdded((value) => [...value, item.id]);
                  services.onUpSellAdd?.(selectionOf(item));
                }}
              >
                {added.includes(item.id) ? TEXT.added : TEXT.add}{' '}
                <span className="sb-visually-hidden">{item.name}</span>
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function UpSellCard({ item, price }: { item: UpSellItem; price: string | undefined }) {
  const link = useBlockLink(item.url);
  return (
    <div className="sb-up-sell__card">
      {item.image ? (
        <img
          className="sb-up-sell__image"
          src={item.image.url}
          alt=""
          width={item.image.width ?? 300}
          height={item.image.height ?? 300}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      {link ? (
        <a {...link} className="sb-up-sell__name">
          {item.name}
        </a>
      ) : (
        <span className="sb-up-sell__name">{item.name}</span>
      )}
      {price ? <span className="sb-up-sell__price">{price}</span> : null}
    </div>
  );
}

function priceOf(
  item: UpSellItem,
  formatPrice: (price: number, currency: string | undefined) => string,
): string | undefined {
  if (item.price === undefined) return undefined;
  if (typeof item.price === 'string') return item.price;
  return formatPrice(item.price, item.currency);
}
