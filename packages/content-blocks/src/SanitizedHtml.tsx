import type { CSSProperties, MouseEvent } from 'react';
import { useBlockContext } from './BlockContext';
import { withCarriedLocationInHtml } from './carriedQuery';
import { resolveBlockHref } from './resolveBlockHref';
import { useCleanHtml } from './richTextSanitizer';

/** Props of {@link SanitizedHtml}. */
export interface SanitizedHtmlProps {
  html: string;
  className?: string | undefined;
  /** Inline style (a block's `richTextColor` as `--sb-text-color`). */
  style?: CSSProperties | undefined;
}

/**
 * CMS rich text rendered through `sanitizeRichText` (`useCleanHtml`: on the server when the blocks were prepared
 * there): the only way a block puts editor HTML on the page.
 * A `#modal…` or `?…#modal…` link inside the text opens the page's modal through the block context's
 * `onOpenModal`, like a button target does (the query of a `?…` link is not merged for links in rich text:
 * the HTML is not rewritten per location). Internal links get the carried query parameters of the page
 * and, in preview, its `/pre` path (`withCarriedLocationInHtml`) when the block context knows the location.
 *
 * @example
 * <SanitizedHtml className="sb-hero__rich-text" html={block.richText.html} />
 */
export function SanitizedHtml({ html, className, style }: SanitizedHtmlProps) {
  const { onOpenModal, location } = useBlockContext();
  const sanitized = useCleanHtml(html);
  const clean = location ? withCarriedLocationInHtml(sanitized, location) : sanitized;
  if (clean === '') return null;
  const onClick = onOpenModal
    ? (event: MouseEvent<HTMLDivElement>) => {
        const link = (event.target as Element).closest?.('a[href]');
        const modalId = link ? resolveBlockHref(link.getAttribute('href') ?? '')?.modalId : undefined;
        if (modalId === undefined) return;
        event.preventDefault();
        onOpenModal(modalId);
      }
    : undefined;
  // The click listener only catches activations of the links inside (Enter on a link fires click too), so
  // the wrapper needs no key handler and no role.
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- see above
  return <div className={className} style={style} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}
