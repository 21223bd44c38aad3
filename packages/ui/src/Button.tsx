import type { ComponentPropsWithRef, ReactNode } from 'react';
import { responsiveClassNames, type Responsive } from './breakpoints';

/**
 * The looks a button or call-to-action link can take: `primary` (solid, the one main action), `secondary`
 * (outlined), `tertiary` (soft fill), `ghost` (no fill or border until hovered: toolbars, icon buttons) and
 * `text-link` (an underlined link look; also the CMS button target styles).
 */
export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'ghost' | 'text-link';

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

interface ButtonLoadingProps {
  /**
   * Work in progress (adding to the bag, placing the order): a spinner covers the label, the width stays, and the
   * button gets `aria-busy` and `aria-disabled` and ignores clicks. It stays enabled and focused, so a screen
   * reader does not lose it, and keeps its accessible name. Say the outcome ("Added to your bag") in a live
   * region, such as a toast.
   */
  loading?: boolean | undefined;
}

/** A `<button>`: every native button attribute is accepted; `type` defaults to `button`. */
export type ButtonAsButtonProps = ButtonOwnProps &
  ButtonLoadingProps &
  Omit<ComponentPropsWithRef<'button'>, keyof ButtonOwnProps | keyof ButtonLoadingProps> & { href?: undefined };

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
 * <Button onClick={addToCart} loading={adding}>Add to bag</Button>
 * <Button variant="ghost" onClick={clearFilters}>Clear all</Button>
 * <Button href="/en-gb/c/trail-running-1234" variant={{ sm: 'text-link', md: 'secondary' }}>
 *   Shop trail running
 * </Button>
 */
export function Button(props: ButtonProps) {
  const { variant, size, inverse, fullWidth, className, ...rest } = props;
  const classes = buttonClassNames({ variant, size, inverse, fullWidth, className });

  if (isLink(rest)) {
    const { children, ...anchorRest } = rest;
    return (
      <a {...anchorRest} className={classes}>
        {children}
      </a>
    );
  }
  const { type = 'button', loading, onClick, ...buttonRest } = rest;
  return (
    <button
      {...buttonRest}
      type={type}
      className={loading ? `${classes} sb-button--loading` : classes}
      aria-busy={loading || undefined}
      aria-disabled={loading || buttonRest['aria-disabled']}
      // A busy button swallows the click (and a form's submit) instead of being disabled: disabling would
      // drop focus and take the button out of the screen reader's reach mid-task. The label stays in place
      // (transparent, so the width holds and the name is read) under a spinner drawn by CSS.
      onClick={loading ? (event) => event.preventDefault() : onClick}
    />
  );
}

/** Props of {@link IconButton}. */
export type IconButtonProps = Omit<ButtonAsButtonProps, 'children' | 'fullWidth' | 'aria-label'> & {
  /** The accessible name (a screen reader says it; it is also the tooltip). Required: the icon says nothing. */
  label: string;
  /** The icon, an inline SVG sized by the button; it is hidden from assistive technology. */
  icon: ReactNode;
};

/**
 * A square button that shows only an icon (close, menu, favourite). Its accessible name is the required
 * `label`, also shown as the native tooltip. Default variant `ghost`.
 *
 * @example
 * <IconButton label="Open menu" icon={<MenuIcon />} onClick={openMenu} />
 */
export function IconButton({ label, icon, variant = 'ghost', className, ...rest }: IconButtonProps) {
  return (
    <Button
      {...rest}
      variant={variant}
      aria-label={label}
      title={rest.title ?? label}
      className={className ? `sb-button--icon ${className}` : 'sb-button--icon'}
    >
      <span className="sb-button__icon" aria-hidden="true">
        {icon}
      </span>
    </Button>
  );
}

/**
 * The class names of a {@link Button}, for an element that must look like one but cannot be rendered by it
 * (a `<summary>`, a `<label>` for a file input, a router `<Link>`).
 *
 * @example
 * <Link to="/cart" className={buttonClassNames({ variant: 'secondary' })}>View bag</Link>
 */
export function buttonClassNames({
  variant,
  size,
  inverse,
  fullWidth,
  className,
}: Pick<ButtonOwnProps, 'variant' | 'size' | 'inverse' | 'fullWidth'> & {
  className?: string | undefined;
} = {}): string {
  return [
    'sb-button',
    ...responsiveClassNames('sb-button', variant, 'primary'),
    ...responsiveClassNames('sb-button', prefixSize(size), 'size-md'),
    inverse ? 'sb-button--inverse' : undefined,
    fullWidth ? 'sb-button--full-width' : undefined,
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

function isLink(
  props:
    | Omit<ButtonAsButtonProps, keyof ButtonOwnProps | 'className'>
    | Omit<ButtonAsLinkProps, keyof ButtonOwnProps | 'className'>,
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
