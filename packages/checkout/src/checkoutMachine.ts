import { assign, fromPromise, setup } from 'xstate';
import type {
  CheckoutBilling,
  CheckoutContext,
  CheckoutEvent,
  CheckoutInput,
  CheckoutShipping,
  EditableCheckoutStep,
  PlacedOrder,
  PlaceOrderInput,
} from './checkoutTypes';
import { isBillingComplete, isShippingComplete } from './isShippingComplete';

/**
 * The checkout flow: shipping → billing → summary → placing the order (commerce-core §2, §4).
 * Submits move forward only when the named guards `shippingComplete` / `billingComplete` accept the
 * submitted data; `step.back` and `step.edit` return to earlier steps keeping what was entered;
 * `order.place` runs the app's `placeOrder` actor and ends in `placed` with the order as output, or
 * returns to `summary` with `context.error`.
 *
 * Apps replace the guards and the actor with `.provide()`, e.g. to apply the server's address rules
 * or call the API. The default `placeOrder` fails, so nothing is ever ordered by accident.
 *
 * @example
 * ```ts
 * import { createActor, fromPromise } from 'xstate';
 * import { checkoutMachine } from '@switchback/checkout';
 *
 * const actor = createActor(
 *   checkoutMachine.provide({
 *     actors: { placeOrder: fromPromise(async ({ input }) => api.placeOrder(input)) },
 *   }),
 * ).start();
 * actor.send({ type: 'shipping.submit', shipping });
 * actor.send({ type: 'billing.submit', billing });
 * actor.send({ type: 'order.place' });
 * ```
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    // `void`, not `undefined`: inference drops `undefined` from the optional `input` slot, which would
    // make createActor(checkoutMachine) demand an input.
    input: {} as CheckoutInput | void,
    output: {} as PlacedOrder,
  },
  actors: {
    placeOrder: fromPromise<PlacedOrder, PlaceOrderInput>(async () => {
      throw new Error('checkoutMachine: provide a placeOrder actor with checkoutMachine.provide({ actors })');
    }),
  },
  guards: {
    shippingComplete: (_, params: { shipping: CheckoutShipping }) => isShippingComplete(params.shipping),
    billingComplete: (_, params: { billing: CheckoutBilling }) => isBillingComplete(params.billing),
    isEditing: (_, params: { requested: EditableCheckoutStep; step: EditableCheckoutStep }) =>
      params.requested === params.step,
  },
  actions: {
    storeShipping: assign((_, params: { shipping: CheckoutShipping }) => ({ shipping: params.shipping })),
    storeBilling: assign((_, params: { billing: CheckoutBilling }) => ({ billing: params.billing })),
    storeOrder: assign((_, params: { order: PlacedOrder }) => ({ order: params.order })),
    storeError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    clearError: assign({ error: undefined }),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    shipping: (input && input.shipping) ?? null,
    billing: (input && input.billing) ?? null,
    order: null,
    error: undefined,
  }),
  initial: 'shipping',
  states: {
    shipping: {
      on: {
        'shipping.submit': {
          guard: { type: 'shippingComplete', params: ({ event }) => ({ shipping: event.shipping }) },
          actions: { type: 'storeShipping', params: ({ event }) => ({ shipping: event.shipping }) },
          target: 'billing',
        },
      },
    },
    billing: {
      on: {
        'billing.submit': {
          guard: { type: 'billingComplete', params: ({ event }) => ({ billing: event.billing }) },
          actions: { type: 'storeBilling', params: ({ event }) => ({ billing: event.billing }) },
          target: 'summary',
        },
        'step.back': { target: 'shipping' },
        'step.edit': {
          guard: { type: 'isEditing', params: ({ event }) => ({ requested: event.step, step: 'shipping' }) },
          target: 'shipping',
        },
      },
    },
    summary: {
      on: {
        'order.place': { target: 'placingOrder' },
        'step.back': { target: 'billing' },
        'step.edit': [
          {
            guard: { type: 'isEditing', params: ({ event }) => ({ requested: event.step, step: 'shipping' }) },
            target: 'shipping',
          },
          {
            guard: { type: 'isEditing', params: ({ event }) => ({ requested: event.step, step: 'billing' }) },
            target: 'billing',
          },
        ],
      },
    },
    placingOrder: {
      entry: 'clearError',
      invoke: {
        src: 'placeOrder',
        input: ({ context }) => {
          // Only reachable from summary, which needs both steps accepted.
          if (!context.shipping || !context.billing) throw new Error('checkoutMachine: summary reached without both steps');
          return { shipping: context.shipping, billing: context.billing };
        },
        onDone: {
          target: 'placed',
          actions: { type: 'storeOrder', params: ({ event }) => ({ order: event.output }) },
        },
        onError: {
          target: 'summary',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    placed: {
      type: 'final',
    },
  },
  output: ({ context }) => {
    if (!context.order) throw new Error('checkoutMachine: finished without an order');
    return context.order;
  },
});
