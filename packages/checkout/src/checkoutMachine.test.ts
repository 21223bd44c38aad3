import { ApiError } from '@switchback/api-client';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { checkoutMachine } from './checkoutMachine';
import type {
  CheckoutAddress,
  CheckoutBilling,
  CheckoutShipping,
  ExpressCheckoutOutput,
  ExpressProfile,
  PayLaterResult,
  PlacedOrder,
  PlaceOrderInput,
} from './checkoutTypes';
import { EXPRESS_PAY_STORE_CONTEXT } from './orderConfirmationSearch';
import { NETWORK_ERROR_MESSAGE } from './toCheckoutError';

const address: CheckoutAddress = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '1 Trail Way',
  city: 'Portland',
  postalCode: '97201',
  country: 'US',
};
const shipping: CheckoutShipping = { shipments: [{ shippingId: 'me', methodCode: 'standard', address }] };
const billing: CheckoutBilling = { address, paymentMethodId: 'CREDIT_CARD', instrumentId: 'sandbox_tok_visa_4242' };
const payLaterBilling: CheckoutBilling = { address, paymentMethodId: 'KLARNA' };
const incompleteShipping: CheckoutShipping = { shipments: [{ shippingId: 'me', methodCode: 'pickup' }] };
const confirmed: PlacedOrder = { orderNumber: 'SB40000123', status: 'confirmed' };
const pending: PlacedOrder = {
  orderNumber: 'SB40000124',
  status: 'pending_payment',
  flash: [
    {
      type: 'PaymentNotAuthorized',
      action: { type: 'threeDS2', url: 'http://127.0.0.1:4100/challenge/pay_1', authorisationId: 'pay_1' },
    },
  ],
};

const apiError = (errorId: string, status = 400) =>
  new ApiError({ status, errorId, message: `server says ${errorId}`, correlationId: 'c-1', call: 'test' });
const networkError = () => new TypeError('fetch failed');
const never = <T>() => new Promise<T>(() => {});

type Snapshot = SnapshotFrom<typeof checkoutMachine>;
const settled = (actor: ReturnType<typeof start>, value: Parameters<Snapshot['matches']>[0]) =>
  waitFor(actor, (snapshot: Snapshot) => snapshot.matches(value), { timeout: 1000 });

function start(machine = checkoutMachine, input?: Parameters<typeof createActor<typeof checkoutMachine>>[1]) {
  return createActor(machine, input).start();
}

async function toSummary(machine = checkoutMachine) {
  const actor = start(machine);
  actor.send({ type: 'shipping.submit', shipping });
  await settled(actor, 'billing');
  actor.send({ type: 'billing.submit', billing });
  await settled(actor, 'summary');
  return actor;
}

