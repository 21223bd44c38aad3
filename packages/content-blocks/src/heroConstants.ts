// The hero's constants, in a module of their own: the Hero component uses them without its schema (and zod).

/** The hero's variants (content-blocks §2): text over the media, text below it, or a product picture over it. */
export const heroVariants = ['standard', 'content-below', 'product-overlay'] as const;

/** The product overlay picture's box per breakpoint (content-blocks §9), in CSS pixels. */
export const overlayPictureSizes = {
  sm: { width: 196, height: 343 },
  md: { width: 271, height: 467 },
  lg: { width: 344, height: 538 },
} as const;
