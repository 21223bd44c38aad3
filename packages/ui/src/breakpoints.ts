/** The breakpoint names every responsive field of the CMS uses (`style: { sm, md, lg }`). */
export type Breakpoint = 'sm' | 'md' | 'lg';

/**
 * Minimum widths of the breakpoints in rem, mirroring `--sb-breakpoint-*` in `styles.css` (custom properties
 * cannot be used inside `@media`, so CSS repeats the literals and a test keeps the two in step).
 *
 * @example
 * const isLarge = window.matchMedia(mediaQuery('lg')).matches;
 */
export const breakpoints: Readonly<Record<Breakpoint, number>> = Object.freeze({ sm: 0, md: 48, lg: 64 });

/**
 * The `min-width` media query that starts a breakpoint, for `matchMedia` and `<source media>`.
 *
 * @example
 * <source media={mediaQuery('md')} srcSet="/img/hero-1600.jpg" />
 */
export function mediaQuery(breakpoint: Breakpoint): string {
  return `(min-width: ${breakpoints[breakpoint]}rem)`;
}

/**
 * A value that may differ per breakpoint, mobile first: `sm` applies from the smallest screens up until a
 * larger breakpoint overrides it. A plain value applies everywhere.
 *
 * @example
 * const variant: Responsive<ButtonVariant> = { sm: 'text-link', lg: 'primary' };
 */
export type Responsive<T> = T | Partial<Record<Breakpoint, T>>;

/**
 * Class names for a responsive value: `${block}--${value}` for the base, `${block}--md-${value}` and
 * `${block}--lg-${value}` for the larger breakpoints, which `styles.css` wraps in the matching media query.
 *
 * @example
 * responsiveClassNames('sb-button', { sm: 'secondary', lg: 'primary' }, 'primary');
 * // ['sb-button--secondary', 'sb-button--lg-primary']
 */
export function responsiveClassNames<T extends string>(
  block: string,
  value: Responsive<T> | undefined,
  fallback: T,
): string[] {
  if (value === undefined) return [`${block}--${fallback}`];
  if (typeof value === 'string') return [`${block}--${value}`];
  const classes = [`${block}--${value.sm ?? fallback}`];
  if (value.md !== undefined) classes.push(`${block}--md-${value.md}`);
  if (value.lg !== undefined) classes.push(`${block}--lg-${value.lg}`);
  return classes;
}
