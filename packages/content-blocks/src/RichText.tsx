import type { RichTextBlock } from './richTextBlockSchema';
import { SanitizedHtml } from './SanitizedHtml';

/** Props of {@link RichText}. */
export type RichTextProps = Omit<RichTextBlock, 'type'> & { type?: 'richText' };

/**
 * A block of editor-written rich text (paragraphs, lists, headings, links, tables), sanitised with the shared
 * policy of `sanitizeRichText` before it reaches the page.
 *
 * @example
 * <RichText id="care" richText={{ html: '<h2>Care</h2><p>Wash at 30°C, reproof yearly.</p>' }} />
 */
export function RichText({ richText }: RichTextProps) {
  return <SanitizedHtml className="sb-rich-text sb-rich-text-block" html={richText.html} />;
}
