import type { ChangeEvent, CSSProperties, ReactNode } from 'react';

/** One colour of {@link ColorSwatches}. */
export interface Swatch {
  /** The colour's code, sent as the radio's value. */
  value: string;
  /** The colour's name, spoken and shown as a tooltip ("Forest night"). */
  name: string;
  /** A CSS colour to fill the swatch with, when there is no image. */
  color?: string | null | undefined;
  /** A small image of the fabric or the product in this colour (preferred over `color`). */
  image?: string | null | undefined;
  /** Sold out in every size: struck through, still focusable, and announced with `soldOutLabel`. */
  soldOut?: boolean | undefined;
  /** Makes the swatch a link (the product page in this colour): works before and without JavaScript. */
  href?: string | undefined;
}

/** What {@link ColorSwatches} hands to `renderLink`, so an app can draw its own router link. */
export interface SwatchLinkProps {
  href: string;
  className: string;
  title: string;
  'aria-current': 'true' | undefined;
  children: ReactNode;
}

/** Props of {@link ColorSwatches}. */
export interface ColorSwatchesProps {
  /** The colours, in display order. */
  swatches: Swatch[];
  /** The group's accessible name ("Colour"); the legend of a radio group, the list's label otherwise. */
  label: string;
  /** The selected colour's value. */
  value?: string | null | undefined;
  /**
   * Radio mode: the form field's name. Swatches without `href` and with a `name` are native radios inside a
   * fieldset (arrow keys move between them, the form posts the value without JavaScript).
   */
  name?: string | undefined;
  /** Radio mode: called with the new value when the shopper picks a colour. Without it the radios are uncontrolled. */
  onChange?: ((value: string, event: ChangeEvent<HTMLInputElement>) => void) | undefined;
  /** Draws a link swatch; by default a plain `<a>`. */
  renderLink?: ((props: SwatchLinkProps) => ReactNode) | undefined;
  /** Spoken after a sold-out colour's name ("sold out"). */
  soldOutLabel?: string | undefined;
  /** `sm` (tiles, 20px, display only), `md` (40px, a 44px touch target with its ring). Default `md`. */
  size?: 'sm' | 'md' | undefined;
  /** Show at most this many and a "+N" after them (tiles). */
  max?: number | undefined;
  /** Hide the label visually (radio mode); it stays the group's name. */
  hideLabel?: boolean | undefined;
  className?: string | undefined;
}

/**
 * Colour choice as round swatches filled with the colour or an image. Three forms, one look:
 * - **links** (every swatch has `href`): a list of links, the current colour marked `aria-current` — the product
 *   page, where a colour is a URL;
 * - **radios** (`name` given): a fieldset of native radios — dialogs and forms;
 * - **display** (neither): a list of colours on a product tile, with `max` and a "+N" count.
 *
 * Sold-out colours are struck through but stay focusable, and their name says so.
 *
 * @example
 * <ColorSwatches label="Colour" value="NVY" swatches={colors.map((c) => ({ value: c.code, name: c.name, color: c.hex, href: `?color=${c.code}` }))} />
 * <ColorSwatches label="Colour" name="color" value={picked} onChange={setPicked} swatches={swatches} />
 * <ColorSwatches label="3 colours" size="sm" max={4} swatches={swatches} />
 */
export function ColorSwatches({
  swatches,
  label,
  value,
  name,
  onChange,
  renderLink = ({ children, ...props }) => <a {...props}>{children}</a>,
  soldOutLabel = 'sold out',
  size = 'md',
  max,
  hideLabel = false,
  className,
}: ColorSwatchesProps) {
  const classes = ['sb-swatches', `sb-swatches--${size}`, className].filter(Boolean).join(' ');
  const spoken = (swatch: Swatch) => (swatch.soldOut ? `${swatch.name}, ${soldOutLabel}` : swatch.name);
  const face = (swatch: Swatch) => <span className="sb-swatch__face" style={fill(swatch)} aria-hidden="true" />;
  const swatchClass = (swatch: Swatch) =>
    ['sb-swatch', swatch.soldOut ? 'sb-swatch--sold-out' : undefined].filter(Boolean).join(' ');

  if (name !== undefined && swatches.every((swatch) => !swatch.href)) {
    return (
      <fieldset className={classes}>
        <legend className={hideLabel ? 'sb-visually-hidden' : 'sb-swatches__legend'}>{label}</legend>
        <div className="sb-swatches__list">
          {swatches.map((swatch) => (
            <label key={swatch.value} className={swatchClass(swatch)} title={swatch.name}>
              <input
                type="radio"
                className="sb-swatch__input"
                name={name}
                value={swatch.value}
                {...(onChange
                  ? {
                      checked: swatch.value === value,
                      onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(swatch.value, event),
                    }
                  : { defaultChecked: swatch.value === value })}
              />
              {face(swatch)}
              <span className="sb-visually-hidden">{spoken(swatch)}</span>
            </label>
          ))}
        </div>
      </fieldset>
    );
  }

  const shown = max !== undefined && swatches.length > max ? swatches.slice(0, max) : swatches;
  const more = swatches.length - shown.length;
  return (
    <ul className={classes} aria-label={label}>
      {shown.map((swatch) => (
        <li key={swatch.value}>
          {swatch.href ? (
            renderLink({
              href: swatch.href,
              className: swatchClass(swatch),
              title: swatch.name,
              'aria-current': swatch.value === value ? 'true' : undefined,
              children: (
                <>
                  {face(swatch)}
                  <span className="sb-visually-hidden">{spoken(swatch)}</span>
                </>
              ),
            })
          ) : (
            <span className={swatchClass(swatch)} title={swatch.name}>
              {face(swatch)}
              <span className="sb-visually-hidden">{spoken(swatch)}</span>
            </span>
          )}
        </li>
      ))}
      {more > 0 ? (
        <li className="sb-swatches__more" aria-hidden="true">
          +{more}
        </li>
      ) : null}
    </ul>
  );
}

function fill(swatch: Swatch): CSSProperties | undefined {
  if (swatch.image) return { backgroundImage: `url("${swatch.image.replace(/"/g, '%22')}")` };
  if (swatch.color) return { backgroundColor: swatch.color };
  return undefined;
}
