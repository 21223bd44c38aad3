import { Button, type ButtonVariant, type Responsive } from '@switchback/ui';
import type { CSSProperties } from 'react';
import type { ButtonTarget } from './blockFieldSchemas';
import { useBlockContext } from './BlockContext';
import { resolveBlockHref } from './resolveBlockHref';
import { TargetIcon } from './TargetIcon';

/** Props of {@link CallToActions}. */
export interface CallToActionsProps {
  targets: readonly ButtonTarget[];
  /** The buttons sit on media or a dark background. */
  inverse?: boolean | undefined;
  /** Editors see why a button is missing; shoppers just do not get it. */
  preview?: boolean | undefined;
  className?: string | undefined;
  /**
   * Marks a button as the current page (`aria-current="page"` and the highlighted style); given the href as
   * rendered. The CTA collection uses it for its highlight rule.
   */
  isHighlighted?: ((href: string) => boolean) | undefined;
}

/**
 * The call-to-action links of a block, each through `safeHref` and the CMS link rules of `resolveBlockHref`.
 * Links are never buttons here: they navigate. A `#modal…` link opens the page's modal through the block
 * context's `onOpenModal` (when the app gives one; otherwise it only sets the hash), and a `?…#modal…` link
 * merges its query into the current one.
 *
 * @example
 * <CallToActions targets={[{ id: 't1', text: 'Shop boots', url: '/en-gb/c/boots-1234', style: { sm: 'primary' } }]} />
 */
export function CallToActions({
  targets,
  inverse = false,
  preview = false,
  className,
  isHighlighted,
}: CallToActionsProps) {
  const { location, onOpenModal } = useBlockContext();
  if (targets.length === 0) return null;
  return (
    <div className={className ? `sb-ctas ${className}` : 'sb-ctas'}>
      {targets.map((target, index) => {
        const key = target.id ?? `${index}`;
        const resolved = resolveBlockHref(target.url, location);
        if (resolved === undefined) {
          return preview ? (
            <p key={key} className="sb-block-note">
              Button “{target.text}” is hidden: its link “{target.url}” is not an http(s), mailto, tel or relative URL.
            </p>
          ) : null;
        }
        const { href, modalId } = resolved;
        const opensNewTab = target.targetAttribute === '_blank' && modalId === undefined;
        const highlighted = isHighlighted?.(href) ?? false;
        const look = targetLook(target, highlighted);
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
            className={look.className}
            style={look.style}
            aria-current={highlighted ? 'page' : undefined}
            aria-haspopup={modalId !== undefined ? 'dialog' : undefined}
            onClick={
              modalId !== undefined && onOpenModal
                ? (event) => {
                    event.preventDefault();
                    onOpenModal(modalId);
                  }
                : undefined
            }
          >
            {target.icon && target.iconPosition === 'left' ? <TargetIcon icon={target.icon} /> : null}
            {look.iconOnly ? <span className="sb-visually-hidden">{target.text}</span> : target.text}
            {target.icon && target.iconPosition !== 'left' ? <TargetIcon icon={target.icon} /> : null}
          </Button>
        );
      })}
    </div>
  );
}

type TargetStyle = NonNullable<ButtonTarget['style']>;

// The per-target look of §3: underline (never, hover, always), text-link and hover colours, icon only.
function targetLook(target: ButtonTarget, highlighted: boolean) {
  const classes: string[] = [];
  const style: Record<string, string> = {};
  if (highlighted) classes.push('sb-button--highlighted');
  if (target.underline) classes.push(`sb-cta--underline-${target.underline}`);
  if (target.textLinkColor) {
    classes.push('sb-cta--colored');
    style['--sb-cta-color'] = target.textLinkColor;
  }
  if (target.hoverColor) {
    classes.push('sb-cta--hover-colored');
    style['--sb-cta-hover-color'] = target.hoverColor;
  }
  const iconOnly = target.iconOnly === true && target.icon !== undefined;
  if (iconOnly) classes.push('sb-cta--icon-only');
  return {
    className: classes.length > 0 ? classes.join(' ') : undefined,
    style: Object.keys(style).length > 0 ? (style as CSSProperties) : undefined,
    iconOnly,
  };
}

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
