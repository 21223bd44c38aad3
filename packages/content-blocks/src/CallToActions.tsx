import { Button, type ButtonVariant, type Responsive } from '@switchback/ui';
import type { ButtonTarget } from './blockFieldSchemas';
import { useBlockContext } from './BlockContext';
import { resolveBlockHref } from './resolveBlockHref';

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
export function CallToActions({ targets, inverse = false, preview = false, className, isHighlighted }: CallToActionsProps) {
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
            className={highlighted ? 'sb-button--highlighted' : undefined}
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
