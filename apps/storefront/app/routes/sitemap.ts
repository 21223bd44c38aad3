import type { Route } from './+types/sitemap';
import { loadStorePagePaths } from '../lib/catalogue.server';
import { loadCountryStores } from '../lib/pickupStores.server';
import { sessionContext } from '../lib/context.server';
import { SUPPORTED_LOCALES, htmlLang, siteIdForLocale, type Locale } from '../lib/locales';
import { storeUrl } from '../lib/pageMeta';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * `/sitemap.xml`: the home page, every category, product and product set of the catalogue, in every served locale, and the
 * store pages of each locale's country, each `<url>` with its hreflang alternates (`xhtml:link`). Built from
 * commerce-api's catalogue, productSearch, each product's sets and the store list.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const session = context.get(sessionContext);
  const perLocale = await Promise.all(
    SUPPORTED_LOCALES.map(async (locale) => {
      const store = { locale, siteId: siteIdForLocale(locale), preview: false, lang: htmlLang(locale) };
      const [paths, stores] = await Promise.all([
        loadStorePagePaths(session, store),
        loadCountryStores(session, store),
      ]);
      return {
        locale,
        paths: ['/', ...paths.categories, ...paths.products, ...paths.sets, ...stores.map((entry) => entry.path)],
      };
    }),
  );
  // Alternates link the same path across locales; a path one site does not sell has no alternate there.
  const localesByPath = new Map<string, Locale[]>();
  for (const { locale, paths } of perLocale) {
    for (const path of paths) localesByPath.set(path, [...(localesByPath.get(path) ?? []), locale]);
  }
  const entries = perLocale.flatMap(({ locale, paths }) =>
    paths.map((path) => {
      const alternates = (localesByPath.get(path) ?? [])
        .map(
          (other) =>
            `<xhtml:link rel="alternate" hreflang="${htmlLang(other)}" href="${escapeXml(storeUrl({ origin, locale: other, path }))}"/>`,
        )
        .join('');
      return `<url><loc>${escapeXml(storeUrl({ origin, locale, path }))}</loc>${alternates}</url>`;
    }),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=600' },
  });
}
