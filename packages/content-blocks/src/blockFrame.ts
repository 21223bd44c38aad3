// The runtime half of the common block fields: class names and custom properties from already-checked fields.
// Its own module, free of schemas, so a block's component ships without zod.
import type { CSSProperties } from 'react';
import type { BottomMargins } from './blockFieldSchemas';
import type { CommonBlockFields } from './commonBlockFields';

/**
 * Class names and inline custom properties for a block's outer element from its common fields: hidden
 * breakpoints (`sb-block--hide-sm`), full width / full height, bottom margin per breakpoint, background,
 * text alignment (small, and md-up), and overlay width. `styles.css` reads them inside its media queries, so
 * server-rendered HTML already lays out right.
 *
 * @example
 * const frame = blockFrame('sb-banner', block);
 * return <section className={frame.className} style={frame.style}>…</section>;
 */
export function blockFrame(
  baseClass: string,
  fields: CommonBlockFields,
  extraClasses: readonly (string | false | undefined)[] = [],
): { className: string; style: CSSProperties } {
  const classes: string[] = [baseClass, 'sb-block', ...extraClasses.filter((name): name is string => Boolean(name))];
  const style: Record<string, string> = {};
  for (const breakpoint of fields.hideOnBreakpoint ?? []) classes.push(`sb-block--hide-${breakpoint}`);
  if (fields.isFullWidth) classes.push('sb-block--full-width');
  if (fields.isFullHeight) classes.push('sb-block--full-height');
  const small = fields.textAlignmentSmall ?? fields.alignment;
  const large = fields.textAlignmentLarge ?? fields.alignment;
  if (small) classes.push(`sb-block--text-sm-${small}`);
  if (large) classes.push(`sb-block--text-md-${large}`);
  if (fields.overlayWidth) classes.push(`sb-block--overlay-${fields.overlayWidth}`);
  if (fields.backgroundColor) style['--sb-block-background'] = fields.backgroundColor;
  const margins = marginProperties(fields.bottomMargins);
  if (Object.keys(margins).length > 0) classes.push('sb-block--margins');
  Object.assign(style, margins);
  return { className: classes.join(' '), style: style as CSSProperties };
}

function marginProperties(margins: BottomMargins | undefined): Record<string, string> {
  if (margins === undefined) return {};
  const perBreakpoint = typeof margins === 'number' ? { sm: margins } : margins;
  const style: Record<string, string> = {};
  for (const breakpoint of ['sm', 'md', 'lg'] as const) {
    const pixels = perBreakpoint[breakpoint];
    if (pixels !== undefined) style[`--sb-block-margin-${breakpoint}`] = `${pixels / 16}rem`;
  }
  return style;
}

/**
 * The layout a block takes at each breakpoint (`responsiveLayout`), with a smaller breakpoint's value carried
 * up to the larger ones, as class names (`sb-layout-md-overlay-bottom`).
 */
export function responsiveLayoutClasses(prefix: string, layout: CommonBlockFields['responsiveLayout']): string[] {
  const classes: string[] = [];
  let current: string | undefined;
  let currentAlignment: string | undefined;
  for (const breakpoint of ['sm', 'md', 'lg'] as const) {
    current = layout?.[breakpoint]?.layout ?? current;
    currentAlignment = layout?.[breakpoint]?.alignment ?? currentAlignment;
    if (current) classes.push(`${prefix}--${breakpoint}-${current}`);
    if (currentAlignment) classes.push(`${prefix}--${breakpoint}-align-${currentAlignment}`);
  }
  return classes;
}
