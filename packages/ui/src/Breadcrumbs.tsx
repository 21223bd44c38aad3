import type { ReactNode } from 'react';

/** One step of a trail: its name and where it links. The last item is the current page and is not a link. */
export interface BreadcrumbItem {
  label: ReactNode;
  /** The page's address; ignored on the last item. */
  href: string;
}

/** What {@link Breadcrumbs} and {@link Pagination} pass to `renderLink`. */
export interface RenderLinkProps {
  href: string;
  className: string;
  children: ReactNode;
  'aria-current'?: 'page' | undefined;
  'aria-label'?: string | undefined;
  rel?: string | undefined;
}

/**
 * Draws a link for a component that navigates. The default is a plain `<a>`; an app passes its router's link
 * (client-side navigation, carried query parameters) here. It must render an `<a href>` with the given props.
 */
export type RenderLink = (props: RenderLinkProps) => ReactNode;

/** The default {@link RenderLink}: a plain anchor. */
export const renderAnchor: RenderLink = ({ children, ...props }) => <a {...props}>{children}</a>;

/** Props of {@link Breadcrumbs}. */
export interface BreadcrumbsProps {
  /** From the top of the site to the current page (last). */
  items: readonly BreadcrumbItem[];
  /** The navigation's accessible name; pass the translation. Default `Breadcrumb`. */
  label?: string | undefined;
  /** Your router's link; default `<a>`. */
  renderLink?: RenderLink | undefined;
  className?: string | undefined;
}

/**
 * A breadcrumb trail: a labelled `<nav>` around an ordered list; every step but the last is a link, the last is
 * the current page (`aria-current="page"`). The separators are drawn by CSS, so screen readers do not read them.
 * On phones a long trail scrolls sideways on one line instead of wrapping over the page.
 *
 * @example
 * <Breadcrumbs
 *   label="Breadcrumb"
 *   items={[{ label: 'Home', href: '/' }, { label: 'Men', href: '/c/men' }, { label: 'Jackets', href: '/c/men-jackets' }]}
 * />
 */
export function Breadcrumbs({ items, label = 'Breadcrumb', renderLink = renderAnchor, className }: BreadcrumbsProps) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className={className ? `sb-breadcrumbs ${className}` : 'sb-breadcrumbs'}>
      <ol className="sb-breadcrumbs__list">
        {items.map((item, index) => (
          <li key={`${index} ${item.href}`} className="sb-breadcrumbs__item">
            {index === items.length - 1 ? (
              <span className="sb-breadcrumbs__current" aria-current="page">
                {item.label}
              </span>
            ) : (
              renderLink({ href: item.href, className: 'sb-breadcrumbs__link', children: item.label })
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
