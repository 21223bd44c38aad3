import type { MetaDescriptor } from 'react-router';

/**
 * The `<title>` and description of a page, titled "{page} | Switchback" unless the title already names the shop
 * (CMS titles usually do).
 *
 * @example
 * export const meta: Route.MetaFunction = () => pageMeta('Cart', 'Your Switchback cart.');
 */
export function pageMeta(title: string, description: string, options: { noindex?: boolean } = {}): MetaDescriptor[] {
  const fullTitle = /switchback/i.test(title) ? title : `${title} | Switchback`;
  const meta: MetaDescriptor[] = [{ title: fullTitle }, { name: 'description', content: description }];
  if (options.noindex) meta.push({ name: 'robots', content: 'noindex' });
  return meta;
}
