import { createElement, type ReactNode } from 'react';
import { experienceKey, selectExperienceVariant, type ExperienceVariant } from '@switchback/personalisation';
import type { BlockContextValue } from './BlockContext';
import type { ServedIsland } from './BlockIsland';
import { blockCatalog } from './blockCatalog';
import { isPreparedBlock } from './preparedBlock';

type Fields = Readonly<Record<string, unknown>>;

/** What the server's choice of a container depends on in the browser. */
type ChoiceContext = Pick<BlockContextValue, 'shopper' | 'testOverride' | 'experienceDecisions'>;

/** How a container type chose on the server. */
interface ContainerChoosing {
  /**
   * A key of everything its choice depends on in the browser, or `undefined` when the browser itself may still
   * choose, or the choice does something of its own when shown.
   */
  settled: (block: Fields, context: ChoiceContext) => string | undefined;
  /** Every list of blocks it may draw, in order. */
  alternatives: (block: Fields) => unknown[][];
}

/** The `targets` of each entry of the given array fields of a container block (missing or malformed: none). */
function targetsOf(block: Fields, fields: readonly string[]): unknown[][] {
  return fields.flatMap((field) => {
    const entries = block[field];
    if (!Array.isArray(entries)) return [];
    return entries.map((entry: unknown) => {
      const targets = (entry as { targets?: unknown } | null)?.targets;
      return Array.isArray(targets) ? (targets as unknown[]) : [];
    });
  });
}

const containers: Readonly<Record<string, ContainerChoosing>> = {
  // Decided on the server, an experience shows that decision whatever the page global says; left to the server only
  // when that is its baseline (a variant reports `experienceShown` from the block's code). Undecided, the page
  // global may decide it in the browser at any time.
  experience: {
    settled: (block, context) => {
      if (typeof block.experienceId !== 'string') return undefined;
      const decision = context.experienceDecisions?.[experienceKey(block.experienceId)];
      if (!decision) return undefined;
      const variants = Array.isArray(block.variants) ? (block.variants as ExperienceVariant[]) : [];
      const choice = selectExperienceVariant(variants, decision, context.testOverride);
      return choice.source === 'baseline' ? JSON.stringify([decision, context.testOverride ?? null]) : undefined;
    },
    alternatives: (block) => targetsOf(block, ['baselines', 'variants']),
  },
  // A segmentation block chooses from the shopper and the test override alone, both known to the server.
  segmentation: {
    settled: (_block, context) => JSON.stringify([context.shopper ?? null, context.testOverride ?? null]),
    alternatives: (block) => targetsOf(block, ['segments', 'baselines']),
  },
};

/** What a container drew on the server: its one element (tag and attributes) around the blocks it chose, or nothing. */
export type ServedContainerChoice =
  { tag: string; attributes: Record<string, string>; targets: readonly unknown[] } | { tag: undefined };

// Attributes a container's element may carry that React renders back under the same name (`class` as className).
const COPIED_ATTRIBUTE = /^(class|id|role|data-[\w.-]+|aria-[\w-]+)$/;

/** The ids of the blocks of a list that the renderer draws a slot for (no problem, a catalogued type). */
function drawnIds(targets: readonly unknown[]): string[] | undefined {
  const ids: string[] = [];
  for (const target of targets) {
    if (!isPreparedBlock(target)) return undefined;
    if (!target.$problem && blockCatalog.has(target.type)) ids.push(target.id);
  }
  return ids;
}

/**
 * Reads what a container drew on the server from its island's wrapper: its one element, whose children are the
 * slots (`data-block-id`) of the blocks of one of its `alternatives`, that list being the one whose drawn blocks
 * have exactly those ids in that order. `undefined` when the markup is anything else (the container's code then
 * draws it). The lists must be prepared blocks (`prepareBlocks`), as the renderer draws them.
 *
 * @example
 * readServedContainer(wrapper, [baselineTargets, variantTargets]); // { tag: 'div', attributes: {…}, targets: baselineTargets }
 */
export function readServedContainer(
  wrapper: Element,
  alternatives: readonly (readonly unknown[])[],
): ServedContainerChoice | undefined {
  if (wrapper.childNodes.length === 0) return { tag: undefined };
  const root = wrapper.firstChild;
  if (wrapper.childNodes.length !== 1 || !(root instanceof Element)) return undefined;
  const attributes: Record<string, string> = {};
  for (const { name, value } of Array.from(root.attributes)) {
    if (!COPIED_ATTRIBUTE.test(name)) return undefined;
    attributes[name === 'class' ? 'className' : name] = value;
  }
  const slots = Array.from(root.childNodes);
  if (!slots.every((slot) => slot instanceof Element && slot.hasAttribute('data-block-id'))) return undefined;
  const shown = (slots as Element[]).map((slot) => slot.getAttribute('data-block-id'));
  const targets = alternatives.find((list) => {
    const ids = drawnIds(list);
    return ids !== undefined && ids.length === shown.length && ids.every((id, index) => id === shown[index]);
  });
  return targets ? { tag: root.localName, attributes, targets } : undefined;
}

/**
 * Serves a container whose choice the server made for good without its code: while what that choice depends on
 * (the shopper, the test override, the server's experience decisions) stays as it was when the page hydrated, its
 * element and chosen blocks are read back from the server's markup and drawn with `renderBlocks` — as the
 * container itself draws them — so static blocks inside keep their markup and interactive ones hydrate as usual;
 * when it changes, the container's code loads and chooses again (see `DeferredIsland`). `undefined` for a block
 * that is not such a container: a segmentation block always is; an experience when the server decided it and it
 * shows its baseline (undecided, the page global may decide it in the browser; a variant reports itself when shown).
 *
 * @example
 * <BlockIsland type="segmentation" render={draw} served={servedContainer(block, { shopper }, renderBlocks)} />
 */
export function servedContainer(
  block: Fields & { type: string },
  context: ChoiceContext,
  renderBlocks: (blocks: readonly unknown[]) => ReactNode,
): ServedIsland<ServedContainerChoice> | undefined {
  const choosing = containers[block.type];
  const key = choosing?.settled(block, context);
  if (!choosing || key === undefined) return undefined;
  const alternatives = choosing.alternatives(block);
  return {
    key,
    read: (wrapper) => readServedContainer(wrapper, alternatives),
    draw: (choice) =>
      choice.tag === undefined ? null : createElement(choice.tag, choice.attributes, renderBlocks(choice.targets)),
  };
}
