import { errorCatalogueFor, errorMessageFor } from '@switchback/api-client';
import { Accordion, AccordionItem, Badge, ColorSwatches, SizeButtons } from '@switchback/ui';
import { badgeTone } from '../lib/badgeTone';
import { data, Form } from 'react-router';
import type { Route } from './+types/product';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { FavoriteButton } from '../components/account/FavoriteButton';
import { MiniCart } from '../components/cart/MiniCartOnAdd';
import { JsonLd, breadcrumbList } from '../components/JsonLd';
import { PriceTag } from '../components/PriceTag';
import { RatingSummary } from '../components/RatingSummary';
import { ratingText } from '../lib/describeRating';
import { StoreLink } from '../components/StoreLink';
import { translationFor } from '../components/review/reviewTranslation.server';
import { loadSetsContaining } from '../components/productSet/productSet.server';
import { ProductSetLinks } from '../components/productSet/ProductSetLinks';
import { PageIsland } from '../components/PageIsland';
import { notFoundPage } from '../lib/notFoundPage.server';
import { giftCardFieldsIsland, notifyMeIsland, productReviewsIsland } from '../lib/productIslands';
import { ProductGallery, galleryPreload } from '../components/ProductGallery';
import '@switchback/ui/css/Accordion.css';
import './product.css';
import { carriedParams } from '../lib/carriedQuery';
import { sessionContext, storeContext } from '../lib/context.server';
import { messagesFor } from '../lib/messages';
import { pageAt, pageMeta } from '../lib/pageMeta';
import { productMessagesFor, useProductText } from '../lib/productText';
import { storesMessagesFor } from '../lib/storesText';
import { browseMessagesFor } from '../lib/browseText';
import { parseProductSegment } from '../lib/pageType';
import { loadProductPage } from '../lib/productPage.server';
import { giftCardAddition } from '../lib/giftCard.server';
import type { GiftCardErrors, GiftCardFormValues } from '../lib/giftCardForm';
import { customsAddition, customsLineToEdit } from '../lib/customs.server';
import { CustomiseButton } from '../components/customs/CustomiseButton';
import { loadPickup, storeDeliveryForAdd } from '../lib/pickup.server';
import { DeliveryChoice } from '../components/pickup/DeliveryChoice';
import { PickupInStore } from '../components/pickup/PickupInStore';
import { SizeChart } from '../components/SizeChart';
import { readCart } from '../lib/readCart.server';
import { reviewSortOf } from '../lib/reviewSort';
import { useStore } from '../lib/useStore';
import { forBrowser, personalisePage } from '../lib/personalisation.server';
import { prepareProductRecommendations } from '../lib/preparedBlocks.server';
import { loadProductSlot } from '../lib/pageSlots.server';
import { useBlockServices } from '../lib/blockServices';
import { ShopBlocks } from '../components/ShopBlocks';
import { useAnalytics, useTrackOnce } from '../components/AnalyticsProvider';
import { useEffect } from 'react';

// The quantity picker offers up to this many (or the product's maximum, when lower).
const MAX_QUANTITY = 10;

const COLOR_CODE = /^[A-Za-z0-9]{3}$/;

