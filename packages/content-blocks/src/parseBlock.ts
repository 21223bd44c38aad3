import { blockRegistry, type AnyBlockDefinition, type BlockRegistry } from './blockRegistry';
import { describeIssue } from './describeIssue';

/** A block as the CMS sends it: an id, a type the registry knows it by, an editor's name, and its fields. */
export interface Block {
  id: string;
  type: string;
  name?: string | undefined;
  [field: string]: unknown;
}

/** The outcome of {@link parseBlock}: a block ready to draw, or why it cannot be drawn. */
export type ParsedBlock =
  | { status: 'ok'; type: string; definition: AnyBlockDefinition; props: Record<string, unknown> }
  | { status: 'unknown-type'; type: string | undefined; reason: string }
  | { status: 'invalid'; type: string; reason: string; problems: string[] };

/**
 * Looks a CMS block up in the registry and validates it against its schema, without throwing: whatever
 * the CMS sends, the result says what to draw or why not.
 *
 * @example
 * const parsed = parseBlock({ id: 'x', type: 'carousel3d' });
 * // { status: 'unknown-type', type: 'carousel3d', reason: 'Unknown block type "carousel3d".' }
 */
export function parseBlock(block: unknown, registry: BlockRegistry = blockRegistry): ParsedBlock {
  const type = isRecord(block) && typeof block.type === 'string' ? block.type : undefined;
  if (type === undefined) {
    return { status: 'unknown-type', type, reason: 'The entry has no block type.' };
  }
  const definition = registry.get(type);
  if (!definition) {
    return { status: 'unknown-type', type, reason: `Unknown block type "${type}": no component renders it yet.` };
  }
  const result = definition.schema.safeParse(block);
  if (!result.success) {
    return {
      status: 'invalid',
      type,
      reason: `The ${definition.label} block does not have the fields it needs.`,
      problems: result.error.issues.map((issue) => describeIssue(issue, block)),
    };
  }
  return { status: 'ok', type, definition, props: result.data as Record<string, unknown> };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
