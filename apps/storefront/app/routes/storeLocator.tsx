import { isApiError } from '@switchback/api-client';
import { Form } from 'react-router';
import type { Route } from './+types/storeLocator';
import { carriedParams } from '../lib/carriedQuery';
import { sessionContext, storeContext } from '../lib/context.server';
import { isSupportedLocale } from '../lib/locales';
import { messagesFor } from '../lib/messages';
import { pageAt, pageMeta } from '../lib/pageMeta';
import { useStore } from '../lib/useStore';
import { useText } from '../lib/useText';

const STORES_SHOWN = 10;

interface StoreEntry {
  id: string;
  name: string;
  lines: string[];
  phone: string | null;
  distanceKm: number | null;
  services: string[];
}

/**
 * `/{locale}/store-locator?q=`: the stores of the locale's country, nearest first to a city or postal code
 * (`POST /stores/v1/search`). A term with a digit is a postal code, anything else a city. Works without JavaScript.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const store = context.get(storeContext);
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 60);
  const countryCode = store.locale.split('-')[1]?.toUpperCase();
  const near = q.length >= 2 ? (/\d/.test(q) ? { postalCode: q.slice(0, 10) } : { city: q }) : {};
  let stores: StoreEntry[] = [];
  try {
    const answer = await context
      .get(sessionContext)
      .api({ siteId: store.siteId, locale: store.locale })
      .stores.search({ ...near, ...(countryCode ? { countryCode } : {}), limit: STORES_SHOWN });
    stores = answer.stores.map((entry) => {
      const loose = entry as typeof entry & { address?: Record<string, unknown>; phone?: unknown; distanceKm?: unknown };
      const address = loose.address ?? {};
      const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
      return {
        id: entry.id,
        name: entry.name ?? entry.id,
        lines: [text(address.addressLine1), [text(address.postalCode), text(address.city), text(address.province)].filter(Boolean).join(' ')].filter((line): line is string => !!line),
        phone: text(loose.phone),
        distanceKm: typeof loose.distanceKm === 'number' ? loose.distanceKm : null,
        services: entry.services ?? [],
      };
    });
  } catch (error) {
    // An unknown place is "no store here", not an error page.
    if (!isApiError(error) || error.status >= 500) throw error;
  }
  return { q, stores, lang: store.lang };
}

export const meta: Route.MetaFunction = (args) => {
  const t = messagesFor(isSupportedLocale(args.params.locale) ? args.params.locale : 'en-us');
  return pageMeta(t.storesTitle, t.storesDescription, { at: pageAt(args) });
};

export default function StoreLocatorPage({ loaderData }: Route.ComponentProps) {
  const { q, stores, lang } = loaderData;
  const t = useText();
  const store = useStore();
  return (
    <section className="page store-locator" aria-labelledby="page-title">
      <h1 id="page-title">{t.storesTitle}</h1>
      <Form method="get" role="search" aria-label={t.storesTitle} className="store-locator__search">
        {[...carriedParams(store.search)].map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <label htmlFor="store-q">{t.storesSearchLabel}</label>{' '}
        <input id="store-q" name="q" defaultValue={q} key={q} maxLength={60} autoComplete="postal-code" />{' '}
        <button type="submit" className="sb-button">
          {t.storesSearchButton}
        </button>
      </Form>
      <p role="status">{stores.length > 0 ? t.storesCount(stores.length) : t.storesNone}</p>
      <ul className="store-list">
        {stores.map((entry) => (
          <li key={entry.id}>
            <article aria-labelledby={`store-${entry.id}`}>
              <h2 id={`store-${entry.id}`}>{entry.name}</h2>
              <address>
                {entry.lines.map((line) => (
                  <span key={line} className="store-list__line">
                    {line}
                  </span>
                ))}
                {entry.phone ? <a href={`tel:${entry.phone.replace(/[^\d+]/g, '')}`}>{entry.phone}</a> : null}
              </address>
              {entry.distanceKm !== null ? <p>{t.storesDistance(entry.distanceKm.toLocaleString(lang, { maximumFractionDigits: 1 }))}</p> : null}
              {entry.services.length > 0 ? (
                <p>
                  {t.storesServices}: {entry.services.join(', ')}
                </p>
              ) : null}
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
