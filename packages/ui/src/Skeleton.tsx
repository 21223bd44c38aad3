import type { CSSProperties } from 'react';

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** `text`: lines of copy (use `lines`); `rect`: an image or a card; `circle`: an avatar or a swatch. Default `text`. */
  shape?: 'text' | 'rect' | 'circle' | undefined;
  /** Number of text lines; the last is shorter, as a paragraph's is. Default 1. */
  lines?: number | undefined;
  /** Any CSS length; default 100% (a circle: 2.5rem). */
  width?: string | undefined;
  /** Any CSS length; a text line is one line high. A `rect` without height keeps `aspectRatio`. */
  height?: string | undefined;
  /** For a `rect` standing in for an image: its width / height, so the real image moves nothing. */
  aspectRatio?: number | undefined;
  className?: string | undefined;
}

/**
 * A placeholder that holds the space of content still loading, so nothing moves when it arrives. It is hidden
 * from assistive technology: mark the region that is loading with `aria-busy="true"` and say "Loading" in a
 * status if the wait is long. The shimmer stops under prefers-reduced-motion.
 *
 * @example
 * <div aria-busy="true">
 *   <Skeleton shape="rect" aspectRatio={4 / 5} />
 *   <Skeleton lines={2} />
 * </div>
 */
export function Skeleton({ shape = 'text', lines = 1, width, height, aspectRatio, className }: SkeletonProps) {
  const classes = ['sb-skeleton', `sb-skeleton--${shape}`, className].filter(Boolean).join(' ');
  const style: CSSProperties = { width, height, aspectRatio };
  if (shape !== 'text' || lines <= 1) return <span aria-hidden="true" className={classes} style={style} />;
  return (
    <span aria-hidden="true" className="sb-skeleton-lines" style={{ width }}>
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className={classes} style={{ height }} />
      ))}
    </span>
  );
}
