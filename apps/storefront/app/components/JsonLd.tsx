import { useNonce } from '../lib/cspNonce';

/**
 * Structured data for search engines. `<` is escaped so a product name can never close the script element. It
 * carries the page's CSP nonce like every other script (the browser hides it after load, hence no hydration check).
 *
 * @example
 * <JsonLd data={{ '@context': 'https://schema.org', '@type': 'Product', name: 'Parka' }} />
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}

/**
 * The shop as a schema.org Organization (name, home URL, logo), on every page of a locale.
 *
 * @example
 * <OrganizationJsonLd origin="https://shop.test" />
 */
export function OrganizationJsonLd({ origin }: { origin: string }) {
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Switchback',
        url: `${origin}/`,
        logo: `${origin}/favicon.svg`,
      }}
    />
  );
}

/**
 * A schema.org BreadcrumbList of absolute URLs, from the top of the trail to the page itself.
 *
 * @example
 * breadcrumbList([{ name: 'Men', url: 'https://shop.test/en-us/c/mens-100100' }]);
 */
export function breadcrumbList(trail: { name: string; url: string }[]): Record<string, unknown> {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}
