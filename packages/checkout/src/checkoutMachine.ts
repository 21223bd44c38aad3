import { assign, fromPromise, setup } from 'xstate';
import type {
  CheckoutBilling,
  CheckoutContext,
  CheckoutError,
  CheckoutEvent,
  CheckoutInput,
  CheckoutShipping,
  EditableCheckoutStep,
  ExpressCheckoutOutput,
  ExpressProfile,
  PayLaterResult,
  PlacedOrder,
  PlaceOrderInput,
} from './checkoutTypes';
import { isBillingComplete, isShippingComplete } from './isShippingComplete';
import { challengeOf } from './challengeOf';
import { EXPRESS_PAY_STORE_CONTEXT } from './orderConfirmationSearch';
import { PAY_LATER_ERROR_ID, toCheckoutError } from './toCheckoutError';
import { defaultErrorCatalogue } from '@switchback/api-client';

const newKey = () => globalThis.crypto.randomUUID();

/**
 * The checkout flow of commerce-core §2 and §4 as an xstate v5 machine.
 *
 * `starting` takes express checkout when the shopper qualifies (enabled, logged in, a saved default card, and a
 * default shipping address or a pickup-only cart): actor `expressCheckout` adds the address and prepares the
 * order, the status becomes `EXPRESS` and the flow opens at `summary`. Otherwise it opens at `shipping`.
 *
 * `shipping` → (`saveShipping`) → `billing` → (`saveBilling`, or `authorizePayLater` for the pay-later provider)
 * → `summary` → (`placeOrder`, with a bot-check token and one idempotency key per attempt) → `finalising`
 * (`finaliseOrder`: confirmation, cart reset) → back to `shipping` with `context.confirmedOrder`; after express
 * checkout that order carries `storeContext` for the confirmation page (`orderConfirmationSearch`).
 * An order with a `PaymentNotAuthorized` flash and an action waits in `challenge` for the 3-D Secure result,
 * which `patchOrder` sends; a refused authentication shows 'payment authentication error', clears the order,
 * makes a new cart (`resetCart`) and returns to `billing`. Every call that fails leaves the shopper on the step
 * they were on with `context.error` (network failures included), ready to retry.
 *
 * Apps supply the calls with `.provide({ actors })`. The default `saveShipping`/`saveBilling` accept the data
 * as is; the default `placeOrder` fails, so nothing is ever ordered by accident.
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
 * actor.send({ type: 'order.place', botToken });
 * ```
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    // `void`, not `undefined`: inference drops `undefined` from the optional `input` slot, which would
    // make createActor(checkoutMachine) demand an input.
    input: {} as CheckoutInput | void,
  },
  actors: {
    expressCheckout: fromPromise<ExpressCheckoutOutput, ExpressProfile>(async () => {
      throw new Error('checkoutMachine: provide an expressCheckout actor to take express checkout');
    }),
    saveShipping: fromPromise<CheckoutShipping, { shipping: CheckoutShipping }>(async ({ input }) => input.shipping),
    saveBilling: fromPromise<CheckoutBilling, { billing: CheckoutBilling; payLaterToken: string | null }>(
      async ({ input }) => input.billing,
    ),
    authorizePayLater: fromPromise<PayLaterResult, { billing: CheckoutBilling }>(async () => {
      throw new Error('checkoutMachine: provide an authorizePayLater actor for the pay-later provider');
    }),
    placeOrder: fromPromise<PlacedOrder, PlaceOrderInput>(async () => {
      throw new Error('checkoutMachine: provide a placeOrder actor with checkoutMachine.provide({ actors })');
    }),
    patchOrder: fromPromise<PlacedOrder, { order: PlacedOrder; challengeResult: string }>(async () => {
      throw new Error('checkoutMachine: provide a patchOrder actor for 3-D Secure');
    }),
    finaliseOrder: fromPromise<void, { order: PlacedOrder }>(async () => {}),
    resetCart: fromPromise<void, { order: PlacedOrder | null }>(async () => {}),
  },
  guards: {
    expressEligible: ({ context }) => {
      const express = context.express;
      return (
        !!express &&
        express.enabled &&
        express.loggedIn &&
        !!express.defaultCardId &&
        (!!express.defaultShippingAddress || express.pickupOnly)
      );
    },
    shippingComplete: (_, params: { shipping: CheckoutShipping }) => isShippingComplete(params.shipping),
    billingComplete: ({ context }, params: { billing: CheckoutBilling }) =>
      isBillingComplete(params.billing) && (params.billing.paymentMethodId !== 'KLARNA' || !!context.payLaterToken),
    payLaterReady: (_, params: { billing: CheckoutBilling }) =>
      params.billing.paymentMethodId === 'KLARNA' && isBillingComplete(params.billing),
    payLaterApproved: (_, params: { result: PayLaterResult }) =>
      params.result.status === 'approved' && typeof params.result.token === 'string' && params.result.token !== '',
    payLaterShowsForm: (_, params: { result: PayLaterResult }) => params.result.status === 'show_form',
    needsChallenge: (_, params: { order: PlacedOrder }) => challengeOf(params.order) !== null,
    authenticationRefused: (_, params: { error: CheckoutError }) => params.error.kind === 'paymentAuthentication',
    isEditing: (_, params: { requested: EditableCheckoutStep; step: EditableCheckoutStep }) =>
      params.requested === params.step,
  },
  actions: {
    storeShipping: assign((_, params: { shipping: CheckoutShipping }) => ({
      shipping: params.shipping,
      idempotencyKey: null,
    })),
    storeBilling: assign((_, params: { billing: CheckoutBilling }) => ({
      billing: params.billing,
      idempotencyKey: null,
    })),
    storeExpress: assign((_, params: { output: ExpressCheckoutOutput }) => ({
      shipping: params.output.shipping,
      billing: params.output.billing,
      status: 'EXPRESS' as const,
    })),
    storePayLaterToken: assign((_, params: { token: string | null }) => ({ payLaterToken: params.token })),
    // An express checkout's order keeps its storeContext from placement through 3-D Secure to the confirmation.
    storeOrder: assign(({ context }, params: { order: PlacedOrder }) => {
      const storeContext =
        context.status === 'EXPRESS' ? EXPRESS_PAY_STORE_CONTEXT : (context.order?.storeContext ?? null);
      return { order: storeContext ? { ...params.order, storeContext } : params.order };
    }),
    ensureIdempotencyKey: assign({ idempotencyKey: ({ context }) => context.idempotencyKey ?? newKey() }),
    storeError: assign((_, params: { error: CheckoutError }) => ({ error: params.error })),
    clearError: assign({ error: null }),
    completeOrder: assign(({ context }) => ({
      confirmedOrder: context.order,
      order: null,
      shipping: null,
      billing: null,
      status: null,
      idempotencyKey: null,
      payLaterToken: null,
    })),
    dropOrder: assign({ order: null, idempotencyKey: null, payLaterToken: null }),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    shipping: (input && input.shipping) ?? null,
    billing: (input && input.billing) ?? null,
    order: null,
    confirmedOrder: null,
    status: null,
    idempotencyKey: null,
    payLaterToken: null,
    express: (input && input.express) ?? null,
    inStore: (input && input.inStore) ?? null,
    error: null,
  }),
  initial: 'starting',
  on: {
    'error.dismiss': { actions: 'clearError' },
  },
  states: {
    starting: {
      always: [{ guard: 'expressEligible', target: 'express' }, { target: 'shipping' }],
    },
    express: {
      entry: 'clearError',
      invoke: {
        src: 'expressCheckout',
        input: ({ context }) => context.express as ExpressProfile,
        onDone: {
          target: 'summary',
          actions: { type: 'storeExpress', params: ({ event }) => ({ output: event.output }) },
        },
        onError: {
          target: 'shipping',
          actions: { type: 'storeError', params: ({ event }) => ({ error: toCheckoutError(event.error, 'express') }) },
        },
      },
    },
    shipping: {
      on: {
        'shipping.submit': {
          guard: { type: 'shippingComplete', params: ({ event }) => ({ shipping: event.shipping }) },
          actions: { type: 'storeShipping', params: ({ event }) => ({ shipping: event.shipping }) },
          target: 'savingShipping',
        },
      },
    },
    savingShipping: {
      entry: 'clearError',
      invoke: {
        src: 'saveShipping',
        input: ({ context }) => ({ shipping: context.shipping as CheckoutShipping }),
        onDone: {
          target: 'billing',
          actions: { type: 'storeShipping', params: ({ event }) => ({ shipping: event.output }) },
        },
        onError: {
          target: 'shipping',
          actions: { type: 'storeError', params: ({ event }) => ({ error: toCheckoutError(event.error, 'shipping') }) },
        },
      },
    },
    billing: {
      on: {
        'billing.submit': {
          guard: { type: 'billingComplete', params: ({ event }) => ({ billing: event.billing }) },
          actions: { type: 'storeBilling', params: ({ event }) => ({ billing: event.billing }) },
          target: 'savingBilling',
        },
        'payLater.authorize': {
          guard: { type: 'payLaterReady', params: ({ event }) => ({ billing: event.billing }) },
          actions: { type: 'storeBilling', params: ({ event }) => ({ billing: event.billing }) },
          target: 'authorisingPayLater',
        },
        'step.back': { target: 'shipping' },
        'step.edit': {
          guard: { type: 'isEditing', params: ({ event }) => ({ requested: event.step, step: 'shipping' }) },
          target: 'shipping',
        },
      },
    },
    authorisingPayLater: {
      entry: ['clearError', { type: 'storePayLaterToken', params: { token: null } }],
      invoke: {
        src: 'authorizePayLater',
        input: ({ context }) => ({ billing: context.billing as CheckoutBilling }),
        onDone: [
          {
            guard: { type: 'payLaterApproved', params: ({ event }) => ({ result: event.output }) },
            actions: { type: 'storePayLaterToken', params: ({ event }) => ({ token: event.output.token ?? null }) },
            target: 'savingBilling',
          },
          // The provider shows its own form; nothing went wrong (spec §4).
          {
            guard: { type: 'payLaterShowsForm', params: ({ event }) => ({ result: event.output }) },
            target: 'billing',
          },
          {
            target: 'billing',
            actions: {
              type: 'storeError',
              params: {
                error: {
                  kind: 'payLater',
                  during: 'payLater',
                  errorId: PAY_LATER_ERROR_ID,
                  message: defaultErrorCatalogue[PAY_LATER_ERROR_ID] ?? PAY_LATER_ERROR_ID,
                },
              },
            },
          },
        ],
        onError: {
          target: 'billing',
          actions: { type: 'storeError', params: ({ event }) => ({ error: toCheckoutError(event.error, 'payLater') }) },
        },
      },
    },
    savingBilling: {
      entry: 'clearError',
      invoke: {
        src: 'saveBilling',
        input: ({ context }) => ({ billing: context.billing as CheckoutBilling, payLaterToken: context.payLaterToken }),
        onDone: {
          target: 'summary',
          actions: { type: 'storeBilling', params: ({ event }) => ({ billing: event.output }) },
        },
        onError: {
          target: 'billing',
          actions: { type: 'storeError', params: ({ event }) => ({ error: toCheckoutError(event.error, 'billing') }) },
        },
      },
    },
    summary: {
      entry: 'ensureIdempotencyKey',
      on: {
        'order.place': { target: 'placing' },
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
    placing: {
      // A second `order.place` (a double click) is not handled here, so it is dropped; a retry after a failure
      // reuses the idempotency key, so the API answers the order it may already have made.
      entry: 'clearError',
      invoke: {
        src: 'placeOrder',
        input: ({ context, event }) => {
          if (!context.shipping || !context.billing || !context.idempotencyKey)
            throw new Error('checkoutMachine: placing without both steps');
          return {
            shipping: context.shipping,
            billing: context.billing,
            idempotencyKey: context.idempotencyKey,
            botToken: event.type === 'order.place' ? event.botToken : '',
            payLaterToken: context.payLaterToken,
            inStoreSalesInfo: context.inStore
              ? { storeId: context.inStore.storeId, storeEmployeeId: context.inStore.storeEmployeeId }
              : null,
          };
        },
        onDone: [
          {
            guard: { type: 'needsChallenge', params: ({ event }) => ({ order: event.output }) },
            actions: { type: 'storeOrder', params: ({ event }) => ({ order: event.output }) },
            target: 'challenge',
          },
          { actions: { type: 'storeOrder', params: ({ event }) => ({ order: event.output }) }, target: 'finalising' },
        ],
        onError: {
          target: 'summary',
          actions: {
            type: 'storeError',
            params: ({ event }) => ({ error: toCheckoutError(event.error, 'placement') }),
          },
        },
      },
    },
    challenge: {
      on: {
        'challenge.complete': { target: 'patchingOrder' },
      },
    },
    patchingOrder: {
      entry: 'clearError',
      invoke: {
        src: 'patchOrder',
        input: ({ context, event }) => ({
          order: context.order as PlacedOrder,
          challengeResult: event.type === 'challenge.complete' ? event.challengeResult : '',
        }),
        onDone: {
          target: 'finalising',
          actions: { type: 'storeOrder', params: ({ event }) => ({ order: event.output }) },
        },
        onError: [
          {
            guard: {
              type: 'authenticationRefused',
              params: ({ event }) => ({ error: toCheckoutError(event.error, 'challenge') }),
            },
            actions: {
              type: 'storeError',
              params: ({ event }) => ({ error: toCheckoutError(event.error, 'challenge') }),
            },
            target: 'resettingCart',
          },
          // The result did not reach the API (network): the challenge stays open to send it again.
          {
            target: 'challenge',
            actions: {
              type: 'storeError',
              params: ({ event }) => ({ error: toCheckoutError(event.error, 'challenge') }),
            },
          },
        ],
      },
    },
    resettingCart: {
      invoke: {
        src: 'resetCart',
        input: ({ context }) => ({ order: context.order }),
        onDone: { target: 'billing', actions: 'dropOrder' },
        // The message the shopper must see is still the authentication failure; the app reloads the cart anyway.
        onError: { target: 'billing', actions: 'dropOrder' },
      },
    },
    finalising: {
      invoke: {
        src: 'finaliseOrder',
        input: ({ context }) => ({ order: context.order as PlacedOrder }),
        onDone: { target: 'shipping', actions: 'completeOrder' },
        // The order exists whatever happened to the cart reset: confirm it, and say what failed.
        onError: {
          target: 'shipping',
          actions: [
            'completeOrder',
            { type: 'storeError', params: ({ event }) => ({ error: toCheckoutError(event.error, 'finalise') }) },
          ],
        },
      },
    },
  },
});
