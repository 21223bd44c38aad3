import { useEffect, useId, useRef, useState, useSyncExternalStore, type CSSProperties, type MouseEvent } from 'react';
import { Button } from '@switchback/ui';
import { useBlockContext } from './BlockContext';
import { useBlockTexts, type RecommendationsTexts } from './blockTexts';
import type { BlockServices, RecommendedProductRef } from './blockServices';
import type { RecommendationsBlock, RecommendedProduct } from './recommendationsBlockSchema';
import {
  RECOMMENDATION_IMPRESSION_CAP,
  SEARCH_RECOMMENDATIONS_EVENT,
  SEARCH_RECOMMENDATIONS_GLOBAL,
} from './recommendationsConstants';
import { useBlockLink } from './useBlockLink';
import { useBlockPriceFormat } from './formatBlockPrice';

/** Props of {@link Recommendations}. */
export type RecommendationsProps = Omit<RecommendationsBlock, 'type' | 'variant' | 'recommendedProducts'> & {
  type?: RecommendationsBlock['type'] | undefined;
  variant?: RecommendationsBlock['variant'] | undefined;
  recommendedProducts?: RecommendationsBlock['recommendedProducts'] | undefined;
  /** Overrides the block context's services (analytics, add to basket, selection). */
  services?: BlockServices | undefined;
  /**
   * Locale of the prices. Default: the app's price format (`BlockFeaturesProvider`'s `formatPrice`), else its
   * `locale`, else `en-GB`.
   */
  locale?: string | undefined;
  priority?: boolean | undefined;
  preview?: boolean | undefined;
};

/** The recommendations' English words; an app gives its language's in `BlockFeaturesProvider` (`texts.recommendations`). */
export const RECOMMENDATIONS_TEXTS: RecommendationsTexts = {
  title: 'You may also like',
  add: 'Add to basket',
  added: 'Added',
  choose: 'Add',
  rating: (score: number) => `Rated ${score} out of 5`,
  loading: 'Loading recommendations',
};
const CARDS = { '3-cards': 3, '5-cards': 5, '6-cards': 6 } as const;

let productSchema: Promise<typeof import('./recommendationsBlockSchema')> | undefined;
let loadedProductSchema: (typeof import('./recommendationsBlockSchema'))['recommendedProductSchema'] | undefined;
const loadProductSchema = () =>
  (productSchema ??= import('./recommendationsBlockSchema').then((module) => {
    loadedProductSchema = module.recommendedProductSchema;
    return module;
  }));

function subscribe(onChange: () => void): () => void {
  window.addEventListener(SEARCH_RECOMMENDATIONS_EVENT, onChange);
  return () => window.removeEventListener(SEARCH_RECOMMENDATIONS_EVENT, onChange);
}

