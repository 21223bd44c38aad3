/**
 * Structured data for search engines. `<` is escaped so a product name can never close the script element.
 *
 * @example
 * <JsonLd data={{ '@context': 'https://schema.org', '@type': 'Product', name: 'Parka' }} />
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
