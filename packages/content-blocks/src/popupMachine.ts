import { setup } from 'xstate';

/** Events of {@link popupMachine}. */
export type PopupEvent =
  { type: 'popup.arm' } | { type: 'popup.expand' } | { type: 'popup.minimize' } | { type: 'popup.close' };

/**
 * A pop-up's life (content-blocks §4): `idle` until the component has checked it may show (`popup.arm`: not
 * dismissed, not yet shown on this page), `waiting` for its delay, then `minimized`, `expanded` on the
 * shopper's request (`popup.minimize` goes back), and `dismissed` (final) on a close action. The delay is
 * input, in milliseconds.
 *
 * @example
 * const actor = createActor(popupMachine, { input: { delayMs: 2000 } }).start();
 * actor.send({ type: 'popup.arm' }); // minimised 2 s later
 */
export const popupMachine = setup({
  types: { context: {} as { delayMs: number }, events: {} as PopupEvent, input: {} as { delayMs: number } },
  delays: { popupDelay: ({ context }) => context.delayMs },
}).createMachine({
  id: 'popup',
  context: ({ input }) => ({ delayMs: input.delayMs }),
  initial: 'idle',
  states: {
    idle: { on: { 'popup.arm': 'waiting' } },
    waiting: { after: { popupDelay: 'minimized' } },
    minimized: { on: { 'popup.expand': 'expanded', 'popup.close': 'dismissed' } },
    expanded: { on: { 'popup.minimize': 'minimized', 'popup.close': 'dismissed' } },
    dismissed: { type: 'final' },
  },
});
