import { errorCatalogueFor, errorMessageFor, isApiError } from '@switchback/api-client';
import { data } from 'react-router';
import type { Route } from './+types/productSet';
import { PriceTag } from '../components/PriceTag';
import { ProductSetMemberCard, type SetAddResult } from '../components/productSet/ProductSetMemberCard';
import { loadProductSet } from '../components/productSet/productSet.server';
import { notFoundPage } from '../lib/notFoundPage.server';
import { sessionContext, storeContext } from '../lib/context.server';
import { pageAt, pageMeta } from '../lib/pageMeta';
import { parseProductSegment } from '../lib/pageType';
import { readCart } from '../lib/readCart.server';
import { browseMessagesFor, useBrowseText } from '../lib/browseText';

/** The query parameter holding the colour chosen for one member, so each member keeps its own. */
const colorParam = (productId: string) => `color-${productId}`;

/** A product set (`/{locale}/set/{slug}-{setId}`): the set, and each member in the colour the URL chose for it. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const parsed = parseProductSegment(params.slug);
  if (!parsed) throw await notFoundPage(context, request);
  const store = context.get(storeContext);
  const url = new URL(request.url);
  const set = await loadProductSet(
    context.get(sessionContext),
    store,
    parsed.id,
    (id) => url.searchParams.get(colorParam(id)),
    request.signal,
  );
  if (!set) throw await notFoundPage(context, request);
  return { set, lang: store.lang, locale: store.locale };
}

/**
 * Adds one member of the set, in its chosen colour and size, to the cart (`POST /cart/v1/item`, quantity 1). The
 * product must belong to the set and the variant is looked up on the server; the form never names a UPC.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const parsed = parseProductSegment(params.slug);
  if (!parsed) throw await notFoundPage(context, request);
  const store = context.get(storeContext);
  const session = context.get(sessionContext);
  const t = browseMessagesFor(store.locale);
  const form = await request.formData();
  const field = (name: string) => (typeof form.get(name) === 'string' ? (form.get(name) as string) : '');
  const productId = field('productId');
  const size = field('size');
  const set = await loadProductSet(
    session,
    store,
    parsed.id,
    (id) => (id === productId ? field('color') || null : null),
    request.signal,
  );
  if (!set) throw await notFoundPage(context, request);
  const member = set.members.find((entry) => entry.id === productId);
  if (!member) return data<SetAddResult>({ ok: false, productId, message: t.actionUnknown }, { status: 400 });
  const variant = member.sizes.find((entry) => entry.size === size && entry.available);
  if (!variant?.upc) return data<SetAddResult>({ ok: false, productId, message: t.chooseSize }, { status: 400 });
  try {
    const cart = await readCart(session, store, request.signal);
    await session
      .api({ siteId: store.siteId, locale: store.locale })
      .cart.addItem({ cartId: cart.id, productId, upc: variant.upc, qty: 1, maxQty: member.maxQty });
    return data<SetAddResult>({ ok: true, productId, message: t.added });
  } catch (error) {
    if (!isApiError(error)) throw error;
    return data<SetAddResult>(
      { ok: false, productId, message: errorMessageFor(error, errorCatalogueFor(store.locale)) },
      { status: 409 },
    );
  }
}

export const meta: Route.MetaFunction = (args) => {
  const { loaderData } = args;
  const t = browseMessagesFor(loaderData?.locale ?? 'en-us');
  if (!loaderData) return pageMeta(t.notFoundTitle, t.notFoundText);
  const { set } = loaderData;
  const at = pageAt(args);
  // The canonical drops the members' colours: one set, one indexed page.
  return pageMeta(
    t.productSetTitle(set.name),
    set.description ?? t.productSetDescription(set.name, set.members.length),
    at ? { at: { ...at, path: set.path } } : {},
  );
};

/**
 * The product set page (spec §7 product sets): its name and description, the price of the whole set, and each
 * member with its own colour, size and "Add to cart" — links and plain forms without JavaScript.
 */
export default function ProductSetPage({ loaderData, actionData }: Route.ComponentProps) {
  const { set, lang } = loaderData;
  const t = useBrowseText();
  return (
    <section className="page product-set" aria-labelledby="page-title">
      <h1 id="page-title">{t.productSetTitle(set.name)}</h1>
      {set.description ? <p>{set.description}</p> : null}
      <p>{t.productSetCount(set.members.length)}</p>
      {set.total !== null ? (
        <div className="product-set__total">
          <h2>{t.productSetTotal}</h2>
          <PriceTag price={{ currency: set.currency, current: set.total }} lang={lang} />
        </div>
      ) : null}
      <ul className="product-set__members">
        {set.members.map((member) => (
          <li key={member.id}>
            <ProductSetMemberCard
              member={member}
              setPath={set.path}
              colorParam={colorParam(member.id)}
              lang={lang}
              pageResult={actionData?.productId === member.id ? actionData : undefined}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
