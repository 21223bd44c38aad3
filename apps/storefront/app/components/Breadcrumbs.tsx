import { Breadcrumbs as TrailNav, type RenderLink } from '@switchback/ui';
import { useText } from '../lib/useText';
import { StoreLink } from './StoreLink';

/**
 * One step of a breadcrumb trail: a name and its path inside the store (`/c/mens-100100`); the last step is the
 * current page and has no link.
 *
 * @example
 * const crumb: Crumb = { name: 'Men', path: '/c/mens-100100' };
 */
export interface Crumb {
  name: string;
  path: string;
}

// The trail's links stay inside the store: locale, preview mode and carried query parameters (StoreLink).
const renderStoreLink: RenderLink = ({ href, ...props }) => <StoreLink to={href} {...props} />;

/**
 * The breadcrumb trail of a page, from Home, as the design system's `Breadcrumbs` (a labelled navigation around an
 * ordered list; the current page is marked `aria-current`).
 *
 * @example
 * <Breadcrumbs trail={[{ name: 'Men', path: '/c/mens-100100' }, { name: 'Jackets', path: '/c/mens-jackets-100110' }]} />
 */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const t = useText();
  if (trail.length === 0) return null;
  return (
    <TrailNav
      className="breadcrumbs"
      label={t.breadcrumb}
      renderLink={renderStoreLink}
      items={[{ label: t.home, href: '/' }, ...trail.map((crumb) => ({ label: crumb.name, href: crumb.path }))]}
    />
  );
}