/** The search provider's results at `index` of its page global, re-read on its recalculate event. */
function useSearchProviderProducts(index: number | undefined): RecommendedProduct[] | undefined {
  const snapshot = useSyncExternalStore(
    subscribe,
    () => {
      if (index === undefined) return '';
      const table = (window as unknown as Record<string, unknown>)[SEARCH_RECOMMENDATIONS_GLOBAL];
      const entry = Array.isArray(table) ? table[index] : undefined;
      return entry === undefined ? '' : JSON.stringify(entry);
    },
    () => '',
  );
  // The page global is checked with the block's product schema, loaded only for a carousel that reads it (the
  // skeleton stays until then).
  const [recommendedProductSchema, setSchema] = useState(() => loadedProductSchema);
  useEffect(() => {
    if (index === undefined || recommendedProductSchema) return;
    let cancelled = false;
    loadProductSchema().then(
      (module) => cancelled || setSchema(() => module.recommendedProductSchema),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [index, recommendedProductSchema]);
  if (index === undefined || snapshot === '' || !recommendedProductSchema) return undefined;
  const list: unknown = JSON.parse(snapshot);
  return Array.isArray(list)
    ? list.flatMap((entry) => {
        const parsed = recommendedProductSchema.safeParse(entry);
        return parsed.success ? [parsed.data] : [];
      })
    : [];
}

const refOf = (product: RecommendedProduct): RecommendedProductRef => ({
  id: product.id,
  sku: product.sku,
  title: product.title,
  url: product.url,
  recToken: product.recToken,
  price: product.price,
  currency: product.currency,
});

/**
 * A recommendation carousel (content-blocks §2–§4, §7, §9): one swipeable row of product cards, a third, fifth or
 * sixth of the width each at large size (`3-cards`, `5-cards`, `6-cards`), with ratings (`showRatings` and the
 * product's `showScore`) and prices. With `bloomreachIndex` the products are the search provider's, read from
 * its page global (`window.__sbSearchRecommendations[index]`) and re-read on `sb:search-recommendations-recalculated`;
 * a skeleton (one row for 3-cards, otherwise two) shows until they arrive. The block renders only with a
 * non-empty product list. One impression (at most 24 products, with their rec tokens) is reported when the
 * decision is not `Control`; every product click is reported with its rec token. `addToCartControls`: `cta`
 * adds one product (`services.onRecommendationAdd`), `checkbox` keeps a ticked list
 * (`services.onRecommendationSelectionChange`, emptied when the block goes away).
 *
 * @example
 * <Recommendations id="recs" variant="5-cards" title="You may also like" recommendedProducts={products} showRatings />
 */
export function Recommendations(props: RecommendationsProps) {
  const TEXT = useBlockTexts('recommendations', RECOMMENDATIONS_TEXTS);
  const {
    id,
    title,
    variant = '3-cards',
    recommendedProducts = [],
    showRatings = false,
    addToCartControls,
    monetateDecision,
    bloomreachIndex,
    locale,
  } = props;
  const context = useBlockContext();
  const formatPrice = useBlockPriceFormat(locale);
  const services = props.services ?? context.services ?? {};
  const fromProvider = useSearchProviderProducts(bloomreachIndex);
  const products = bloomreachIndex === undefined ? recommendedProducts : (fromProvider ?? []);
  const waiting = bloomreachIndex !== undefined && fromProvider === undefined;
  const titleId = useId();
  const [selected, setSelected] = useState<readonly string[]>([]);
  const [added, setAdded] = useState<readonly string[]>([]);
  const latest = useRef(services);
  latest.current = services;
  const decision = monetateDecision ? { name: monetateDecision.name, variant: monetateDecision.variant } : undefined;

  const impressionKey = products.map((product) => product.id).join('|');
  const sentFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (
      !impressionKey ||
      sentFor.current === impressionKey ||
      monetateDecision?.variant?.trim().toLowerCase() === 'control'
    )
      return;
    sentFor.current = impressionKey;
    latest.current.onEvent?.({
      kind: 'recommendationImpression',
      blockId: id,
      products: products.slice(0, RECOMMENDATION_IMPRESSION_CAP).map(refOf),
      decision,
    });
  });
  useEffect(() => () => latest.current.onRecommendationSelectionChange?.([]), []);

  const style = { '--sb-recs-cards': CARDS[variant] } as CSSProperties;
  if (waiting) {
    const rows = variant === '3-cards' ? 1 : 2;
    return (
      <section className={`sb-recs sb-recs--${variant}`} aria-busy="true" aria-label={TEXT.loading} style={style}>
        {Array.from({ length: rows }, (_, row) => (
          <div key={row} className="sb-recs__skeleton-row">
            {Array.from({ length: CARDS[variant] }, (_, card) => (
              <div key={card} className="sb-recs__skeleton" />
            ))}
          </div>
        ))}
      </section>
    );
  }
  if (products.length === 0) return null;

  const onClick = (event: MouseEvent<HTMLUListElement>) => {
    const link = (event.target as Element).closest?.('a[data-sb-product]');
    const product = link
      ? products.find((candidate) => candidate.id === link.getAttribute('data-sb-product'))
      : undefined;
    if (product) services.onEvent?.({ kind: 'recommendationClick', blockId: id, product: refOf(product), decision });
  };
  const toggle = (product: RecommendedProduct, on: boolean) => {
    const next = on ? [...selected, product.id] : selected.filter((candidate) => candidate !== product.id);
    setSelected(next);
    services.onRecommendationSelectionChange?.(products.filter((candidate) => next.includes(candidate.id)).map(refOf));
  };

  return (
    <section className={`sb-recs sb-recs--${variant}`} aria-labelledby={titleId} style={style}>
      <h2 id={titleId} className="sb-recs__title">
        {title?.trim() || TEXT.title}
      </h2>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex -- a scrolling row takes focus (axe: scrollable-region-focusable); the click listener only hears the product links' activations bubbling up (Enter on a link fires click too) */}
      <ul className="sb-recs__list" tabIndex={0} aria-labelledby={titleId} onClick={onClick}>
        {products.map((product) => (
          <li key={product.id} className="sb-recs__item">
            <ProductCard product={product} showRating={showRatings} formatPrice={formatPrice} />
            {addToCartControls === 'checkbox' ? (
              <label className="sb-recs__choose">
                <input
                  type="checkbox"
                  checked={selected.includes(product.id)}
                  onChange={(event) => toggle(product, event.target.checked)}
                />
                {TEXT.choose} <span className="sb-visually-hidden">{product.title}</span>
              </label>
            ) : null}
            {addToCartControls === 'cta' ? (
              <Button
                type="button"
                variant="secondary"
                size="sm"
                disabled={added.includes(product.id)}
                onClick={() => {
                  setAdded((value) => [...value, product.id]);
                  services.onRecommendationAdd?.(refOf(product));
                }}
              >
                {added.includes(product.id) ? TEXT.added : TEXT.add}{' '}
                <span className="sb-visually-hidden">{product.title}</span>
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ProductCard({
  product,
  showRating,
  formatPrice,
}: {
  product: RecommendedProduct;
  showRating: boolean;
  formatPrice: (price: number, currency: string | undefined) => string;
}) {
  const TEXT = useBlockTexts('recommendations', RECOMMENDATIONS_TEXTS);
  const link = useBlockLink(product.url);
  const price = product.price === undefined ? undefined : formatPrice(product.price, product.currency);
  return (
    <div className="sb-recs__card">
      {product.image ? (
        <img
          className="sb-recs__image"
          src={product.image.src}
          alt=""
          width={300}
          height={375}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      {link ? (
        <a {...link} className="sb-recs__name" data-sb-product={product.id}>
          {product.title}
        </a>
      ) : null}
      {showRating && product.rating && product.rating.showScore !== false ? (
        <span className="sb-recs__rating" role="img" aria-label={TEXT.rating(product.rating.score)}>
          {'★'.repeat(Math.round(product.rating.score))}
          {'☆'.repeat(5 - Math.round(product.rating.score))}
        </span>
      ) : null}
      {price ? <span className="sb-recs__price">{price}</span> : null}
    </div>
  );
}
