import { renderAnchor, type RenderLink } from './Breadcrumbs';

/** Props of {@link Pagination}. Labels are English by default; pass the translations. */
export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are; with one or none, nothing is rendered. */
  pageCount: number;
  /** The address of a page (keep the shopper's filters and sort in it). */
  hrefFor: (page: number) => string;
  /** The navigation's accessible name. Default `Pagination`. */
  label?: string | undefined;
  /** Default `Previous`. */
  previousLabel?: string | undefined;
  /** Default `Next`. */
  nextLabel?: string | undefined;
  /** The accessible name of a page number. Default `Page 3`. */
  pageLabel?: ((page: number) => string) | undefined;
  /** What phones show between Previous and Next, where the numbers are hidden. Default `3 / 12`. */
  summary?: ((page: number, pageCount: number) => string) | undefined;
  /** How many pages either side of the current one are linked. Default 1. */
  siblings?: number | undefined;
  /** Your router's link; default `<a>`. */
  renderLink?: RenderLink | undefined;
  className?: string | undefined;
}

/**
 * Links to the pages of a listing: Previous, the page numbers (first, last and those around the current one, with
 * an ellipsis between) and Next. Every page is a real link, so it works without JavaScript and can be opened in a
 * new tab; the current page is marked `aria-current="page"`. Previous on the first page and Next on the last are
 * shown disabled (`aria-disabled`, no address) so the bar does not jump. Phones show Previous, "3 / 12" and Next.
 *
 * @example
 * <Pagination page={2} pageCount={8} hrefFor={(page) => `/c/men-jackets?page=${page}`} />
 */
export function Pagination({
  page,
  pageCount,
  hrefFor,
  label = 'Pagination',
  previousLabel = 'Previous',
  nextLabel = 'Next',
  pageLabel = (number) => `Page ${number}`,
  summary = (current, count) => `${current} / ${count}`,
  siblings = 1,
  renderLink = renderAnchor,
  className,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const step = (target: number, text: string, rel: 'prev' | 'next', enabled: boolean) =>
    enabled ? (
      renderLink({
        href: hrefFor(target),
        className: `sb-pagination__step sb-pagination__step--${rel}`,
        rel,
        children: text,
      })
    ) : (
      // A link without an address is not focusable: shown for a steady layout, announced as unavailable.
      // eslint-disable-next-line jsx-a11y/anchor-is-valid -- no address on purpose (a disabled link)
      <a role="link" aria-disabled="true" className={`sb-pagination__step sb-pagination__step--${rel}`}>
        {text}
      </a>
    );

  return (
    <nav aria-label={label} className={className ? `sb-pagination ${className}` : 'sb-pagination'}>
      <ul className="sb-pagination__list">
        <li>{step(current - 1, previousLabel, 'prev', current > 1)}</li>
        {pageItems(current, pageCount, siblings).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="sb-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li
              key={item}
              className={item === current ? 'sb-pagination__page sb-pagination__page--current' : 'sb-pagination__page'}
            >
              {renderLink({
                href: hrefFor(item),
                className: 'sb-pagination__link',
                'aria-label': pageLabel(item),
                'aria-current': item === current ? 'page' : undefined,
                children: item,
              })}
            </li>
          ),
        )}
        <li className="sb-pagination__summary">{summary(current, pageCount)}</li>
        <li>{step(current + 1, nextLabel, 'next', current < pageCount)}</li>
      </ul>
    </nav>
  );
}

/**
 * The page numbers to link, with `'gap'` where pages are skipped: always the first and the last, and `siblings`
 * either side of the current page. A gap of one page is filled with that page instead of an ellipsis.
 *
 * @example
 * pageItems(5, 10, 1); // [1, 'gap', 4, 5, 6, 'gap', 10]
 */
export function pageItems(current: number, pageCount: number, siblings = 1): (number | 'gap')[] {
  const pages = new Set<number>([1, pageCount]);
  for (let page = current - siblings; page <= current + siblings; page += 1) {
    if (page >= 1 && page <= pageCount) pages.add(page);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  for (const page of sorted) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && page - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) items.push('gap');
    items.push(page);
  }
  return items;
}
