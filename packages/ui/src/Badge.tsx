import type { ComponentPropsWithRef } from 'react';

/** What a badge says about its subject; each tone is a contrast-checked pair of tokens. */
export type BadgeTone = 'neutral' | 'brand' | 'sale' | 'success' | 'warning' | 'error';

/** Props of {@link Badge}: a `<span>`'s attributes plus its tone. */
export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  /** Default `neutral`. */
  tone?: BadgeTone | undefined;
  /** A filled badge (white text on the tone) for the one thing that must stand out on a tile, like a sale. */
  solid?: boolean | undefined;
}

/**
 * A short status label: "New", "-30%", "Low stock", "Sold out". Plain text in a `<span>`, so it is read in
 * place; it is not interactive. Its words carry the meaning; the colour only repeats it.
 *
 * @example
 * <Badge tone="sale" solid>-30%</Badge>
 * <Badge tone="warning">Only 2 left</Badge>
 */
export function Badge({ tone = 'neutral', solid, className, ...rest }: BadgeProps) {
  const classes = ['sb-badge', `sb-badge--${tone}`, solid ? 'sb-badge--solid' : undefined, className]
    .filter(Boolean)
    .join(' ');
  return <span {...rest} className={classes} />;
}
