import { useLocation, useParams } from 'react-router';
import { DEFAULT_LOCALE, isSupportedLocale, type Locale } from './locales';
import { parseLocalePath } from './pageType';

/**
 * The locale and preview mode of the page being shown, from its URL (falls back to the default locale outside a
 * locale, e.g. on a 404 for an unknown one), plus the current query for carried parameters.
 *
 * @example
 * const { locale, preview } = useStore();
 */
export function useStore(): { locale: Locale; preview: boolean; search: string } {
  const { locale } = useParams();
  const location = useLocation();
  return {
    locale: isSupportedLocale(locale) ? locale : DEFAULT_LOCALE,
    preview: parseLocalePath(location.pathname).preview,
    search: location.search,
  };
}
