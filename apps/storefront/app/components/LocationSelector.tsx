import type { KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { LOCALE_NAMES } from '../lib/messages';
import { SUPPORTED_LOCALES, htmlLang, siteIdForLocale, type Locale } from '../lib/locales';
import { parseLocalePath } from '../lib/pageType';
import { useSiteChrome } from '../lib/useSiteChrome';
import { useStore } from '../lib/useStore';
import { useText } from '../lib/useText';
import { StoreLink } from './StoreLink';

/**
 * The country and language chooser: a disclosure (native `<details>`, so it opens without JavaScript) listing the
 * served locales of commerce-api's location selector (`/fapi/pages/location-selector`, loaded with the site chrome)
 * with their currency, each a link to the same page and query in that locale; every served locale when that call
 * failed. The current one is marked `aria-current`. A locale of another site (another country) drops the `siteId`
 * query parameter, which names the site being left; the other carried parameters stay.
 *
 * @example
 * <LocationSelector className="site-header__location" />
 */
export function LocationSelector({ className }: { className?: string }) {
  const store = useStore();
  const t = useText();
  const location = useLocation();
  const rest = parseLocalePath(location.pathname).rest;
  const queryFor = (locale: Locale) => {
    if (siteIdForLocale(locale) === siteIdForLocale(store.locale)) return location.search;
    const query = new URLSearchParams(location.search);
    query.delete('siteId');
    const text = query.toString();
    return text ? `?${text}` : '';
  };
  const offered = useSiteChrome().locations ?? [];
  const currencyOf = new Map(offered.map((entry) => [entry.locale, entry.currency]));
  const locales = offered.length > 0 ? SUPPORTED_LOCALES.filter((locale) => currencyOf.has(locale)) : SUPPORTED_LOCALES;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape pressed on its summary or links reaches the details itself; those are its controls
    <details className={['location-selector', className].filter(Boolean).join(' ')} onKeyDown={closeOnEscape}>
      <summary>
        <span className="sb-visually-hidden">
          {t.locationLabel}
          {t.colon}
        </span>
        {t.locationCurrent(LOCALE_NAMES[store.locale])}
      </summary>
      <ul aria-label={t.locationChoose}>
        {locales.map((locale) => (
          <li key={locale}>
            <StoreLink
              to={`${rest === '/' ? '/' : rest}${queryFor(locale)}`}
              locale={locale}
              search={queryFor(locale)}
              hrefLang={htmlLang(locale)}
              lang={htmlLang(locale)}
              aria-current={locale === store.locale ? 'true' : undefined}
              reloadDocument
            >
              {LOCALE_NAMES[locale]}
              {currencyOf.has(locale) ? (
                <span className="location-selector__currency">{` · ${currencyOf.get(locale)}`}</span>
              ) : null}
            </StoreLink>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * Escape closes the open list and puts focus back on its summary (inside the phone menu drawer, only the list closes:
 * the drawer stays).
 */
function closeOnEscape(event: KeyboardEvent<HTMLDetailsElement>) {
  const details = event.currentTarget;
  if (event.key !== 'Escape' || !details.open) return;
  event.preventDefault();
  event.stopPropagation();
  details.open = false;
  details.querySelector('summary')?.focus();
}