// Only the URL shape of spec §2 is a product: anything else under /p/ is a 404.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const parsed = parseProductSegment(params.slug);
  if (!parsed) throw await notFoundPage(context, request);
  const store = context.get(storeContext);
  const url = new URL(request.url);
  const session = context.get(sessionContext);
  // A colour code is three letters or digits (spec §2 product URLs); anything else is a bad link: 400, never a 500.
  const color = url.searchParams.get('color') || null;
  if (color !== null && !COLOR_CODE.test(color)) throw data(null, { status: 400, statusText: 'Bad Request' });
  // `?translate={reviewId}` is the review's Translate button without JavaScript.
  // The product's CMS slot (content `product/{siteId}/{productId}`) comes beside its details: the id is in the URL.
  const [product, translation, sets, slot] = await Promise.all([
    loadProductPage(
      session,
      store,
      parsed.id,
      { color, size: url.searchParams.get('size'), reviewSort: reviewSortOf(url.searchParams) },
      request.signal,
    ),
    translationFor(session, store, url.searchParams.get('translate'), request.signal),
    loadSetsContaining(session, store, parsed.id, request.signal),
    loadProductSlot(session, store, url, parsed.id, request.signal),
  ]);
  if (!product) throw await notFoundPage(context, request);
  // `?recipe=` is a customised cart line's link: the customiser reopens with that line's design (lib/customs.server).
  const customsEdit = await customsLineToEdit(session, store, product, url.searchParams.get('recipe'), request.signal);
  // With targeting consent the decision engine recommends (and its layout A/B decides the carousel's width).
  const personalisation = await personalisePage({ request, context, pageType: 'product', productIds: [product.id] });
  const pickup = await loadPickup(
    context.get(sessionContext),
    store,
    request,
    product.sizes.find((entry) => entry.size === product.selectedSize)?.upc ?? null,
    storesMessagesFor(store.locale),
  );
  // The recommendation carousel block: the engine's picks when it decided, else the catalogue's similar products.
  const recommendations = prepareProductRecommendations(
    personalisation.recommendations,
    product.recommendations,
    store.locale,
    'product-recommendations',
    product.recommendations.title ?? messagesFor(store.locale).recommendations,
  );
  return {
    product,
    customsEdit,
    pickup,
    translation,
    sets,
    setsHeading: browseMessagesFor(store.locale).productSetPartOf,
    slot,
    personalisation: forBrowser(personalisation),
    recommendations,
    lang: store.lang,
    locale: store.locale,
    origin: url.origin,
    path: `/p/${params.slug}`,
  };
}

