import { rolesOf } from '@switchback/auth';
import { Button } from '@switchback/ui';
import { isApiError, type ApiClient } from '@switchback/api-client';
import { data, Form } from 'react-router';
import type { Route } from './+types/favorites';
import '../components/account/account.css';
import { FormMessage } from '../components/account/Field';
import { ShareLink } from '../components/account/ShareLink';
import { PriceTag } from '../components/PriceTag';
import { StoreLink } from '../components/StoreLink';
import { changeFavorites } from '../lib/accountActions.server';
import type { FormOutcome } from '../lib/accountForms';
import { localeRoot, shopperApi } from '../lib/accountSession.server';
import { sessionContext, storeContext } from '../lib/context.server';
import { imageSources } from '../lib/imageSources';
import { isSupportedLocale } from '../lib/locales';
import { pageMeta } from '../lib/pageMeta';
import { productPath, toProductPrice } from '../lib/toProductCard';
import { useAccountText, accountMessagesFor, accountMessagesFirst } from '../lib/accountText';

// A client navigation here draws the page once its strings are there (accountText.ts).
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [accountMessagesFirst];

const IMAGE = { width: 120, height: 150 } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const meta: Route.MetaFunction = ({ params }) => {
  const [title, description] = accountMessagesFor(isSupportedLocale(params['locale']) ? params['locale'] : 'en-us')
    .accountMeta.favorites;
  return pageMeta(title, description, { noindex: true });
};

type Loose = Record<string, unknown>;
const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** A favourite with what the page shows of its product; a product that cannot be read shows its id only. */
async function describe(api: ApiClient, itemId: string, signal: AbortSignal) {
  try {
    const details = (await api.products.getDetails(itemId, undefined, { signal })) as Loose & { id: string };
    const images = Array.isArray(details.images) ? (details.images as Loose[]) : [];
    const image = images.find((entry) => str(entry.url)) ?? null;
    const price = toProductPrice(details.price, 'USD');
    return {
      itemId,
      name: str(details.name) ?? itemId,
      path: productPath({ ...details, id: str(details.id) ?? itemId }),
      image: image
        ? {
            url: str(image.url) ?? '',
            alt: str(image.alt) ?? '',
            width: num(image.width) ?? 800,
            height: num(image.height) ?? 1000,
          }
        : null,
      price,
      // A gift card is never discounted: no employee price for it.
      digital: details.isDigital === true || details.productType === 'gift-card',
    };
  } catch (error) {
    if (!isApiError(error)) throw error;
    return { itemId, name: itemId, path: null, image: null, price: null, digital: false };
  }
}

/** Spec §6: employees have no favourites (nor saved-for-later); their own list is refused, a shared one can be read. */
function isEmployee(context: Readonly<Route.LoaderArgs['context']>): boolean {
  const who = context.get(sessionContext).consumer();
  return !rolesOf(who ? { consumerType: who.consumerType } : null).usesWishlists;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = shopperApi(context);
  const store = context.get(storeContext);
  const shared = new URL(request.url).searchParams.get('shared');
  if (shared === null && isEmployee(context))
    return data(
      {
        lang: store.lang,
        shared: false,
        found: true,
        employee: true,
        items: [] as Awaited<ReturnType<typeof describe>>[],
      },
      { status: 403 },
    );
  let items: { itemId: string }[];
  if (shared !== null) {
    if (!UUID.test(shared)) return { lang: store.lang, shared: true, found: false, employee: false, items: [] };
    try {
      items = (await api.wishlists.getSharedFavorites(shared, { start: 0, count: 50 }, { signal: request.signal }))
        .items;
    } catch (error) {
      if (isApiError(error) && error.status === 404)
        return { lang: store.lang, shared: true, found: false, employee: false, items: [] };
      throw error;
    }
  } else {
    items = (await api.wishlists.getFavorites({ start: 0, count: 50 }, { signal: request.signal })).items;
  }
  return {
    lang: store.lang,
    shared: shared !== null,
    found: true,
    employee: false,
    items: await Promise.all(items.map((item) => describe(api, item.itemId, request.signal))),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  if (isEmployee(context)) {
    const message = accountMessagesFor(context.get(storeContext).locale).favoritesPage.employee;
    return data<FormOutcome & { shareUrl?: string }>({ form: 'favorites', ok: false, message }, { status: 403 });
  }
  const outcome = await changeFavorites(shopperApi(context), await request.formData(), {
    origin: url.origin,
    root: localeRoot(url),
    locale: context.get(storeContext).locale,
    signal: request.signal,
  });
  return data<FormOutcome & { shareUrl?: string }>(outcome, { status: outcome.ok ? 200 : 400 });
}

export default function FavoritesPage({ loaderData, actionData }: Route.ComponentProps) {
  const TEXT = useAccountText().favoritesPage;
  const { items, shared, found, lang, employee } = loaderData;
  if (employee) {
    return (
      <section className="page favorites-page" aria-labelledby="page-title">
        <h1 id="page-title">{TEXT.title}</h1>
        <p role="status">{TEXT.employee}</p>
        <p>
          <StoreLink to="/">{TEXT.browse}</StoreLink>
        </p>
      </section>
    );
  }
  return (
    <section className="page favorites-page" aria-labelledby="page-title">
      <h1 id="page-title">{shared ? TEXT.sharedTitle : TEXT.title}</h1>
      <FormMessage outcome={actionData} form="favorites" />
      {!found ? <p>{TEXT.notFound}</p> : null}
      {found && items.length === 0 ? <p>{shared ? TEXT.sharedEmpty : TEXT.empty}</p> : null}
      {items.length > 0 ? (
        <ul className="favorites-list">
          {items.map((item) => {
            const image = item.image ? imageSources(item.image.url, [IMAGE.width]) : null;
            return (
              <li key={item.itemId} className="favorites-list__item" data-testid="favorite">
                {image ? (
                  <img
                    src={image.src}
                    srcSet={image.srcSet}
                    width={IMAGE.width}
                    height={IMAGE.height}
                    alt=""
                    loading="lazy"
                  />
                ) : null}
                <div>
                  <h2 className="favorites-list__name">
                    {item.path ? <StoreLink to={item.path}>{item.name}</StoreLink> : item.name}
                  </h2>
                  {item.price ? <PriceTag price={item.price} lang={lang} employeePrice={!item.digital} /> : null}
                  {shared ? null : (
                    <Form method="post">
                      <input type="hidden" name="intent" value="remove" />
                      <input type="hidden" name="itemId" value={item.itemId} />
                      <Button type="submit" variant="secondary" size="sm">
                        {TEXT.remove} <span className="sb-visually-hidden">{item.name}</span>
                      </Button>
                    </Form>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      {!shared && items.length > 0 ? (
        <section className="account-section" aria-labelledby="share-title">
          <h2 id="share-title">{TEXT.share}</h2>
          <p>{TEXT.shareHint}</p>
          <FormMessage outcome={actionData} form="share" />
          {actionData?.form === 'share' && actionData.ok && actionData.shareUrl ? (
            <ShareLink url={actionData.shareUrl} />
          ) : (
            <Form method="post">
              <input type="hidden" name="intent" value="share" />
              <Button type="submit">{TEXT.share}</Button>
            </Form>
          )}
        </section>
      ) : null}
      <p>
        <StoreLink to="/">{TEXT.browse}</StoreLink>
      </p>
    </section>
  );
}
