import type { ButtonTarget } from './blockFieldSchemas';

type Icon = NonNullable<ButtonTarget['icon']>;

// 24×24 strokes, drawn pointing right (or as is for symmetric icons); `dir` rotates them.
const PATHS: Record<Icon['icon'], string> = {
  arrow: 'M4 12h15M13 6l6 6-6 6',
  chevron: 'M9 5l7 7-7 7',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  play: 'M8 5l11 7-11 7z',
  plus: 'M12 5v14M5 12h14',
  download: 'M12 4v12M6 11l6 6 6-6M5 20h14',
};

const ROTATION = { right: 0, down: 90, left: 180, up: 270 } as const;

/**
 * A button target's icon (content-blocks §3): decorative, since the target's text names the link even when
 * only the icon shows (`iconOnly` keeps the text for assistive technology).
 *
 * @example
 * <TargetIcon icon={{ icon: 'arrow', dir: 'right' }} />
 */
export function TargetIcon({ icon }: { icon: Icon }) {
  const rotation = ROTATION[icon.dir ?? 'right'];
  return (
    <svg className="sb-cta__icon" aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
      <path
        d={PATHS[icon.icon]}
        fill={icon.icon === 'play' ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        transform={rotation && icon.icon !== 'plus' ? `rotate(${rotation} 12 12)` : undefined}
      />
    </svg>
  );
}
