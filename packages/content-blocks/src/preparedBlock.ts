import type { PromotionTracking } from './blockEvents';

/** Why a prepared block is not drawn (the outcome of its schema check on the server). */
export interface PreparedBlockProblem {
  kind: 'unknown-type' | 'invalid';
  reason: string;
  problems: string[];
}

/**
 * A CMS block after `prepareBlocks` checked it on the server: its schema's output (the props its component is
 * drawn with, nested blocks prepared too) or, for a block that cannot be drawn, the problem and the block as sent.
 * It crosses to the browser as loader data, so the browser draws it without the schema.
 */
export type PreparedBlock = {
  /** Marks a prepared block (a plain CMS block has no such field). */
  $prepared: true;
  id: string;
  type: string;
  /** The block's `promotionTracking`, checked. */
  $promotion?: PromotionTracking | undefined;
  /** The addresses of the stylesheets the block's type needs, when the app asked for them (`prepareBlocks` options). */
  $stylesheets?: string[] | undefined;
  /** Set when the block is not drawn. */
  $problem?: PreparedBlockProblem | undefined;
  /** The block as the CMS sent it, kept only with a problem (preview shows it, the app logs it). */
  $source?: unknown;
  [field: string]: unknown;
};

/**
 * Whether a value is a block that `prepareBlocks` produced.
 *
 * @example
 * isPreparedBlock({ id: 'h', type: 'hero' }); // false
 */
export function isPreparedBlock(value: unknown): value is PreparedBlock {
  return typeof value === 'object' && value !== null && (value as { $prepared?: unknown }).$prepared === true;
}
