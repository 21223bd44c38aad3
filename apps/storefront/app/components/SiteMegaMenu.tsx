import { MegaMenu, megaMenuSchema } from '@switchback/content-blocks';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useSiteChrome } from '../lib/useSiteChrome';
import { useText } from '../lib/useText';

/**
 * The header's mega menu, from the CMS `menu` document (commerce-core §7), drawn by the content-blocks MegaMenu:
 * desktop panels from the lg breakpoint, accordions below, every link a real `<a href>` rendered on the server.
 * Items the schema cannot read are left out; nothing at all when no menu is published.
 *
 * @example
 * <SiteMegaMenu />
 */
export function SiteMegaMenu() {
  const { menu } = useSiteChrome();
  const t = useText();
  const location = useLocation();
  const items = useMemo(() => megaMenuSchema.parse(menu), [menu]);
  if (items.length === 0) return null;
  return <MegaMenu items={items} location={location} text={{ navigation: t.mainMenu, visualSelectors: t.shopByCategory }} className="site-mega-menu" />;
}
