import { lazy, Suspense } from 'react';
import { data, redirect } from 'react-router';
import type { Route } from './+types/cart';
import type { CartNoticeToast } from '../components/cart/CartNoticeToasts';
import { useHydrated } from '../lib/useHydrated';
import { useCartResult } from '../components/cart/CartForm';
import { useRefocusWhenRemoved } from '../lib/useRefocusWhenRemoved';
import { CartContentsPart, DeliveryDialogPart, GiftOptionDialogPart, preloadCartParts } from '../lib/cartIslands';
import { PageContent } from '../components/PageContent';
import { loadContentSlot } from '../lib/servicePages.server';
import '../components/cart/cartPage.css';
import { SavedForLater } from '../components/cart/SavedForLater';
import { StoreLink } from '../components/StoreLink';
import { runCartAction } from '../lib/cartActions.server';
import { cartLifecycleFor } from '../lib/cartLifecycle.server';
import { cartNoticesOf, clearCartNotice } from '../lib/cartNotice.server';
import { cartMessagesFor, DONE_KEYS, doneKeyOf, useCartText, type CartActionResult } from '../lib/cartText';
import { isSupportedLocale } from '../lib/locales';
import { pickupStoresForLine } from '../lib/lineStores.server';
import { countryOfLocale } from '../lib/pickupStores';
import { sessionContext, storeContext } from '../lib/context.server';
import { pageMeta } from '../lib/pageMeta';
import { readCartOrRefusal } from '../lib/readCart.server';
import { toCartView, type CartView } from '../lib/toCartView';
import { forBrowser, personalisePage } from '../lib/personalisation.server';
import { prepareRecommendations } from '../lib/preparedBlocks.server';
import { useBlockServices } from '../lib/blockServices';
import { ShopBlocks } from '../components/ShopBlocks';
import { useCartAnalytics } from '../components/cart/useCartAnalytics';
import { useStore } from '../lib/useStore';

/** The notices a sign-in carried here (merged cart, out of stock) show once: the response clears their cookie. */
export const middleware: Route.MiddlewareFunction[] = [clearCartNotice];

/** On a client navigation (or a revalidation), the code of the parts the cart's data needs loads before it is drawn. */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async (_args, next) => {
    const results = await next();
    // This route's id is `shop/cart` or `preview/cart` (routes.ts).
    const page = Object.entries(results).find(([id]) => id.endsWith('/cart'))?.[1];
    const cart = page?.type === 'data' ? (page.result as { cart?: CartView } | undefined)?.cart : undefined;
    if (cart) await preloadCartParts(cart);
    return results;
  },
];

// Only a page with carried notices loads the toast queue and region.
const CartNoticeToasts = lazy(() => import('../components/cart/CartNoticeToasts'));

export async function loader({ request, context }: Route.LoaderArgs) {
  const store = context.get(storeContext);
  const session = context.get(sessionContext);
  const url = new URL(request.url);
  // A refused session token (spec §6) draws an empty cart with a clear message, not a 500 page.
  const { cart, sessionRefused } = await readCartOrRefusal(
    session,
    store,
    SITE_CURRENCY[store.siteId] ?? 'USD',
    request.signal,
  );
  const view = toCartView(cart, store.lang);
  if (sessionRefused) {
    return data(
      {
        lang: store.lang,
        cart: view,
        personalisation: null,
        recommendations: prepareRecommendations(null, store.locale, 'cart-recommendations', ''),
        dialog: null,
        done: null,
        signInNotices: [] as CartNoticeToast[],
        sessionRefused: true,
        content: null,
      },
      { status: 503, headers: { 'retry-after': '30' } },
    );
  }
  // Dialogs are addressed by the URL so that they work without JavaScript.
  const deliveryLine =
    view.lines.find((line) => line.id === url.searchParams.get('delivery') && line.canChangeDelivery) ?? null;
  const giftLine = view.lines.find((line) => line.id === url.searchParams.get('gift')) ?? null;
  const done = url.searchParams.get('done');
  // The fixed-name CMS page `cart` (commerce-core §7 content by name), fetched beside the engine's decision.
  const content = loadContentSlot(context, request, 'cart');
  // With targeting consent the decision engine recommends what goes with the cart (Cart context event).
  const personalisation = await personalisePage({
    request,
    context,
    pageType: 'cart',
    cartLines: view.lines.map((line) => ({
      pid: line.productId,
      sku: line.upc ?? line.productId,
      quantity: line.qty,
      currency: view.currency,
      value: line.rowTotal.toFixed(2),
    })),
  });
  return {
    lang: store.lang,
    cart: view,
    personalisation: forBrowser(personalisation),
    recommendations: prepareRecommendations(
      personalisation?.recommendations,
      store.locale,
      'cart-recommendations',
      cartMessagesFor(store.locale).cartPage.recommendationsTitle,
    ),
    dialog: deliveryLine
      ? {
          kind: 'delivery' as const,
          line: deliveryLine,
          stores: await pickupStoresForLine(
            session.api({ siteId: store.siteId, locale: store.locale }),
            countryOfLocale(store.locale),
            deliveryLine,
            request.signal,
          ),
        }
      : giftLine
        ? { kind: 'gift' as const, line: giftLine }
        : null,
    done: done && Object.hasOwn(DONE_KEYS, done) ? cartMessagesFor(store.locale).cartAction[DONE_KEYS[done]!] : null,
    signInNotices: cartNoticesOf(request, store.locale).map(({ message, tone }): CartNoticeToast => ({
      message,
      tone: tone === 'info' ? 'info' : 'error',
    })),
    sessionRefused: false,
    content: await content,
  };
}

