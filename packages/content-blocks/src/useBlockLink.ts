import type { MouseEvent } from 'react';
import { useBlockContext } from './BlockContext';
import { resolveBlockHref } from './resolveBlockHref';

/** Anchor props for a CMS link, or `undefined` when the link is unsafe and must not be rendered. */
export interface BlockLinkProps {
  href: string;
  'aria-haspopup'?: 'dialog' | undefined;
  onClick?: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
}

/**
 * Turns a CMS link into anchor props with the rules of content-blocks §2 (through `resolveBlockHref`): unsafe
 * links give `undefined`, `?…#modal…` merges into the current query, and a modal link opens the page's modal
 * through the block context when the app provides an opener.
 *
 * @example
 * const link = useBlockLink(target.url);
 * return link ? <a {...link}>{target.text}</a> : null;
 */
export function useBlockLink(url: string | undefined): BlockLinkProps | undefined {
  const { location, onOpenModal } = useBlockContext();
  const resolved = url === undefined ? undefined : resolveBlockHref(url, location);
  if (!resolved) return undefined;
  const { href, modalId } = resolved;
  if (modalId === undefined) return { href };
  return {
    href,
    'aria-haspopup': 'dialog',
    onClick: onOpenModal
      ? (event) => {
          event.preventDefault();
          onOpenModal(modalId);
        }
      : undefined,
  };
}
