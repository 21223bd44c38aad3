import { isPreparedBlock } from './preparedBlock';

// Its own module: the browser needs only this, not the list of types (blockStylesheets.ts).
/**
 * The stylesheet addresses the prepared blocks anywhere in a value need (each block's `$stylesheets`, set by
 * `prepareBlocks` with a `stylesheetHref` option), in first-seen order and without repeats — e.g. over every
 * loader's data of a page, so the document links exactly the block types its content draws.
 *
 * @example
 * collectBlockStylesheets([{ page: { blocks: preparedBlocks } }]); // ['/assets/hero-3f2a.css', …]
 */
export function collectBlockStylesheets(value: unknown): string[] {
  const found = new Set<string>();
  const seen = new Set<object>();
  const visit = (node: unknown): void => {
    if (typeof node !== 'object' || node === null || seen.has(node)) return;
    seen.add(node);
    if (isPreparedBlock(node) && Array.isArray(node.$stylesheets))
      for (const href of node.$stylesheets) found.add(href);
    for (const child of Array.isArray(node) ? node : Object.values(node)) visit(child);
  };
  visit(value);
  return [...found];
}
