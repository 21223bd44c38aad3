import { isApiError } from '@switchback/api-client';
import { Button, Select, TextField } from '@switchback/ui';
import { Form, useLocation } from 'react-router';
import type { Route } from './+types/storeLocator';
import { StoreLink } from '../components/StoreLink';
import { PageContent } from '../components/PageContent';
import { UseMyLocation } from '../components/pickup/UseMyLocation';
import { carriedParams } from '../lib/carriedQuery';
import { sessionContext, storeContext } from '../lib/context.server';
import { isSupportedLocale } from '../lib/locales';
import { pageAt, pageMeta } from '../lib/pageMeta';
import type { StoreSummary } from '../lib/pickupStores';
import { searchPlaces, type StoreKindChoice, type StoreSearchPlace } from '../lib/pickupStores.server';
import { loadContentSlot } from '../lib/servicePages.server';
import { useStore } from '../lib/useStore';
import { storesMessagesFor, useStoresText } from '../lib/storesText';
import '../components/pickup/pickup.css';
import './storeLocator.css';

const PLACES_SHOWN = 10;
const KINDS: readonly StoreKindChoice[] = ['stores', 'points', 'all'];

function positionOf(params: URLSearchParams): { latitude: number; longitude: number } | 'invalid' | null {
  if (!params.has('lat') && !params.has('lng')) return null;
  const latitude = Number(params.get('lat'));
  const longitude = Number(params.get('lng'));
  const valid = params.get('lat') && params.get('lng') && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  return valid && Number.isFinite(latitude) && Number.isFinite(longitude) ? { latitude, longitude } : 'invalid';
}

/**
 * `/{locale}/store-locator`: the stores and/or collection points (`type=stores|points|all`) of the locale's country,
 * nearest first to a city or postal code (`q`; a term with a digit is a postal code) or to the shopper's position
 * (`lat`, `lng`, filled in by "Use my location"), through `POST /stores/v1/search` and `/collectionPoints`. Each
 * place links to its own page. Works without JavaScript except the position, which needs the browser.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const store = context.get(storeContext);
  const params = new URL(request.url).searchParams;
  const q = (params.get('q') ?? '').trim().slice(0, 60);
  const type = params.get('type');
  const kind = KINDS.includes(type as StoreKindChoice) ? (type as StoreKindChoice) : 'stores';
  const position = positionOf(params);
  const near: StoreSearchPlace =
    position && position !== 'invalid'
      ? position
      : q.length >= 2
        ? /\d/.test(q)
          ? { postalCode: q.slice(0, 10) }
          : { city: q }
        : {};
  // The fixed-name CMS page `store-locator` (commerce-core §7) while the stores load.
  const content = loadContentSlot(context, request, 'store-locator');
  let places: StoreSummary[] = [];
  if (position !== 'invalid') {
    try {
      places = await searchPlaces(context.get(sessionContext), store, near, kind, PLACES_SHOWN, request.signal);
    } catch (error) {
      // A place the API cannot use is "no store here", not an error page.
      if (!isApiError(error) || error.status >= 500) throw error;
    }
  }
  return {
    q,
    kind,
    byPosition: position !== null && position !== 'invalid',
    badPosition: position === 'invalid',
    places,
    lang: store.lang,
    content: await content,
  };
}

export const meta: Route.MetaFunction = (args) => {
  const t = storesMessagesFor(isSupportedLocale(args.params.locale) ? args.params.locale : 'en-us');
  return pageMeta(t.storesTitle, t.storesDescription, { at: pageAt(args) });
};

export default function StoreLocatorPage({ loaderData }: Route.ComponentProps) {
  const { q, kind, byPosition, badPosition, places, lang, content } = loaderData;
  const t = useStoresText();
  const store = useStore();
  const location = useLocation();
  const kindLabels: Record<StoreKindChoice, string> = {
    stores: t.storesKindStores,
    points: t.storesKindPoints,
    all: t.storesKindAll,
  };
  const count = kind === 'stores' ? t.storesCount(places.length) : t.storesPointsCount(places.length);
  return (
    <section className="page store-locator" aria-labelledby="page-title">
      <h1 id="page-title">{t.storesTitle}</h1>
      <PageContent page={content} />
      <Form method="get" role="search" aria-label={t.storesTitle} className="store-locator__search">
        {[...carriedParams(store.search)].map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <TextField
          id="store-q"
          name="q"
          label={t.storesSearchLabel}
          defaultValue={q}
          key={q}
          maxLength={60}
          autoComplete="postal-code"
          className="store-locator__field--grow"
        />
        <Select id="store-type" name="type" label={t.storesShow} defaultValue={kind} key={kind}>
          {KINDS.map((value) => (
            <option key={value} value={value}>
              {kindLabels[value]}
            </option>
          ))}
        </Select>
        <Button type="submit">{t.storesSearchButton}</Button>
      </Form>
      <UseMyLocation search={location.search} />
      {badPosition ? (
        <p role="alert" className="store-locator__problem">
          {t.storesBadPosition}
        </p>
      ) : null}
      {byPosition ? <h2>{t.storesNearYou}</h2> : null}
      <p role="status" className="store-locator__count">
        {places.length > 0 ? count : t.storesNone}
      </p>
      <ul className="store-list">
        {places.map((place) => (
          <li key={place.id}>
            <article className="store-card" aria-labelledby={`store-${place.id}`}>
              <h2 id={`store-${place.id}`} className="store-card__name">
                <StoreLink to={place.path} aria-label={t.storesDetails(place.name)}>
                  {place.name}
                </StoreLink>
              </h2>
              {place.kind === 'collectionPoint' ? <p className="store-list__kind">{t.storesCollectionPoint}</p> : null}
              <address>
                {place.street ? <span className="store-list__line">{place.street}</span> : null}
                <span className="store-list__line">
                  {[place.postalCode, place.city, place.province].filter(Boolean).join(' ')}
                </span>
                {place.phone ? <a href={`tel:${place.phone.replace(/[^\d+]/g, '')}`}>{place.phone}</a> : null}
              </address>
              {place.distanceKm !== null ? (
                <p className="store-card__distance">
                  {t.storesDistance(place.distanceKm.toLocaleString(lang, { maximumFractionDigits: 1 }))}
                </p>
              ) : null}
              {place.services.length > 0 ? (
                <p className="store-card__services">
                  {t.storesServices}
                  {t.colon}
                  {place.services.map((code) => t.storeServiceNames[code] ?? code).join(', ')}
                </p>
              ) : null}
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
