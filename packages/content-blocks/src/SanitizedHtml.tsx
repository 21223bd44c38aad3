import { useMemo } from 'react';
import { sanitizeRichText } from './sanitizeRichText';

/** Props of {@link SanitizedHtml}. */
export interface SanitizedHtmlProps {
  html: string;
  className?: string | undefined;
}

/**
 * CMS rich text rendered through {@link sanitizeRichText}: the only way a block puts editor HTML on the page.
 *
 * @example
 * <SanitizedHtml className="sb-hero__rich-text" html={block.richText.html} />
 */
export function SanitizedHtml({ html, className }: SanitizedHtmlProps) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  if (clean === '') return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
