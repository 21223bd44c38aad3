/**
 * A content block as the CMS delivers it: `id`, `type` and `name` always, then the fields of its type with the
 * names of the content-blocks spec §3 (title, subtitle, richText, media, targets, gradientStyle, …).
 */
export interface ContentBlock {
  id: string;
  type: string;
  name: string;
  [field: string]: unknown;
}

/** An image reference inside a block. */
export interface BlockMedia {
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** A call-to-action or link of a block (spec "Button target"); `style` is per breakpoint. */
export interface BlockTarget {
  id: string;
  text: string;
  url: string;
  style: { sm: string; md?: string; lg?: string };
}
