import type { CSSProperties } from 'react';
import type { SpacerBlock } from './spacerBlockSchema';

/** Props of {@link Spacer}. */
export type SpacerProps = Omit<SpacerBlock, 'type'> & { type?: 'spacer' };

/**
 * Vertical space between blocks, optionally in a colour. Heights per breakpoint go into custom properties that
 * `styles.css` reads inside its media queries, so the server-rendered page already has the right space.
 *
 * @example
 * <Spacer id="gap" bottomMargins={{ sm: 24, lg: 64 }} backgroundColor="#efede8" />
 */
export function Spacer({ bottomMargins, backgroundColor }: SpacerProps) {
  const heights = typeof bottomMargins === 'number' ? { sm: bottomMargins } : (bottomMargins ?? {});
  const style: Record<string, string> = {};
  for (const breakpoint of ['sm', 'md', 'lg'] as const) {
    const pixels = heights[breakpoint];
    if (pixels !== undefined) style[`--sb-spacer-${breakpoint}`] = `${pixels / 16}rem`;
  }
  if (backgroundColor) style['--sb-spacer-background'] = backgroundColor;
  return <div className="sb-spacer" aria-hidden="true" style={style as CSSProperties} />;
}