/**
 * Adds the chosen colour, size and quantity (1 by default) to the shopper's cart (`POST /cart/v1/item`, spec §9). The variant
 * is looked up on the server from the product's details; the form never names a UPC of its own.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const parsed = parseProductSegment(params.slug);
  if (!parsed) throw await notFoundPage(context, request);
  const store = context.get(storeContext);
  const session = context.get(sessionContext);
  const TEXT = storesMessagesFor(store.locale);
  const form = await request.formData();
  const color = typeof form.get('color') === 'string' ? (form.get('color') as string) : null;
  const size = typeof form.get('size') === 'string' ? (form.get('size') as string) : null;
  // A gift card has amounts where other products have sizes, and a recipient (lib/giftCard.server).
  const giftCard = await giftCardAddition(form, session, store, parsed.id, request.signal);
  if (giftCard) return giftCard.ok ? giftCard : data(giftCard, { status: giftCard.status });
  // The customiser's design goes in as a made-to-order line (lib/customs.server).
  const customs = await customsAddition(form, session, store, parsed.id, request.signal);
  if (customs) return customs.ok ? customs : data(customs, { status: customs.status });
  if (!size) return data({ ok: false, message: TEXT.chooseSize }, { status: 400 });
  const product = await loadProductPage(
    session,
    store,
    parsed.id,
    { color, size, reviewSort: 'mostHelpful' },
    request.signal,
  );
  if (!product) throw await notFoundPage(context, request);
  const variant = product.sizes.find((entry) => entry.size === size && entry.available);
  const asked = Number(form.get('quantity') ?? 1);
  const quantity = Number.isInteger(asked) ? Math.min(Math.max(asked, 1), Math.min(MAX_QUANTITY, product.maxQty)) : 1;
  if (!variant?.upc) return data({ ok: false, message: TEXT.chooseSize }, { status: 400 });
  try {
    const cart = await readCart(session, store, request.signal);
    const delivery = await storeDeliveryForAdd(form, request, session, store);
    if (delivery === 'unavailable') return data({ ok: false, message: TEXT.shipToStoreUnavailable }, { status: 400 });
    await session.api({ siteId: store.siteId, locale: store.locale }).cart.addItem(
      {
        cartId: cart.id,
        productId: product.id,
        upc: variant.upc,
        qty: quantity,
        maxQty: product.maxQty,
        ...(delivery ? { storeId: delivery.storeId } : {}),
      },
      delivery ? { action: delivery.action } : undefined,
    );
    // The analytics add_to_cart event of the page names what went in.
    const item = {
      item_id: product.id,
      item_name: product.name,
      item_variant: variant.upc,
      size,
      quantity,
      ...(product.price ? { price: product.price.current, currency: product.price.currency } : {}),
    };
    return { ok: true as const, message: TEXT.added, item };
  } catch (error) {
    // readCart's invalid-customer recovery answers a redirect to the cart page (spec §4).
    if (error instanceof Response) throw error;
    return data({ ok: false, message: errorMessageFor(error, errorCatalogueFor(store.locale)) }, { status: 409 });
  }
}

export const meta: Route.MetaFunction = (args) => {
  const { loaderData } = args;
  if (!loaderData) return pageMeta(messagesFor('en-us').notFoundTitle, messagesFor('en-us').notFoundText);
  const { product, locale } = loaderData;
  const t = productMessagesFor(locale);
  const first = product.images[0];
  const preload = first
    ? [{ tagName: 'link', rel: 'preload', as: 'image', ...galleryPreload(first.url), fetchPriority: 'high' }]
    : [];
  return [
    // The canonical drops the colour and size of the URL: one product, one indexed page.
    ...pageMeta(product.name, product.description ?? t.productDescription(product.name), {
      at: { ...(pageAt(args) ?? { origin: loaderData.origin, locale }), path: product.path },
    }),
    ...preload,
  ];
};

function selectionHref(path: string, color: string | null, size: string | null): string {
  const params = new URLSearchParams();
  if (color) params.set('color', color);
  if (size) params.set('size', size);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const {
    product,
    customsEdit,
    pickup,
    translation,
    sets,
    setsHeading,
    slot,
    personalisation,
    recommendations,
    lang,
    locale,
    origin,
    path,
  } = loaderData;
  const store = useStore();
  const TEXT = useProductText();
  const blockServices = useBlockServices();
  const { track } = useAnalytics();
  const itemFields = {
    item_id: product.id,
    item_name: product.name,
    ...(product.price ? { price: product.price.current, currency: product.price.currency } : {}),
  };
  useTrackOnce('view_item', `${product.id}:${product.selectedColor ?? ''}`, () => ({
    currency: product.price?.currency,
    value: product.price?.current,
    items: [itemFields],
  }));
  const added = actionData && 'item' in actionData ? actionData.item : undefined;
  const giftValues =
    actionData && 'giftValues' in actionData
      ? ((actionData.giftValues as GiftCardFormValues | undefined) ?? null)
      : null;
  const giftErrors =
    actionData && 'giftErrors' in actionData ? ((actionData.giftErrors as GiftCardErrors | undefined) ?? {}) : {};
  useEffect(() => {
    if (added) track('add_to_cart', { currency: added.currency, value: added.price, items: [added] });
  }, [added, track]);
  const selectedColorName = product.colors.find((color) => color.code === product.selectedColor)?.name ?? null;
  const canBuy = product.sizes.some((entry) => entry.available);
  const soldOut = product.sizes.filter((entry) => !entry.available);
  const productUrl = `${origin}/${locale}${product.path}`;
  // A colour is a URL (the page in that colour, keeping the chosen size): a link before and without JavaScript.
  const colourHref = (code: string) => selectionHref(path, code, product.selectedSize);
  return (
    <article className="page product-page" aria-labelledby="page-title">
      <Breadcrumbs trail={[...product.breadcrumbs, { name: product.name, path: product.path }]} />
      <div className="product-page__main">
        <ProductGallery name={product.name} images={product.images} />
        <div className="product-page__buy">
          <div className="product-page__intro">
            {product.eyebrow ? <p className="product-page__eyebrow">{product.eyebrow}</p> : null}
            <h1 id="page-title">{product.name}</h1>
            {product.badge ? (
              <Badge className="product-page__badge" tone={badgeTone(product.badge)}>
                {product.badge}
              </Badge>
            ) : null}
            {product.price ? (
              <PriceTag
                price={product.price}
                lang={lang}
                detailed
                employeePrice={product.productType !== 'gift-card'}
              />
            ) : null}
            {product.rating ? (
              <RatingSummary
                score={product.rating.score}
                reviewsCount={product.rating.reviewsCount}
                full
                href="#reviews"
              />
            ) : null}
          </div>

          {product.colors.length > 0 ? (
            <section aria-labelledby="colour-heading" className="product-option">
              <h2 id="colour-heading" className="product-option__title">
                {TEXT.colour}
                {TEXT.colon}
                <span className="product-option__value">{selectedColorName}</span>
              </h2>
              <ColorSwatches
                label={TEXT.colour}
                value={product.selectedColor}
                soldOutLabel={TEXT.soldOut}
                swatches={product.colors.map((color) => ({
                  value: color.code,
                  name: color.name,
                  color: color.hex,
                  soldOut: color.soldOut,
                  href: colourHref(color.code),
                }))}
                renderLink={({ href, ...props }) => <StoreLink {...props} to={href} preventScrollReset />}
              />
            </section>
          ) : null}

          <Form method="post" className="add-to-cart" preventScrollReset>
            {[...carriedParams(store.search)].map(([name, value]) => (
              <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
            ))}
            {product.selectedColor ? <input type="hidden" name="color" value={product.selectedColor} /> : null}
            {product.isDigital ? (
              <PageIsland
                name="gift-card-fields"
                module={giftCardFieldsIsland}
                props={{
                  presets: product.sizes.filter((entry) => entry.available).map((entry) => entry.size),
                  currency: product.price?.currency ?? 'USD',
                  lang,
                  values: giftValues,
                  errors: giftErrors,
                }}
              />
            ) : product.sizes.length > 0 ? (
              <SizeButtons
                key={product.selectedColor ?? ''}
                name="size"
                legend={TEXT.size}
                required
                value={product.selectedSize}
                unavailableLabel={TEXT.soldOut}
                lowStockLabel={TEXT.lowStock}
                options={product.sizes.map((entry) => ({
                  value: entry.size,
                  unavailable: !entry.available,
                  lowStock: entry.lowStock,
                }))}
                sizeChart={<SizeChart chart={product.sizeChart} />}
              />
            ) : null}
            {canBuy ? (
              <p className="add-to-cart__quantity">
                <label htmlFor="add-quantity">{TEXT.quantity}</label>
                <select id="add-quantity" name="quantity" className="listing-select" defaultValue="1">
                  {Array.from({ length: Math.max(1, Math.min(MAX_QUANTITY, product.maxQty)) }, (_, index) => (
                    <option key={index + 1} value={index + 1}>
                      {index + 1}
                    </option>
                  ))}
                </select>
              </p>
            ) : null}
            {/* An e-mailed gift card is never picked up in store. */}
            {product.isDigital ? null : <DeliveryChoice chosen={pickup.chosen} />}
            {/* On phones this bar stays at the bottom of the screen while the shopper scrolls. */}
            <div className="add-to-cart__bar">
              <button
                type="submit"
                className="sb-button sb-button--primary sb-button--size-lg sb-button--full-width"
                disabled={!canBuy}
              >
                {TEXT.addToCart}
              </button>
            </div>
            {actionData ? (
              <p role="status" className={actionData.ok ? 'add-to-cart__done' : 'add-to-cart__problem'}>
                {actionData.message} {actionData.ok ? <StoreLink to="/cart">{TEXT.viewCart}</StoreLink> : null}
              </p>
            ) : null}
          </Form>
          {product.customisation && product.price ? (
            <CustomiseButton
              product={{
                id: product.id,
                name: product.name,
                price: product.price.current,
                currency: product.price.currency,
                colour: product.selectedColor,
                colourName: selectedColorName,
                colourHex: product.colors.find((color) => color.code === product.selectedColor)?.hex ?? null,
                sizes: product.sizes.filter((entry) => entry.available).map((entry) => entry.size),
                selectedSize: product.selectedSize,
              }}
              offer={product.customisation}
              lang={lang}
              edit={customsEdit}
            />
          ) : null}
          <MiniCart added={actionData?.ok ? actionData : undefined} />
          <div className="product-page__services">
            {product.isDigital ? null : (
              <PickupInStore
                pickup={pickup}
                selection={{
                  path,
                  color: product.selectedColor,
                  size: product.selectedSize,
                  sizes: product.sizes.map((entry) => entry.size),
                }}
              />
            )}
            <FavoriteButton productId={product.id} productName={product.name} />
            <ProductSetLinks heading={setsHeading} sets={sets} />
            {soldOut.length > 0 ? (
              <PageIsland name="notify-me" module={notifyMeIsland} props={{ path, soldOut }} wake="visible" />
            ) : null}
          </div>

          {product.description || product.features.length > 0 ? (
            <Accordion className="product-details">
              {product.description ? (
                <AccordionItem title={TEXT.descriptionTitle} defaultOpen>
                  <p>{product.description}</p>
                </AccordionItem>
              ) : null}
              {product.features.length > 0 ? (
                <AccordionItem title={TEXT.features}>
                  <section aria-labelledby="features-heading">
                    <h2 id="features-heading" className="sb-visually-hidden">
                      {TEXT.features}
                    </h2>
                    <ul>
                      {product.features.map((feature) => (
                        <li key={feature}>{feature}</li>
                      ))}
                    </ul>
                  </section>
                </AccordionItem>
              ) : null}
            </Accordion>
          ) : null}
        </div>
      </div>

      {/* The editors' content for this product (below the fold on phones: its islands load when reached). */}
      {slot.length > 0 ? (
        <div className="product-page__slot">
          <ShopBlocks
            blocks={slot}
            services={blockServices}
            personalisation={personalisation}
            preview={store.preview}
          />
        </div>
      ) : null}

      <PageIsland
        name="product-reviews"
        module={productReviewsIsland}
        props={{
          path,
          reviews: product.reviews,
          questions: product.questions,
          selectedColor: product.selectedColor,
          selectedSize: product.selectedSize,
          translation,
        }}
      />

      <ShopBlocks
        blocks={recommendations}
        services={blockServices}
        personalisation={personalisation}
        preview={store.preview}
      />

      <JsonLd
        data={{
          '@context': 'https://schema.org',
          ...breadcrumbList(
            [...product.breadcrumbs, { name: product.name, path: product.path }].map((crumb) => ({
              name: crumb.name,
              url: `${origin}/${locale}${crumb.path}`,
            })),
          ),
        }}
      />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: product.name,
          sku: product.id,
          url: productUrl,
          ...(product.description ? { description: product.description } : {}),
          ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
          image: product.images.map((image) => image.url),
          ...(product.price
            ? {
                offers: {
                  '@type': 'AggregateOffer',
                  priceCurrency: product.price.currency,
                  lowPrice: product.price.lowCurrent ?? product.price.current,
                  highPrice: product.price.highCurrent ?? product.price.current,
                  offerCount: product.sizes.length,
                  availability: canBuy ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
                  url: productUrl,
                },
              }
            : {}),
          ...(product.rating && product.rating.reviewsCount > 0
            ? {
                aggregateRating: {
                  '@type': 'AggregateRating',
                  ratingValue: product.rating.score,
                  reviewCount: product.rating.reviewsCount,
                  bestRating: 5,
                  worstRating: 1,
                  description: ratingText(product.rating.score, product.rating.reviewsCount, TEXT, lang),
                },
              }
            : {}),
        }}
      />
    </article>
  );
}
