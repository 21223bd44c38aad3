import { createContext, useContext } from 'react';

/** Marks the wrapper of a server-drawn block whose markup the browser keeps as it is (`StaticBlock`). */
export const STATIC_ATTRIBUTE = 'data-sb-static';

/**
 * The markup of the blocks inside an island that is about to be drawn live (the inner HTML of each one's static
 * block or island wrapper), by block type and id and by wrapper (`''` for a static block, else the island's name):
 * the static blocks and islands mounted by that very render take their markup from here instead of drawing with
 * their code. Emptied once that render is committed, so a block mounted later (a segment that changed) is drawn
 * as usual.
 */
export type HeldMarkup = Map<string, string>;

const HeldMarkupContext = createContext<HeldMarkup | undefined>(undefined);
const SlotContext = createContext<string | undefined>(undefined);

/** Gives the blocks drawn by an island's live render the markup they had (see {@link holdMarkup}). */
export const HeldMarkupProvider = HeldMarkupContext.Provider;

/** Names the block a `BlockSlot` holds (its type and id) for the static block or island inside it. */
export const SlotProvider = SlotContext.Provider;

/** The key of a block in {@link HeldMarkup}. */
export function slotKey(type: string, id: string): string {
  return `${type}\u0000${id}`;
}

/**
 * Reads the markup of every block inside an island's server markup, just before its live render replaces it:
 * for each slot (`data-block-type`, `data-block-id`), the inner HTML of its static block's or island's wrapper.
 * The first slot of a block wins when a page draws the same block twice. Islands outside any block slot inside it
 * (the shop's mega menu inside its header) are held by their name, the first of a name winning.
 *
 * @example
 * const held = holdMarkup(wrapper); // then draw live inside <HeldMarkupProvider value={held}>
 */
export function holdMarkup(root: Element): HeldMarkup {
  const held: HeldMarkup = new Map();
  for (const slot of root.querySelectorAll('[data-block-id][data-block-type]')) {
    const content = slot.querySelector(`[${STATIC_ATTRIBUTE}], [data-sb-island]`);
    if (!content || content.closest('[data-block-id]') !== slot) continue;
    const wrapper = content.getAttribute('data-sb-island') ?? '';
    const key = `${slotKey(slot.getAttribute('data-block-type')!, slot.getAttribute('data-block-id')!)}\u0000${wrapper}`;
    if (!held.has(key)) held.set(key, content.innerHTML);
  }
  for (const island of root.querySelectorAll('[data-sb-island]')) {
    const slot = island.closest('[data-block-id]');
    if (slot && root.contains(slot)) continue;
    const key = islandKey(island.getAttribute('data-sb-island')!);
    if (!held.has(key)) held.set(key, island.innerHTML);
  }
  return held;
}

/** The key in {@link HeldMarkup} of an island outside any block slot, by its name. */
function islandKey(name: string): string {
  return `\u0000island\u0000${name}`;
}

/**
 * The markup this block had inside an island now drawn live, for its static block (`''`) or its island (the
 * island's name) mounting in that render — or, outside a block slot, the markup of the island of that name;
 * `undefined` anywhere else. Call it in the component body and use the
 * result to initialise state.
 *
 * @example
 * const held = useHeldMarkup('');
 * const [markup] = useState(() => serverMarkup(id) ?? held);
 */
export function useHeldMarkup(wrapper: string): { __html: string } | undefined {
  const held = useContext(HeldMarkupContext);
  const slot = useContext(SlotContext);
  const html =
    slot === undefined
      ? wrapper === ''
        ? undefined
        : held?.get(islandKey(wrapper))
      : held?.get(`${slot}\u0000${wrapper}`);
  return html === undefined ? undefined : { __html: html };
}
