import type { ComponentPropsWithRef, ReactNode } from 'react';
import { responsiveClassNames, type Responsive } from './breakpoints';

/** The looks a button or call-to-action link can take (the CMS button target styles). */
export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'text-link';

/** Button sizes; all keep a touch target of at least 44px except `text-link`. */
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonOwnProps {
  /** The look, optionally per breakpoint (`{ sm: 'text-link', lg: 'primary' }`). Default `primary`. */
  variant?: Responsive<ButtonVariant> | undefined;
  /** The size, optionally per breakpoint. Default `md`. */
  size?: Responsive<ButtonSize> | undefined;
  /** Colours for dark surfaces, such as text laid over a photograph. */
  inverse?: boolean | undefined;
  /** Stretch to the width of the container. */
  fullWidth?: boolean | undefined;
  children?: ReactNode;
}

/** A `<button>`: every native button attribute is accepted; `type` defaults to `button`. */
export type ButtonAsButtonProps = ButtonOwnProps &
  Omit<ComponentPropsWithRef<'button'>, keyof ButtonOwnProps> & { href?: undefined };

/** A link that looks like a button: rendered as `<a>` because it navigates. */
export type ButtonAsLinkProps = ButtonOwnProps &
  Omit<ComponentPropsWithRef<'a'>, keyof ButtonOwnProps> & { href: string };

/** Props of {@link Button}: giving `href` makes it a link. */
export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

/**
 * The shared button. It renders an `<a>` when given `href` (navigation must stay a link so it can be opened in
 * a new tab and works before hydration) and a `<button type="button">` otherwise.
 *
 * @example
 * <Button onClick={addToCart}>Add to bag</Button>
 * <Button href="/en-gb/c/trail-running-1234" variant={{ sm: 'text-link', md: 'secondary' }}>
 *   Shop trail running
 * </Button>
 */
export function Button(props: ButtonProps) {
  const { variant, size, inverse, fullWidth, className, ...rest } = props;
  const classes = [
    'sb-button',
    ...responsiveClassNames('sb-button', variant, 'primary'),
    ...responsiveClassNames('sb-button', prefixSize(size), 'size-md'),
    inverse ? 'sb-button--inverse' : undefined,
    fullWidth ? 'sb-button--full-width' : undefined,
    className,
  ]
    .filter(Boolean)
    .join(' ');

  if (isLink(rest)) {
    return <a {...rest} className={classes} />;
  }
  const { type = 'button', ...buttonRest } = rest;
  return <button {...buttonRest} type={type} className={classes} />;
}

function isLink(
  props: Omit<ButtonAsButtonProps, keyof ButtonOwnProps | 'className'> | Omit<ButtonAsLinkProps, keyof ButtonOwnProps | 'className'>,
): props is Omit<ButtonAsLinkProps, keyof ButtonOwnProps | 'className'> {
  return typeof props.href === 'string';
}

// Size classes share the block prefix with variants, so they carry a `size-` prefix to stay distinct.
function prefixSize(size: Responsive<ButtonSize> | undefined): Responsive<`size-${ButtonSize}`> | undefined {
  if (size === undefined) return undefined;
  if (typeof size === 'string') return `size-${size}`;
  const prefixed: Partial<Record<keyof typeof size, `size-${ButtonSize}`>> = {};
  for (const [breakpoint, value] of Object.entries(size) as [keyof typeof size, ButtonSize | undefined][]) {
    if (value !== undefined) prefixed[breakpoint] = `size-${value}`;
  }
  return prefixed;
}