describe('checkoutMachine: steps', () => {
  it('starts at shipping with nothing entered', () => {
    const snapshot = start().getSnapshot();
    expect(snapshot.value).toBe('shipping');
    expect(snapshot.context).toMatchObject({
      shipping: null,
      billing: null,
      order: null,
      confirmedOrder: null,
      status: null,
      error: null,
    });
  });

  it('starts at shipping with restored data, which it keeps', () => {
    const actor = start(checkoutMachine, { input: { shipping, billing } });
    expect(actor.getSnapshot().value).toBe('shipping');
    expect(actor.getSnapshot().context).toMatchObject({ shipping, billing });
  });

  it('goes shipping → saving → billing → saving → summary, storing what the save calls answer', async () => {
    const saved: CheckoutShipping = {
      shipments: [{ ...shipping.shipments[0]!, address: { ...address, city: 'PORTLAND' } }],
    };
    const saveShipping = vi.fn(async ({ input }: { input: { shipping: CheckoutShipping } }) => {
      expect(input.shipping).toBe(shipping);
      return saved;
    });
    const actor = start(checkoutMachine.provide({ actors: { saveShipping: fromPromise(saveShipping) } }));
    actor.send({ type: 'shipping.submit', shipping });
    expect(actor.getSnapshot().value).toBe('savingShipping');
    await settled(actor, 'billing');
    expect(actor.getSnapshot().context.shipping).toBe(saved);
    actor.send({ type: 'billing.submit', billing });
    expect(actor.getSnapshot().value).toBe('savingBilling');
    await settled(actor, 'summary');
    expect(actor.getSnapshot().context.billing).toEqual(billing);
  });

  it('stays on shipping when shippingComplete refuses, and says so through can()', () => {
    const actor = start();
    expect(actor.getSnapshot().can({ type: 'shipping.submit', shipping: incompleteShipping })).toBe(false);
    actor.send({ type: 'shipping.submit', shipping: incompleteShipping });
    expect(actor.getSnapshot().value).toBe('shipping');
    expect(actor.getSnapshot().context.shipping).toBeNull();
  });

  it('stays on billing when billingComplete refuses', async () => {
    const actor = start();
    actor.send({ type: 'shipping.submit', shipping });
    await settled(actor, 'billing');
    actor.send({ type: 'billing.submit', billing: { ...billing, address: { ...address, postalCode: '' } } });
    expect(actor.getSnapshot().value).toBe('billing');
    expect(actor.getSnapshot().context.billing).toBeNull();
  });

  it('refuses a pay-later billing submit before the provider approved it', async () => {
    const actor = start();
    actor.send({ type: 'shipping.submit', shipping });
    await settled(actor, 'billing');
    actor.send({ type: 'billing.submit', billing: payLaterBilling });
    expect(actor.getSnapshot().value).toBe('billing');
  });

  it('ignores events that belong to another step', () => {
    const actor = start();
    actor.send({ type: 'billing.submit', billing });
    actor.send({ type: 'order.place', botToken: 'ok' });
    actor.send({ type: 'step.back' });
    actor.send({ type: 'challenge.complete', challengeResult: 'x' });
    expect(actor.getSnapshot().value).toBe('shipping');
    expect(actor.getSnapshot().context.billing).toBeNull();
  });

  it('goes back one step at a time, keeping what was entered', async () => {
    const actor = await toSummary();
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().value).toBe('billing');
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().value).toBe('shipping');
    expect(actor.getSnapshot().context).toMatchObject({ shipping, billing });
  });

  it('jumps from the summary to the step being edited', async () => {
    const editShipping = await toSummary();
    editShipping.send({ type: 'step.edit', step: 'shipping' });
    expect(editShipping.getSnapshot().value).toBe('shipping');
    const editBilling = await toSummary();
    editBilling.send({ type: 'step.edit', step: 'billing' });
    expect(editBilling.getSnapshot().value).toBe('billing');
  });

  it('must be re-validated after going back', async () => {
    const actor = await toSummary();
    actor.send({ type: 'step.edit', step: 'shipping' });
    actor.send({ type: 'shipping.submit', shipping: incompleteShipping });
    expect(actor.getSnapshot().value).toBe('shipping');
    expect(actor.getSnapshot().context.shipping).toBe(shipping);
  });

  it('lets provided guards replace the defaults by name', async () => {
    const shippingComplete = vi.fn((_: unknown, params: { shipping: CheckoutShipping }) =>
      params.shipping.shipments.every((s) => s.methodCode === 'pickup'),
    );
    const actor = start(checkoutMachine.provide({ guards: { shippingComplete } }));
    actor.send({ type: 'shipping.submit', shipping });
    expect(actor.getSnapshot().value).toBe('shipping');
    actor.send({ type: 'shipping.submit', shipping: incompleteShipping });
    await settled(actor, 'billing');
    expect(shippingComplete).toHaveBeenLastCalledWith(expect.anything(), { shipping: incompleteShipping });
  });
});

