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

/**
 * The breadcrumb trail of a page as a labelled navigation; the current page is marked `aria-current`.
 *
 * @example
 * <Breadcrumbs trail={[{ name: 'Men', path: '/c/mens-100100' }, { name: 'Jackets', path: '/c/mens-jackets-100110' }]} />
 */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const t = useText();
  if (trail.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label={t.breadcrumb}>
      <ol>
        <li>
          <StoreLink to="/">{t.home}</StoreLink>
        </li>
        {trail.map((crumb, index) => (
          <li key={crumb.path}>
            {index === trail.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <StoreLink to={crumb.path}>{crumb.name}</StoreLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
