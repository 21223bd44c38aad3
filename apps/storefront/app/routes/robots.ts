import type { Route } from './+types/robots';

/**
 * `/robots.txt`: crawl the shop, not its API proxy, preview mode or the shopper's own pages (cart, checkout,
 * account, favourites, order confirmation), nor search results; the sitemap lists what there is.
 */
export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const privatePages = ['cart', 'checkout', 'account', 'favorites', 'order-confirmation'];
  const lines = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /pre/',
    ...privatePages.map((page) => `Disallow: /*/${page}`),
    // The results page, not the search hub next to it.
    'Disallow: /*/search$',
    'Disallow: /*/search?',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ];
  return new Response(lines.join('\n'), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
