import { useLocation } from 'react-router';
import { LOCALE_NAMES } from '../lib/messages';
import { SUPPORTED_LOCALES, htmlLang } from '../lib/locales';
import { parseLocalePath } from '../lib/pageType';
import { useStore } from '../lib/useStore';
import { useText } from '../lib/useText';
import { StoreLink } from './StoreLink';

/**
 * The country and language chooser: a disclosure (native `<details>`, so it opens without JavaScript) listing every
 * served locale as a link to the same page and query in that locale. The current one is marked `aria-current`.
 *
 * @example
 * <LocationSelector className="site-header__location" />
 */
export function LocationSelector({ className }: { className?: string }) {
  const store = useStore();
  const t = useText();
  const location = useLocation();
  const rest = parseLocalePath(location.pathname).rest;
  const samePage = `${rest === '/' ? '/' : rest}${location.search}`;
  return (
    <details className={['location-selector', className].filter(Boolean).join(' ')}>
      <summary>
        <span className="sb-visually-hidden">{t.locationLabel}: </span>
        {t.locationCurrent(LOCALE_NAMES[store.locale])}
      </summary>
      <ul aria-label={t.locationChoose}>
          {SUPPORTED_LOCALES.map((locale) => (
            <li key={locale}>
              <StoreLink
                to={samePage}
                locale={locale}
                hrefLang={htmlLang(locale)}
                lang={htmlLang(locale)}
                aria-current={locale === store.locale ? 'true' : undefined}
                reloadDocument
              >
                {LOCALE_NAMES[locale]}
              </StoreLink>
            </li>
          ))}
      </ul>
    </details>
  );
}
