import { Button, type ButtonVariant, type Responsive } from '@switchback/ui';
import type { ButtonTarget } from './blockFieldSchemas';
import { safeHref } from './safeHref';

/** Props of {@link CallToActions}. */
export interface CallToActionsProps {
  targets: readonly ButtonTarget[];
  /** The buttons sit on media or a dark background. */
  inverse?: boolean | undefined;
  /** Editors see why a button is missing; shoppers just do not get it. */
  preview?: boolean | undefined;
  className?: string | undefined;
}

/**
 * The call-to-action links of a block, each through `safeHref`. Links are never buttons here: they navigate,
 * including the CMS's in-page `#modal…` and `?…#modal…` targets, which stay plain in-page links.
 *
 * @example
 * <CallToActions targets={[{ id: 't1', text: 'Shop boots', url: '/en-gb/c/boots-1234', style: { sm: 'primary' } }]} />
 */
export function CallToActions({ targets, inverse = false, preview = false, className }: CallToActionsProps) {
  if (targets.length === 0) return null;
  return (
    <div className={className ? `sb-ctas ${className}` : 'sb-ctas'}>
      {targets.map((target, index) => {
        const key = target.id ?? `${index}`;
        const href = safeHref(target.url);
        if (href === undefined) {
          return preview ? (
            <p key={key} className="sb-block-note">
              Button “{target.text}” is hidden: its link “{target.url}” is not an http(s), mailto, tel or relative URL.
            </p>
          ) : null;
        }
        const opensNewTab = target.targetAttribute === '_blank';
        return (
          <Button
            key={key}
            href={href}
            data-sb-target-id={target.id}
            variant={variantOf(target.style)}
            size={target.size}
            inverse={inverse || usesInverseStyle(target.style)}
            target={opensNewTab ? '_blank' : undefined}
            rel={opensNewTab ? 'noopener noreferrer' : undefined}
          >
            {target.text}
          </Button>
        );
      })}
    </div>
  );
}

type TargetStyle = NonNullable<ButtonTarget['style']>;

function variantOf(style: TargetStyle | undefined): Responsive<ButtonVariant> | undefined {
  if (!style) return undefined;
  const variant: Partial<Record<keyof TargetStyle, ButtonVariant>> = {};
  for (const breakpoint of ['sm', 'md', 'lg'] as const) {
    const value = style[breakpoint];
    if (value) variant[breakpoint] = value.replace(/-inverse$/, '') as ButtonVariant;
  }
  return variant;
}

// The inverse tone is one choice per button (it follows the surface behind it), so any inverse form wins.
function usesInverseStyle(style: TargetStyle | undefined): boolean {
  return Object.values(style ?? {}).some((value) => value?.endsWith('-inverse'));
}