/** The currency of each site, for the empty cart drawn when no session could be started. */
const SITE_CURRENCY: Readonly<Record<string, string>> = { 'sb-us': 'USD', 'sb-ca': 'CAD', 'sb-gb': 'GBP' };

/**
 * Every cart form (spec §2 cart page): quantity, remove, save for later and back, coupons, gift option, delivery
 * method, gift-card balance. The dialogs' changes go back to the plain cart URL with `?done=…` so the dialog
 * closes, with and without JavaScript.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const store = context.get(storeContext);
  const session = context.get(sessionContext);
  const form = await request.formData();
  const { cart, sessionRefused } = await readCartOrRefusal(
    session,
    store,
    SITE_CURRENCY[store.siteId] ?? 'USD',
    request.signal,
  );
  if (sessionRefused) {
    const refused: CartActionResult = {
      ok: false,
      intent: String(form.get('intent') ?? ''),
      message: cartMessagesFor(store.locale).cartPage.sessionRefused,
      placement: 'top',
      itemId: null,
      status: 503,
    };
    return data<CartActionResult>(refused, { status: 503 });
  }
  const { lifecycle } = cartLifecycleFor(session, store);
  const result = await runCartAction(form, { session, store, lifecycle, cart });
  if (result.ok && (result.intent === 'gift' || result.intent === 'removeGift' || result.intent === 'delivery')) {
    const done = doneKeyOf(result.intent, form.get('method'));
    const path = new URL(request.url).pathname;
    return redirect(`${path}?done=${done}`);
  }
  return data<CartActionResult>(result, { status: result.status });
}

export const meta: Route.MetaFunction = ({ params }) => {
  const text = cartMessagesFor(isSupportedLocale(params['locale']) ? params['locale'] : 'en-us').cartPage;
  return pageMeta(text.title, text.description, { noindex: true });
};

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const TEXT = useCartText().cartPage;
  const { cart, lang, dialog, done, signInNotices, personalisation, recommendations, sessionRefused, content } =
    loaderData;
  const store = useStore();
  const blockServices = useBlockServices();
  useCartAnalytics(cart);
  const { result, pending } = useCartResult(actionData as CartActionResult | undefined);
  // Removing a line or saving it for later takes the pressed button away: focus goes to the heading.
  const heading = useRefocusWhenRemoved<HTMLHeadingElement>(
    [...cart.lines.map((line) => line.id), '|', ...cart.saved.map((item) => item.itemId)].join(),
  );
  const failed = result && !result.ok ? result : null;
  const lineIds = new Set(cart.lines.map((line) => line.id));
  const savedIds = new Set(cart.saved.map((item) => item.itemId));
  const lineProblem = failed?.placement === 'item' && failed.itemId && lineIds.has(failed.itemId) ? failed : null;
  const savedProblem = failed?.placement === 'item' && failed.itemId && savedIds.has(failed.itemId) ? failed : null;
  const topProblem =
    failed && (failed.placement === 'top' || (failed.placement === 'item' && !lineProblem && !savedProblem))
      ? failed
      : null;
  const topNotification = failed?.placement === 'topNotification' ? failed : null;
  // The carried cart notices are toasts once the page is hydrated (loaded on demand, spec §4); before that, and
  // without JavaScript, they are said in the status line.
  const hydrated = useHydrated();
  const inlineNotices =
    !hydrated && signInNotices.length > 0 ? signInNotices.map((notice) => notice.message).join(' ') : null;
  const status = result?.ok && result.placement === 'status' ? result.message : (done ?? inlineNotices);
  const pendingQty = (itemId: string): number | null => {
    if (!pending || pending.get('intent') !== 'update' || pending.get('itemId') !== itemId) return null;
    const line = cart.lines.find((entry) => entry.id === itemId);
    const step = pending.get('step');
    const typed = Number(pending.get('qty'));
    if (line && step === '+1') return Math.min(line.qty + 1, line.maxQty);
    if (line && step === '-1') return Math.max(line.qty - 1, 1);
    return Number.isInteger(typed) && typed >= 1 && (!line || typed <= line.maxQty) ? typed : null;
  };
  const dialogProblem = (itemId: string) => (lineProblem?.itemId === itemId ? lineProblem.message : null);
  const group = (ids: string[]) => cart.lines.filter((line) => ids.includes(line.id));
  const groups = [
    { key: 'pickup', title: TEXT.pickupGroup, lines: group(cart.groups.pickup) },
    { key: 'home', title: TEXT.homeGroup, lines: group(cart.groups.home) },
  ].filter((entry) => entry.lines.length > 0);

  return (
    <section className="page cart-page" aria-labelledby="page-title">
      <h1 id="page-title" ref={heading} tabIndex={-1}>
        {TEXT.title}
      </h1>
      {sessionRefused ? (
        <p className="cart-page__problem" role="alert" data-testid="session-refused">
          {TEXT.sessionRefused}
        </p>
      ) : null}
      {topProblem ? (
        <p className="cart-page__problem" role="alert">
          {topProblem.message}
        </p>
      ) : null}
      {topNotification ? (
        <p className="cart-page__notification" role="alert" data-testid="top-notification">
          {topNotification.message}
        </p>
      ) : null}
      {cart.notices.length > 0 ? (
        <ul className="cart-page__notices" data-testid="cart-notices">
          {cart.notices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      ) : null}
      {hydrated && signInNotices.length > 0 ? (
        <Suspense fallback={null}>
          <CartNoticeToasts notices={signInNotices} label={TEXT.notifications} dismissLabel={TEXT.dismissNotice} />
        </Suspense>
      ) : null}
      {/* Always in the page so that screen readers announce a later update made without a reload. */}
      <p className="cart-page__status" role="status">
        {status}
      </p>
      {dialog?.kind === 'delivery' ? (
        <DeliveryDialogPart line={dialog.line} stores={dialog.stores} problem={dialogProblem(dialog.line.id)} />
      ) : null}
      {dialog?.kind === 'gift' ? (
        <GiftOptionDialogPart line={dialog.line} problem={dialogProblem(dialog.line.id)} />
      ) : null}
      {cart.lines.length === 0 ? (
        <div className="cart-page__empty">
          <p>{TEXT.empty}</p>
          <p>
            <StoreLink to="/" className="sb-button sb-button--primary sb-button--size-md">
              {TEXT.continueShopping}
            </StoreLink>
          </p>
        </div>
      ) : (
        <CartContentsPart
          cart={cart}
          lang={lang}
          groups={groups}
          lineProblem={lineProblem}
          dialogLineId={dialog?.line.id ?? null}
          pendingQty={pendingQty}
          result={result}
        />
      )}
      <PageContent page={content} />
      <SavedForLater items={cart.saved} currency={cart.currency} lang={lang} problem={savedProblem} />
      {recommendations.length > 0 ? (
        <ShopBlocks
          blocks={recommendations}
          services={blockServices}
          personalisation={personalisation}
          preview={store.preview}
        />
      ) : null}
      <p className="cart-page__reference">
        {TEXT.reference} <span data-testid="cart-id">{cart.id}</span> ·{' '}
        <span data-testid="cart-currency">{cart.currency}</span>
      </p>
    </section>
  );
}
