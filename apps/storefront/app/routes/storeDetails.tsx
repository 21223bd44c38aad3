import { redirect, type MetaDescriptor } from 'react-router';
import type { Route } from './+types/storeDetails';
import { JsonLd } from '../components/JsonLd';
import { StoreLink } from '../components/StoreLink';
import { notFoundPage } from '../lib/notFoundPage.server';
import { sessionContext, storeContext } from '../lib/context.server';
import { htmlLang, isSupportedLocale, type Locale } from '../lib/locales';
import { pageMeta, storeUrl } from '../lib/pageMeta';
import { addressLine, localesOfCountry, mapUrl, type StoreSummary } from '../lib/pickupStores';
import { loadPlace } from '../lib/pickupStores.server';
import { parseStoreSegment } from '../lib/storePaths';
import { storesMessagesFor, useStoresText, type StoresMessagesAll } from '../lib/storesText';
import '../components/pickup/pickup.css';
import './storeLocator.css';

const SCHEMA_DAYS: Record<string, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

function hoursOf(range: string): { opens: string; closes: string } | null {
  const match = /^(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(range);
  if (!match) return null;
  return { opens: match[1] as string, closes: match[2] === '24:00' ? '23:59' : (match[2] as string) };
}

/**
 * Where the page is indexed: the locales of the store's country (a Canadian store in en-ca and fr-ca). Seen from
 * another locale, the canonical is the first of them.
 */
function indexedLocales(place: StoreSummary, current: Locale): { canonical: Locale; alternates: Locale[] } {
  const alternates = localesOfCountry(place.country);
  if (alternates.length === 0) return { canonical: current, alternates: [current] };
  return { canonical: alternates.includes(current) ? current : (alternates[0] as Locale), alternates };
}

/**
 * `/{locale}/stores/{slug}-{id}`: a store's or collection point's own page (the spec has no URL shape for it; this
 * one follows the listing and product shapes) with its address, phone, opening hours, services, a map link and
 * Store (or LocalBusiness) JSON-LD. A segment whose slug is not the place's current one redirects to it (301).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = parseStoreSegment(params.slug);
  if (!id) throw await notFoundPage(context, request);
  const store = context.get(storeContext);
  const place = await loadPlace(context.get(sessionContext), store, id, request.signal);
  if (!place) throw await notFoundPage(context, request);
  const url = new URL(request.url);
  if (`/stores/${params.slug}` !== place.path) {
    throw redirect(`${store.preview ? '/pre' : ''}/${store.locale}${place.path}${url.search}`, { status: 301 });
  }
  return { place, locale: store.locale, origin: url.origin };
}

export const meta: Route.MetaFunction = ({ loaderData, params }) => {
  const t = storesMessagesFor(isSupportedLocale(params.locale) ? params.locale : 'en-us');
  if (!loaderData) return pageMeta(t.notFoundTitle, t.notFoundText);
  const { place, locale, origin } = loaderData;
  const { canonical, alternates } = indexedLocales(place, locale);
  const links: MetaDescriptor[] = [
    { tagName: 'link', rel: 'canonical', href: storeUrl({ origin, locale: canonical, path: place.path }) },
    ...alternates.map((other) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: htmlLang(other),
      href: storeUrl({ origin, locale: other, path: place.path }),
    })),
    {
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: storeUrl({ origin, locale: alternates[0] ?? locale, path: place.path }),
    },
  ];
  return [
    // Collection points are partners' lockers: shown to shoppers, not offered to search engines.
    ...pageMeta(
      t.storePageTitle(place.name, place.city ?? ''),
      t.storePageDescription(place.name, addressLine(place)),
      { noindex: place.kind === 'collectionPoint' },
    ),
    ...links,
  ];
};

function HoursTable({ place, t }: { place: StoreSummary; t: StoresMessagesAll }) {
  return (
    <table className="store-hours">
      <caption className="sb-visually-hidden">{t.storeHours}</caption>
      <tbody>
        {place.openingHours.map(([day, range]) => {
          const hours = hoursOf(range);
          return (
            <tr key={day}>
              <th scope="row">{t.weekdays[day] ?? day}</th>
              <td>{!hours ? t.storeClosed : range === '00:00-24:00' ? t.storeOpenAllDay : range.replace('-', '–')}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export default function StoreDetailsPage({ loaderData }: Route.ComponentProps) {
  const { place, locale, origin } = loaderData;
  const t = useStoresText();
  const map = mapUrl(place);
  const pageUrl = storeUrl({ origin, locale: indexedLocales(place, locale).canonical, path: place.path });
  return (
    <article className="page store-page" aria-labelledby="page-title">
      <p className="store-page__back">
        <StoreLink to="/store-locator">{t.storeAllStores}</StoreLink>
      </p>
      <h1 id="page-title">{place.name}</h1>
      {place.kind === 'collectionPoint' ? <p>{t.storesCollectionPoint}</p> : null}
      <div className="store-page__cards">
        <section className="store-card" aria-labelledby="store-address">
          <h2 id="store-address">{t.storeAddress}</h2>
          <address>
            {place.street ? <span className="store-list__line">{place.street}</span> : null}
            <span className="store-list__line">
              {[place.postalCode, place.city, place.province].filter(Boolean).join(' ')}
            </span>
            {place.phone ? (
              <span className="store-list__line">
                {t.storePhone}
                {t.colon}
                <a href={`tel:${place.phone.replace(/[^\d+]/g, '')}`}>{place.phone}</a>
              </span>
            ) : null}
          </address>
          {map ? (
            <p>
              <a href={map} rel="noopener noreferrer" target="_blank">
                {t.storeMap}
              </a>
            </p>
          ) : null}
        </section>
        {place.openingHours.length > 0 ? (
          <section className="store-card" aria-labelledby="store-hours">
            <h2 id="store-hours">{t.storeHours}</h2>
            <HoursTable place={place} t={t} />
          </section>
        ) : null}
        {place.services.length > 0 ? (
          <section className="store-card" aria-labelledby="store-services">
            <h2 id="store-services">{t.storeServicesHeading}</h2>
            <ul className="store-card__service-list">
              {place.services.map((code) => (
                <li key={code}>{t.storeServiceNames[code] ?? code}</li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': place.kind === 'store' ? 'Store' : 'LocalBusiness',
          '@id': pageUrl,
          name: place.name,
          url: pageUrl,
          ...(place.phone ? { telephone: place.phone } : {}),
          address: {
            '@type': 'PostalAddress',
            ...(place.street ? { streetAddress: place.street } : {}),
            ...(place.city ? { addressLocality: place.city } : {}),
            ...(place.province ? { addressRegion: place.province } : {}),
            ...(place.postalCode ? { postalCode: place.postalCode } : {}),
            ...(place.country ? { addressCountry: place.country } : {}),
          },
          ...(place.latitude !== null && place.longitude !== null
            ? { geo: { '@type': 'GeoCoordinates', latitude: place.latitude, longitude: place.longitude } }
            : {}),
          ...(map ? { hasMap: map } : {}),
          openingHoursSpecification: place.openingHours.flatMap(([day, range]) => {
            const hours = hoursOf(range);
            return hours
              ? [
                  {
                    '@type': 'OpeningHoursSpecification',
                    dayOfWeek: `https://schema.org/${SCHEMA_DAYS[day]}`,
                    ...hours,
                  },
                ]
              : [];
          }),
        }}
      />
    </article>
  );
}
