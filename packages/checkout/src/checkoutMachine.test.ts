import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { checkoutMachine } from './checkoutMachine';
import type { CheckoutAddress, CheckoutBilling, CheckoutShipping, PlacedOrder, PlaceOrderInput } from './checkoutTypes';

const address: CheckoutAddress = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '1 Trail Way',
  city: 'Portland',
  postalCode: '97201',
  country: 'US',
};
const shipping: CheckoutShipping = { shipments: [{ shippingId: 'me', methodCode: 'standard', address }] };
const billing: CheckoutBilling = { address, paymentMethodId: 'CREDIT_CARD' };
const incompleteShipping: CheckoutShipping = { shipments: [{ shippingId: 'me', methodCode: 'pickup' }] };

function start(machine = checkoutMachine) {
  return createActor(machine).start();
}

function toSummary(machine = checkoutMachine) {
  const actor = start(machine);
  actor.send({ type: 'shipping.submit', shipping });
  actor.send({ type: 'billing.submit', billing });
  return actor;
}

describe('checkoutMachine', () => {
  it('starts at shipping with nothing entered', () => {
    const snapshot = start().getSnapshot();
    expect(snapshot.value).toBe('shipping');
    expect(snapshot.context).toEqual({ shipping: null, billing: null, order: null, error: undefined });
  });

  it('starts at shipping even with restored data, which it keeps', () => {
    const actor = createActor(checkoutMachine, { input: { shipping, billing } }).start();
    expect(actor.getSnapshot().value).toBe('shipping');
    expect(actor.getSnapshot().context.shipping).toBe(shipping);
    expect(actor.getSnapshot().context.billing).toBe(billing);
  });

  it('goes shipping → billing → summary on complete submits', () => {
    const actor = start();
    actor.send({ type: 'shipping.submit', shipping });
    expect(actor.getSnapshot().value).toBe('billing');
    expect(actor.getSnapshot().context.shipping).toBe(shipping);
    actor.send({ type: 'billing.submit', billing });
    expect(actor.getSnapshot().value).toBe('summary');
    expect(actor.getSnapshot().context.billing).toBe(billing);
  });

  it('stays on shipping when shippingComplete refuses, and says so through can()', () => {
    const actor = start();
    expect(actor.getSnapshot().can({ type: 'shipping.submit', shipping: incompleteShipping })).toBe(false);
    actor.send({ type: 'shipping.submit', shipping: incompleteShipping });
    expect(actor.getSnapshot().value).toBe('shipping');
    expect(actor.getSnapshot().context.shipping).toBeNull();
  });

  it('stays on billing when billingComplete refuses', () => {
    const actor = start();
    actor.send({ type: 'shipping.submit', shipping });
    actor.send({ type: 'billing.submit', billing: { ...billing, address: { ...address, postalCode: '' } } });
    expect(actor.getSnapshot().value).toBe('billing');
    expect(actor.getSnapshot().context.billing).toBeNull();
  });

  it('ignores events that belong to another step', () => {
    const actor = start();
    actor.send({ type: 'billing.submit', billing });
    actor.send({ type: 'order.place' });
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().value).toBe('shipping');
    expect(actor.getSnapshot().context.billing).toBeNull();
  });

  it('goes back one step at a time, keeping what was entered', () => {
    const actor = toSummary();
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().value).toBe('billing');
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().value).toBe('shipping');
    expect(actor.getSnapshot().context).toEqual(expect.objectContaining({ shipping, billing }));
  });

  it('jumps from the summary to the step being edited', () => {
    const editShipping = toSummary();
    editShipping.send({ type: 'step.edit', step: 'shipping' });
    expect(editShipping.getSnapshot().value).toBe('shipping');

    const editBilling = toSummary();
    editBilling.send({ type: 'step.edit', step: 'billing' });
    expect(editBilling.getSnapshot().value).toBe('billing');
  });

  it('only edits steps that come before the current one', () => {
    const actor = start();
    actor.send({ type: 'shipping.submit', shipping });
    actor.send({ type: 'step.edit', step: 'billing' });
    expect(actor.getSnapshot().value).toBe('billing');
    actor.send({ type: 'step.edit', step: 'shipping' });
    expect(actor.getSnapshot().value).toBe('shipping');
  });

  it('must be re-validated after going back', () => {
    const actor = toSummary();
    actor.send({ type: 'step.edit', step: 'shipping' });
    actor.send({ type: 'shipping.submit', shipping: incompleteShipping });
    expect(actor.getSnapshot().value).toBe('shipping');
    expect(actor.getSnapshot().context.shipping).toBe(shipping);
  });

  describe('placing the order', () => {
    const order: PlacedOrder = { orderNumber: 'SB-000123' };

    it('refuses to order anything until the app provides placeOrder', async () => {
      const actor = toSummary();
      actor.send({ type: 'order.place' });
      await waitFor(actor, (snapshot) => snapshot.matches('summary'));
      expect(String(actor.getSnapshot().context.error)).toMatch(/provide a placeOrder actor/);
    });

    it('hands both steps to placeOrder and finishes with the order as output', async () => {
      const placeOrder = vi.fn(async ({ input }: { input: PlaceOrderInput }) => {
        expect(input).toEqual({ shipping, billing });
        return order;
      });
      const actor = toSummary(checkoutMachine.provide({ actors: { placeOrder: fromPromise(placeOrder) } }));
      actor.send({ type: 'order.place' });
      expect(actor.getSnapshot().value).toBe('placingOrder');
      const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
      expect(done.value).toBe('placed');
      expect(done.output).toEqual(order);
      expect(placeOrder).toHaveBeenCalledTimes(1);
    });

    it('returns to the summary with the error when placement fails, and clears it on retry', async () => {
      let attempt = 0;
      const failure = new Error('PAY400');
      const actor = toSummary(
        checkoutMachine.provide({
          actors: {
            placeOrder: fromPromise<PlacedOrder, PlaceOrderInput>(async () => {
              attempt += 1;
              if (attempt === 1) throw failure;
              return order;
            }),
          },
        }),
      );
      actor.send({ type: 'order.place' });
      await waitFor(actor, (snapshot) => snapshot.matches('summary'));
      expect(actor.getSnapshot().context.error).toBe(failure);

      actor.send({ type: 'order.place' });
      expect(actor.getSnapshot().context.error).toBeUndefined();
      const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
      expect(done.output).toEqual(order);
    });

    it('cannot go back while the order is being placed', () => {
      const actor = toSummary(
        checkoutMachine.provide({ actors: { placeOrder: fromPromise<PlacedOrder, PlaceOrderInput>(() => new Promise(() => {})) } }),
      );
      actor.send({ type: 'order.place' });
      actor.send({ type: 'step.back' });
      actor.send({ type: 'step.edit', step: 'shipping' });
      expect(actor.getSnapshot().value).toBe('placingOrder');
      actor.stop();
    });
  });

  describe('provided guards', () => {
    it('replace the defaults by name and receive the submitted data', () => {
      const shippingComplete = vi.fn((_: unknown, params: { shipping: CheckoutShipping }) =>
        params.shipping.shipments.every((shipment) => shipment.methodCode === 'pickup'),
      );
      const actor = start(checkoutMachine.provide({ guards: { shippingComplete } }));
      actor.send({ type: 'shipping.submit', shipping });
      expect(actor.getSnapshot().value).toBe('shipping');
      actor.send({ type: 'shipping.submit', shipping: incompleteShipping });
      expect(actor.getSnapshot().value).toBe('billing');
      expect(shippingComplete).toHaveBeenLastCalledWith(expect.anything(), { shipping: incompleteShipping });
    });

    it('let an app apply stricter billing rules', () => {
      const actor = start(
        checkoutMachine.provide({ guards: { billingComplete: (_, params) => params.billing.paymentMethodId !== 'KLARNA' } }),
      );
      actor.send({ type: 'shipping.submit', shipping });
      actor.send({ type: 'billing.submit', billing: { ...billing, paymentMethodId: 'KLARNA' } });
      expect(actor.getSnapshot().value).toBe('billing');
    });
  });
});