describe('checkoutMachine: network and API errors at each step', () => {
  it('shipping: back on shipping with a network error, then a retry moves on and clears it', async () => {
    let attempt = 0;
    const actor = start(
      checkoutMachine.provide({
        actors: {
          saveShipping: fromPromise<CheckoutShipping, { shipping: CheckoutShipping }>(async ({ input }) => {
            attempt += 1;
            if (attempt === 1) throw networkError();
            return input.shipping;
          }),
        },
      }),
    );
    actor.send({ type: 'shipping.submit', shipping });
    await settled(actor, 'shipping');
    expect(actor.getSnapshot().context.error).toEqual({
      kind: 'network',
      during: 'shipping',
      errorId: null,
      message: NETWORK_ERROR_MESSAGE,
    });
    actor.send({ type: 'shipping.submit', shipping });
    await settled(actor, 'billing');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('shipping: an API error keeps its id and the catalogue message', async () => {
    const actor = start(
      checkoutMachine.provide({
        actors: {
          saveShipping: fromPromise<CheckoutShipping, { shipping: CheckoutShipping }>(async () => {
            throw apiError('SHP404');
          }),
        },
      }),
    );
    actor.send({ type: 'shipping.submit', shipping });
    await settled(actor, 'shipping');
    expect(actor.getSnapshot().context.error).toMatchObject({ kind: 'api', during: 'shipping', errorId: 'SHP404' });
    expect(actor.getSnapshot().context.error?.message).not.toBe('server says SHP404');
  });

  it('billing: back on billing with the error', async () => {
    const actor = start(
      checkoutMachine.provide({
        actors: {
          saveBilling: fromPromise<CheckoutBilling, { billing: CheckoutBilling; payLaterToken: string | null }>(
            async () => {
              throw networkError();
            },
          ),
        },
      }),
    );
    actor.send({ type: 'shipping.submit', shipping });
    await settled(actor, 'billing');
    actor.send({ type: 'billing.submit', billing });
    await settled(actor, 'billing');
    expect(actor.getSnapshot().context.error).toMatchObject({ kind: 'network', during: 'billing' });
  });

  it('error.dismiss clears the message', async () => {
    const actor = start(
      checkoutMachine.provide({
        actors: {
          saveShipping: fromPromise<CheckoutShipping, { shipping: CheckoutShipping }>(async () => {
            throw networkError();
          }),
        },
      }),
    );
    actor.send({ type: 'shipping.submit', shipping });
    await settled(actor, 'shipping');
    actor.send({ type: 'error.dismiss' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('checkoutMachine: express checkout', () => {
  const profile: ExpressProfile = {
    enabled: true,
    loggedIn: true,
    defaultCardId: 'pi_1',
    defaultShippingAddress: address,
    pickupOnly: false,
  };
  const expressDone: ExpressCheckoutOutput = {
    shipping,
    billing: { address, paymentMethodId: 'CREDIT_CARD', instrumentId: 'pi_1' },
  };

  it('adds the address, prepares the order, sets EXPRESS and opens at summary', async () => {
    const expressCheckout = vi.fn(async ({ input }: { input: ExpressProfile }) => {
      expect(input).toBe(profile);
      return expressDone;
    });
    const actor = start(checkoutMachine.provide({ actors: { expressCheckout: fromPromise(expressCheckout) } }), {
      input: { express: profile },
    });
    expect(actor.getSnapshot().value).toBe('express');
    await settled(actor, 'summary');
    expect(actor.getSnapshot().context).toMatchObject({ status: 'EXPRESS', shipping, billing: expressDone.billing });
    expect(expressCheckout).toHaveBeenCalledTimes(1);
  });

  it('is taken for a pickup-only cart without a default address', async () => {
    const actor = start(
      checkoutMachine.provide({ actors: { expressCheckout: fromPromise(async () => expressDone) } }),
      {
        input: { express: { ...profile, defaultShippingAddress: null, pickupOnly: true } },
      },
    );
    await settled(actor, 'summary');
    expect(actor.getSnapshot().context.status).toBe('EXPRESS');
  });

  it.each<[string, Partial<ExpressProfile>]>([
    ['disabled', { enabled: false }],
    ['a guest', { loggedIn: false }],
    ['no saved default card', { defaultCardId: null }],
    ['no default address and a cart that ships', { defaultShippingAddress: null, pickupOnly: false }],
  ])('opens at shipping when %s', (_, change) => {
    const expressCheckout = vi.fn(async () => expressDone);
    const actor = start(checkoutMachine.provide({ actors: { expressCheckout: fromPromise(expressCheckout) } }), {
      input: { express: { ...profile, ...change } },
    });
    expect(actor.getSnapshot().value).toBe('shipping');
    expect(actor.getSnapshot().context.status).toBeNull();
    expect(expressCheckout).not.toHaveBeenCalled();
  });

  it('falls back to shipping with the error when preparing fails', async () => {
    const actor = start(
      checkoutMachine.provide({
        actors: {
          expressCheckout: fromPromise<ExpressCheckoutOutput, ExpressProfile>(async () => {
            throw networkError();
          }),
        },
      }),
      { input: { express: profile } },
    );
    await settled(actor, 'shipping');
    expect(actor.getSnapshot().context).toMatchObject({ status: null, error: { kind: 'network', during: 'express' } });
  });
});

describe('checkoutMachine: pay-later provider', () => {
  async function authorise(result: PayLaterResult | Error) {
    const saveBilling = vi.fn(
      async ({ input }: { input: { billing: CheckoutBilling; payLaterToken: string | null } }) => input.billing,
    );
    const actor = start(
      checkoutMachine.provide({
        actors: {
          authorizePayLater: fromPromise<PayLaterResult, { billing: CheckoutBilling }>(async () => {
            if (result instanceof Error) throw result;
            return result;
          }),
          saveBilling: fromPromise(saveBilling),
        },
      }),
    );
    actor.send({ type: 'shipping.submit', shipping });
    await settled(actor, 'billing');
    actor.send({ type: 'payLater.authorize', billing: payLaterBilling });
    expect(actor.getSnapshot().value).toBe('authorisingPayLater');
    await waitFor(actor, (snapshot) => !snapshot.matches('authorisingPayLater') && !snapshot.matches('savingBilling'));
    return { actor, saveBilling };
  }

  it('approved: keeps the token, saves billing with it and opens the summary', async () => {
    const { actor, saveBilling } = await authorise({ status: 'approved', token: 'pl_auth_1' });
    expect(actor.getSnapshot().value).toBe('summary');
    expect(actor.getSnapshot().context.payLaterToken).toBe('pl_auth_1');
    expect(saveBilling).toHaveBeenCalledWith(
      expect.objectContaining({ input: { billing: payLaterBilling, payLaterToken: 'pl_auth_1' } }),
    );
  });

  it('show_form: stays on billing without an error', async () => {
    const { actor, saveBilling } = await authorise({ status: 'show_form' });
    expect(actor.getSnapshot().value).toBe('billing');
    expect(actor.getSnapshot().context).toMatchObject({ error: null, payLaterToken: null });
    expect(saveBilling).not.toHaveBeenCalled();
  });

  it.each<PayLaterResult>([{ status: 'denied' }, { status: 'approved' }, { status: 'error' }])(
    'anything else (%o): the PAY400 message',
    async (result) => {
      const { actor } = await authorise(result);
      expect(actor.getSnapshot().value).toBe('billing');
      expect(actor.getSnapshot().context.error).toMatchObject({ kind: 'payLater', errorId: 'PAY400' });
      expect(actor.getSnapshot().context.error?.message).toMatch(/pay-later/i);
    },
  );

  it('a network failure while authorising: back on billing with the network error', async () => {
    const { actor } = await authorise(networkError());
    expect(actor.getSnapshot().context.error).toMatchObject({ kind: 'network', during: 'payLater' });
  });

  it('is only offered with a complete address and the pay-later method', async () => {
    const actor = start();
    actor.send({ type: 'shipping.submit', shipping });
    await settled(actor, 'billing');
    expect(actor.getSnapshot().can({ type: 'payLater.authorize', billing })).toBe(false);
    expect(
      actor
        .getSnapshot()
        .can({ type: 'payLater.authorize', billing: { ...payLaterBilling, address: { ...address, city: '' } } }),
    ).toBe(false);
  });
});

describe('checkoutMachine: placing the order', () => {
  it('refuses to order anything until the app provides placeOrder', async () => {
    const actor = await toSummary();
    actor.send({ type: 'order.place', botToken: 'ok' });
    await settled(actor, 'summary');
    expect(actor.getSnapshot().context.error).toMatchObject({ kind: 'network', during: 'placement' });
  });

  it('places with the bot token and idempotency key, finalises, then returns to shipping with the confirmed order', async () => {
    const placeOrder = vi.fn(async ({ input }: { input: PlaceOrderInput }) => {
      expect(input).toMatchObject({
        shipping,
        billing,
        botToken: 'bot-ok',
        payLaterToken: null,
        inStoreSalesInfo: null,
      });
      expect(input.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
      return confirmed;
    });
    const finaliseOrder = vi.fn(async ({ input }: { input: { order: PlacedOrder } }) => {
      expect(input.order).toBe(confirmed);
    });
    const actor = await toSummary(
      checkoutMachine.provide({
        actors: { placeOrder: fromPromise(placeOrder), finaliseOrder: fromPromise(finaliseOrder) },
      }),
    );
    actor.send({ type: 'order.place', botToken: 'bot-ok' });
    expect(actor.getSnapshot().value).toBe('placing');
    await settled(actor, 'shipping');
    expect(actor.getSnapshot().context).toMatchObject({
      confirmedOrder: confirmed,
      order: null,
      shipping: null,
      billing: null,
      idempotencyKey: null,
    });
    expect(placeOrder).toHaveBeenCalledTimes(1);
    expect(finaliseOrder).toHaveBeenCalledTimes(1);
  });

  it('a double click places once', async () => {
    let release: (order: PlacedOrder) => void = () => {};
    const placeOrder = vi.fn(() => new Promise<PlacedOrder>((resolve) => (release = resolve)));
    const actor = await toSummary(checkoutMachine.provide({ actors: { placeOrder: fromPromise(placeOrder) } }));
    actor.send({ type: 'order.place', botToken: 'ok' });
    actor.send({ type: 'order.place', botToken: 'ok' });
    release(confirmed);
    await settled(actor, 'shipping');
    expect(placeOrder).toHaveBeenCalledTimes(1);
  });

  it('a retry after a failure sends the same idempotency key; new billing data gets a new one', async () => {
    const keys: string[] = [];
    const placeOrder = fromPromise<PlacedOrder, PlaceOrderInput>(async ({ input }) => {
      keys.push(input.idempotencyKey);
      if (keys.length < 3) throw keys.length === 1 ? networkError() : apiError('PYT300', 402);
      return confirmed;
    });
    const actor = await toSummary(checkoutMachine.provide({ actors: { placeOrder } }));
    actor.send({ type: 'order.place', botToken: 'ok' });
    await settled(actor, 'summary');
    expect(actor.getSnapshot().context.error).toMatchObject({ kind: 'network', during: 'placement' });
    actor.send({ type: 'order.place', botToken: 'ok' });
    await settled(actor, 'summary');
    expect(actor.getSnapshot().context.error).toMatchObject({ kind: 'api', errorId: 'PYT300' });
    expect(keys[1]).toBe(keys[0]);
    actor.send({ type: 'step.back' });
    actor.send({ type: 'billing.submit', billing: { ...billing, instrumentId: 'sandbox_tok_visa_1111' } });
    await settled(actor, 'summary');
    actor.send({ type: 'order.place', botToken: 'ok' });
    await settled(actor, 'shipping');
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('cannot go back while the order is being placed', async () => {
    const actor = await toSummary(
      checkoutMachine.provide({ actors: { placeOrder: fromPromise<PlacedOrder, PlaceOrderInput>(() => never()) } }),
    );
    actor.send({ type: 'order.place', botToken: 'ok' });
    actor.send({ type: 'step.back' });
    actor.send({ type: 'step.edit', step: 'shipping' });
    expect(actor.getSnapshot().value).toBe('placing');
    actor.stop();
  });

  it('a finalise failure still confirms the order and says what failed', async () => {
    const actor = await toSummary(
      checkoutMachine.provide({
        actors: {
          placeOrder: fromPromise(async () => confirmed),
          finaliseOrder: fromPromise<void, { order: PlacedOrder }>(async () => {
            throw networkError();
          }),
        },
      }),
    );
    actor.send({ type: 'order.place', botToken: 'ok' });
    await settled(actor, 'shipping');
    expect(actor.getSnapshot().context).toMatchObject({
      confirmedOrder: confirmed,
      error: { kind: 'network', during: 'finalise' },
    });
  });

  it('buy-in-store: the order carries inStoreSalesInfo of the associate session', async () => {
    const placeOrder = vi.fn(async (_: { input: PlaceOrderInput }) => confirmed);
    const actor = start(checkoutMachine.provide({ actors: { placeOrder: fromPromise(placeOrder) } }), {
      input: { inStore: { storeId: '0042', storeName: 'Denver', storeEmployeeId: 'E7', storeEmployeeName: 'Taylor' } },
    });
    actor.send({ type: 'shipping.submit', shipping });
    await settled(actor, 'billing');
    actor.send({ type: 'billing.submit', billing });
    await settled(actor, 'summary');
    actor.send({ type: 'order.place', botToken: 'ok' });
    await settled(actor, 'shipping');
    expect(placeOrder.mock.calls[0]?.[0].input.inStoreSalesInfo).toEqual({ storeId: '0042', storeEmployeeId: 'E7' });
  });
});

describe('checkoutMachine: 3-D Secure', () => {
  function withChallenge(patch: (input: { order: PlacedOrder; challengeResult: string }) => Promise<PlacedOrder>) {
    const finaliseOrder = vi.fn(async () => {});
    const resetCart = vi.fn(async (_: { input: { order: PlacedOrder | null } }) => {});
    const machine = checkoutMachine.provide({
      actors: {
        placeOrder: fromPromise(async () => pending),
        patchOrder: fromPromise(({ input }) => patch(input)),
        finaliseOrder: fromPromise(finaliseOrder),
        resetCart: fromPromise(resetCart),
      },
    });
    return { machine, finaliseOrder, resetCart };
  }

  it('a PaymentNotAuthorized flash with an action opens the challenge', async () => {
    const { machine } = withChallenge(async () => confirmed);
    const actor = await toSummary(machine);
    actor.send({ type: 'order.place', botToken: 'ok' });
    await settled(actor, 'challenge');
    expect(actor.getSnapshot().context.order).toBe(pending);
  });

  it('a flash without an action is no challenge', async () => {
    const actor = await toSummary(
      checkoutMachine.provide({
        actors: {
          placeOrder: fromPromise<PlacedOrder, PlaceOrderInput>(async () => ({
            ...pending,
            flash: [{ type: 'PaymentNotAuthorized' }],
          })),
        },
      }),
    );
    actor.send({ type: 'order.place', botToken: 'ok' });
    await settled(actor, 'shipping');
    expect(actor.getSnapshot().context.confirmedOrder?.orderNumber).toBe(pending.orderNumber);
  });

  it('passes: patches the order with the result, finalises, step back to shipping', async () => {
    const patch = vi.fn(async ({ order, challengeResult }: { order: PlacedOrder; challengeResult: string }) => {
      expect(order).toBe(pending);
      expect(challengeResult).toBe('result-1');
      return { ...pending, status: 'confirmed', flash: [] };
    });
    const { machine, finaliseOrder, resetCart } = withChallenge(patch);
    const actor = await toSummary(machine);
    actor.send({ type: 'order.place', botToken: 'ok' });
    await settled(actor, 'challenge');
    actor.send({ type: 'challenge.complete', challengeResult: 'result-1' });
    expect(actor.getSnapshot().value).toBe('patchingOrder');
    await settled(actor, 'shipping');
    expect(actor.getSnapshot().context.confirmedOrder).toMatchObject({
      orderNumber: pending.orderNumber,
      status: 'confirmed',
    });
    expect(finaliseOrder).toHaveBeenCalledTimes(1);
    expect(resetCart).not.toHaveBeenCalled();
  });

  it("fails: 'payment authentication error', order cleared, new cart, back to billing", async () => {
    const { machine, finaliseOrder, resetCart } = withChallenge(async () => {
      throw apiError('PAY401', 402);
    });
    const actor = await toSummary(machine);
    actor.send({ type: 'order.place', botToken: 'ok' });
    await settled(actor, 'challenge');
    const key = actor.getSnapshot().context.idempotencyKey;
    actor.send({ type: 'challenge.complete', challengeResult: 'failed' });
    await settled(actor, 'billing');
    expect(actor.getSnapshot().context).toMatchObject({
      order: null,
      confirmedOrder: null,
      shipping,
      error: { kind: 'paymentAuthentication', message: 'payment authentication error' },
    });
    expect(resetCart.mock.calls[0]?.[0].input.order).toBe(pending);
    expect(finaliseOrder).not.toHaveBeenCalled();
    actor.send({ type: 'billing.submit', billing });
    await settled(actor, 'summary');
    expect(actor.getSnapshot().context.idempotencyKey).not.toBe(key);
  });

  it('a network failure while patching keeps the challenge open to retry', async () => {
    let attempt = 0;
    const { machine } = withChallenge(async () => {
      attempt += 1;
      if (attempt === 1) throw networkError();
      return { ...pending, status: 'confirmed' };
    });
    const actor = await toSummary(machine);
    actor.send({ type: 'order.place', botToken: 'ok' });
    await settled(actor, 'challenge');
    actor.send({ type: 'challenge.complete', challengeResult: 'r' });
    await settled(actor, 'challenge');
    expect(actor.getSnapshot().context.error).toMatchObject({ kind: 'network', during: 'challenge' });
    actor.send({ type: 'challenge.complete', challengeResult: 'r' });
    await settled(actor, 'shipping');
    expect(actor.getSnapshot().context.confirmedOrder?.status).toBe('confirmed');
  });

  it('can be resumed from a persisted order (a reload during the challenge)', async () => {
    const { machine } = withChallenge(async () => ({ ...pending, status: 'confirmed' }));
    const resumed = machine.resolveState({
      value: 'challenge',
      context: { ...start().getSnapshot().context, shipping, billing, order: pending, idempotencyKey: 'k-12345678' },
    });
    const actor = createActor(machine, { snapshot: resumed }).start();
    actor.send({ type: 'challenge.complete', challengeResult: 'r' });
    await settled(actor, 'shipping');
    expect(actor.getSnapshot().context.confirmedOrder?.orderNumber).toBe(pending.orderNumber);
  });
});

describe('checkoutMachine: a network error at every step', () => {
  const profile: ExpressProfile = {
    enabled: true,
    loggedIn: true,
    defaultCardId: 'pi_1',
    defaultShippingAddress: address,
    pickupOnly: false,
  };
  type PatchInput = { order: PlacedOrder; challengeResult: string };
  const failing = <Output, Input>() =>
    fromPromise<Output, Input>(async () => {
      throw networkError();
    });
  const challengeMachine = (overrides: NonNullable<Parameters<typeof checkoutMachine.provide>[0]['actors']>) =>
    checkoutMachine.provide({
      actors: {
        placeOrder: fromPromise(async () => pending),
        patchOrder: fromPromise<PlacedOrder, PatchInput>(async () => ({ ...pending, status: 'confirmed' })),
        ...overrides,
      },
    });

  // For each call the machine makes: how to get there with that call failing, where the shopper lands, what shows.
  const cases: Record<
    string,
    {
      reach: () => Promise<ReturnType<typeof start>>;
      lands: string;
      error: Record<string, unknown>;
      keepsOrder?: boolean;
    }
  > = {
    expressCheckout: {
      reach: async () =>
        start(
          checkoutMachine.provide({ actors: { expressCheckout: failing<ExpressCheckoutOutput, ExpressProfile>() } }),
          { input: { express: profile } },
        ),
      lands: 'shipping',
      error: { kind: 'network', during: 'express' },
    },
    saveShipping: {
      reach: async () => {
        const actor = start(
          checkoutMachine.provide({
            actors: { saveShipping: failing<CheckoutShipping, { shipping: CheckoutShipping }>() },
          }),
        );
        actor.send({ type: 'shipping.submit', shipping });
        return actor;
      },
      lands: 'shipping',
      error: { kind: 'network', during: 'shipping' },
    },
    saveBilling: {
      reach: async () => {
        const actor = start(
          checkoutMachine.provide({
            actors: {
              saveBilling: failing<CheckoutBilling, { billing: CheckoutBilling; payLaterToken: string | null }>(),
            },
          }),
        );
        actor.send({ type: 'shipping.submit', shipping });
        await settled(actor, 'billing');
        actor.send({ type: 'billing.submit', billing });
        return actor;
      },
      lands: 'billing',
      error: { kind: 'network', during: 'billing' },
    },
    authorizePayLater: {
      reach: async () => {
        const actor = start(
          checkoutMachine.provide({
            actors: { authorizePayLater: failing<PayLaterResult, { billing: CheckoutBilling }>() },
          }),
        );
        actor.send({ type: 'shipping.submit', shipping });
        await settled(actor, 'billing');
        actor.send({ type: 'payLater.authorize', billing: payLaterBilling });
        return actor;
      },
      lands: 'billing',
      error: { kind: 'network', during: 'payLater' },
    },
    // The app's placeOrder prepares the order and then places it: a failure of either lands here.
    placeOrder: {
      reach: async () => {
        const actor = await toSummary(
          checkoutMachine.provide({ actors: { placeOrder: failing<PlacedOrder, PlaceOrderInput>() } }),
        );
        actor.send({ type: 'order.place', botToken: 'ok' });
        return actor;
      },
      lands: 'summary',
      error: { kind: 'network', during: 'placement' },
    },
    patchOrder: {
      reach: async () => {
        const actor = await toSummary(challengeMachine({ patchOrder: failing<PlacedOrder, PatchInput>() }));
        actor.send({ type: 'order.place', botToken: 'ok' });
        await settled(actor, 'challenge');
        actor.send({ type: 'challenge.complete', challengeResult: 'r' });
        return actor;
      },
      lands: 'challenge',
      error: { kind: 'network', during: 'challenge' },
      // The result never reached the API: the pending order stays, so the result can be sent again.
      keepsOrder: true,
    },
    finaliseOrder: {
      reach: async () => {
        const actor = await toSummary(
          checkoutMachine.provide({
            actors: {
              placeOrder: fromPromise(async () => confirmed),
              finaliseOrder: failing<void, { order: PlacedOrder }>(),
            },
          }),
        );
        actor.send({ type: 'order.place', botToken: 'ok' });
        return actor;
      },
      lands: 'shipping',
      error: { kind: 'network', during: 'finalise' },
    },
    // The new cart after a refused 3-D Secure could not be made: the shopper still reads why the payment failed.
    resetCart: {
      reach: async () => {
        const actor = await toSummary(
          challengeMachine({
            patchOrder: fromPromise<PlacedOrder, PatchInput>(async () => {
              throw apiError('PAY401', 402);
            }),
            resetCart: failing<void, { order: PlacedOrder | null }>(),
          }),
        );
        actor.send({ type: 'order.place', botToken: 'ok' });
        await settled(actor, 'challenge');
        actor.send({ type: 'challenge.complete', challengeResult: 'failed' });
        return actor;
      },
      lands: 'billing',
      error: { kind: 'paymentAuthentication', message: 'payment authentication error' },
    },
  };

  it('covers every call the machine invokes', () => {
    const states = Object.values(checkoutMachine.config.states ?? {}) as {
      invoke?: { src: unknown } | { src: unknown }[];
    }[];
    const invoked = states.flatMap((state) =>
      state.invoke ? [state.invoke].flat().map((entry) => String(entry.src)) : [],
    );
    expect(Object.keys(cases).sort()).toEqual([...new Set(invoked)].sort());
  });

  it.each(Object.entries(cases))(
    '%s: the shopper lands on a step they can act from, with the error shown',
    async (_, { reach, lands, error, keepsOrder }) => {
      const actor = await reach();
      await settled(actor, lands as Parameters<Snapshot['matches']>[0]);
      expect(actor.getSnapshot().context.error).toMatchObject(error);
      expect(actor.getSnapshot().context.order).toEqual(keepsOrder ? pending : null);
      actor.stop();
    },
  );
});

describe('checkoutMachine: express-pay storeContext (spec §2)', () => {
  const profile: ExpressProfile = {
    enabled: true,
    loggedIn: true,
    defaultCardId: 'pi_1',
    defaultShippingAddress: address,
    pickupOnly: false,
  };
  const expressDone: ExpressCheckoutOutput = {
    shipping,
    billing: { address, paymentMethodId: 'CREDIT_CARD', instrumentId: 'pi_1' },
  };

  it('an express order is confirmed with the express-pay storeContext', async () => {
    const actor = start(
      checkoutMachine.provide({
        actors: {
          expressCheckout: fromPromise(async () => expressDone),
          placeOrder: fromPromise(async () => confirmed),
        },
      }),
      {
        input: { express: profile },
      },
    );
    await settled(actor, 'summary');
    actor.send({ type: 'order.place', botToken: 'ok' });
    await settled(actor, 'shipping');
    expect(actor.getSnapshot().context.confirmedOrder).toEqual({
      ...confirmed,
      storeContext: EXPRESS_PAY_STORE_CONTEXT,
    });
  });

  it('keeps it through a 3-D Secure challenge resumed from the persisted order', async () => {
    const actor = start(
      checkoutMachine.provide({
        actors: { expressCheckout: fromPromise(async () => expressDone), placeOrder: fromPromise(async () => pending) },
      }),
      {
        input: { express: profile },
      },
    );
    await settled(actor, 'summary');
    actor.send({ type: 'order.place', botToken: 'ok' });
    await settled(actor, 'challenge');
    const persisted = actor.getSnapshot().context.order;
    expect(persisted?.storeContext).toBe(EXPRESS_PAY_STORE_CONTEXT);

    // A later request resumes at the challenge from the persisted order alone (no express status in its context).
    const machine = checkoutMachine.provide({
      actors: {
        patchOrder: fromPromise<PlacedOrder, { order: PlacedOrder; challengeResult: string }>(async () => ({
          ...pending,
          status: 'confirmed',
          flash: [],
        })),
      },
    });
    const resumed = machine.resolveState({
      value: 'challenge',
      context: { ...start().getSnapshot().context, shipping, billing, order: persisted, idempotencyKey: 'k-12345678' },
    });
    const again = createActor(machine, { snapshot: resumed }).start();
    again.send({ type: 'challenge.complete', challengeResult: 'r' });
    await settled(again, 'shipping');
    expect(again.getSnapshot().context.confirmedOrder).toMatchObject({
      status: 'confirmed',
      storeContext: EXPRESS_PAY_STORE_CONTEXT,
    });
  });

  it('a normal checkout order has none', async () => {
    const actor = await toSummary(
      checkoutMachine.provide({ actors: { placeOrder: fromPromise(async () => confirmed) } }),
    );
    actor.send({ type: 'order.place', botToken: 'ok' });
    await settled(actor, 'shipping');
    expect(actor.getSnapshot().context.confirmedOrder).toEqual(confirmed);
  });
});
