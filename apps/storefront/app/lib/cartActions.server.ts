import { errorMessageFor, isApiError, type Cart, type UpdateItemRequest } from '@switchback/api-client';
import { cartErrorFor, cartTextsFor, formatMoney, maxQuantityOf, type CartLifecycle } from '@switchback/cart';
import { recoverInvalidCustomer } from './cartLifecycle.server';
import { cartMessagesFor, type CartActionResult, type CartMessagePlacement } from './cartText';
import type { RequestSession } from './session.server';
import type { Store } from './store';

const INTENTS = new Set([
  'update',
  'remove',
  'saveForLater',
  'moveToCart',
  'removeSaved',
  'applyCoupon',
  'removeCoupon',
  'gift',
  'removeGift',
  'delivery',
  'giftCardBalance',
]);

function field(form: FormData, name: string): string | null {
  const value = form.get(name);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * Runs one cart form (spec §2 cart page) and says what happened. Lines and saved items are looked up in the
 * shopper's own cart, so a form can only name ids; product, UPC and limits come from the cart. Bad input answers a
 * message, never a half-done change.
 *
 * @example
 * export const action = async ({ request, context }) => runCartAction(await request.formData(), { session, store, lifecycle, cart });
 */
export async function runCartAction(
  form: FormData,
  { session, store, lifecycle, cart }: { session: RequestSession; store: Store; lifecycle: CartLifecycle; cart: Cart },
): Promise<CartActionResult> {
  const ACTION_TEXT = cartMessagesFor(store.locale).cartAction;
  const intent = field(form, 'intent') ?? '';
  const itemId = field(form, 'itemId');
  const answer = (
    ok: boolean,
    message: string,
    placement: CartMessagePlacement,
    id: string | null = itemId,
    status = ok ? 200 : 400,
  ): CartActionResult => ({
    ok,
    intent,
    message,
    placement,
    itemId: id,
    status,
  });
  const done = (message: string) => answer(true, message, 'status');
  if (!INTENTS.has(intent)) return answer(false, ACTION_TEXT.badRequest, 'top');

  const line = itemId ? cart.items.find((item) => item.id === itemId) : undefined;
  const needsLine = ['update', 'remove', 'saveForLater', 'gift', 'removeGift', 'delivery'].includes(intent);
  // A line another tab already removed: the spec's remove-failure message (§8), not the generic one.
  if (intent === 'remove' && !line) return answer(false, cartTextsFor(store.locale).removeFailed, 'top', null, 409);
  if (needsLine && !line) return answer(false, ACTION_TEXT.badRequest, 'top', null);
  const saved = itemId ? cart.saveForLaterItems?.find((entry) => entry.itemId === itemId) : undefined;
  if ((intent === 'moveToCart' || intent === 'removeSaved') && !saved)
    return answer(false, ACTION_TEXT.badRequest, 'top', null);

  const api = session.api({ siteId: store.siteId, locale: store.locale });
  try {
    switch (intent) {
      case 'update': {
        // The stepper's − and + buttons send `step`; the Update button sends the typed quantity.
        const step = field(form, 'step');
        const raw = field(form, 'qty');
        const qty =
          step === '+1'
            ? line!.qty + 1
            : step === '-1'
              ? line!.qty - 1
              : raw !== null && /^\d+$/.test(raw)
                ? Number(raw)
                : Number.NaN;
        if (!Number.isInteger(qty) || qty < 1) return answer(false, ACTION_TEXT.badQuantity, 'item');
        const max = maxQuantityOf(line!);
        if (qty > max) return answer(false, ACTION_TEXT.aboveMax(max), 'item');
        await lifecycle.updateQuantity(line!, qty);
        return done(ACTION_TEXT.updated);
      }
      case 'remove':
        await lifecycle.removeItem(line!);
        return done(ACTION_TEXT.removed);
      case 'saveForLater':
        await lifecycle.saveForLater(line!.id);
        return done(ACTION_TEXT.savedForLater);
      case 'moveToCart': {
        const listId = (saved as Record<string, unknown>)['saveForLaterId'];
        await lifecycle.moveToCart(saved!.itemId, typeof listId === 'string' ? listId : undefined);
        return done(ACTION_TEXT.movedToCart);
      }
      case 'removeSaved': {
        const listId = (saved as Record<string, unknown>)['saveForLaterId'];
        if (typeof listId !== 'string') return answer(false, ACTION_TEXT.badRequest, 'top', null);
        await api.cart.removeSavedItem(listId, saved!.itemId);
        return done(ACTION_TEXT.savedRemoved);
      }
      case 'applyCoupon': {
        const code = field(form, 'code');
        if (!code || code.length > 40) return answer(false, ACTION_TEXT.couponRequired, 'coupon');
        await lifecycle.applyCoupon(code);
        return done(ACTION_TEXT.couponApplied(code.toUpperCase()));
      }
      case 'removeCoupon': {
        const code = field(form, 'code');
        if (!code) return answer(false, ACTION_TEXT.badRequest, 'top');
        await lifecycle.removeCoupon(code);
        return done(ACTION_TEXT.couponRemoved(code.toUpperCase()));
      }
      case 'gift':
      case 'removeGift': {
        const gift =
          intent === 'removeGift'
            ? null
            : { to: field(form, 'to') ?? '', email: field(form, 'email') ?? '', message: field(form, 'message') ?? '' };
        if (gift && gift.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(gift.email))
          return answer(false, ACTION_TEXT.giftEmail, 'item');
        if (gift && gift.message.length > 250) return answer(false, ACTION_TEXT.giftTooLong, 'item');
        const hasGift = gift && (gift.to || gift.email || gift.message);
        // commerce-api takes the gift option of a line on the quantity update; the client's body type leaves it out.
        const body: UpdateItemRequest & { giftOption: Record<string, string> | null } = {
          cartId: cart.id,
          itemId: line!.id,
          productId: line!.productId,
          qty: line!.qty,
          giftOption: hasGift ? Object.fromEntries(Object.entries(gift).filter(([, value]) => value !== '')) : null,
        };
        await api.cart.updateItem(cart.id, body);
        return done(hasGift ? ACTION_TEXT.giftSaved : ACTION_TEXT.giftRemoved);
      }
      case 'delivery': {
        const code = field(form, 'method');
        if (code === 'standard') {
          await lifecycle.setDeliveryMethod(line!.id, 'standard');
          return done(ACTION_TEXT.deliveryHome);
        }
        const storeId = field(form, 'storeId');
        if ((code !== 'pickup' && code !== 'sts') || !storeId) return answer(false, ACTION_TEXT.chooseStore, 'item');
        await lifecycle.setDeliveryMethod(line!.id, code, storeId);
        return done(code === 'sts' ? ACTION_TEXT.deliveryShipToStore : ACTION_TEXT.deliveryStore);
      }
      case 'giftCardBalance': {
        const cardNumber = (field(form, 'cardNumber') ?? '').replace(/\s+/g, '');
        const pin = field(form, 'pin') ?? '';
        if (!/^\d{16,19}$/.test(cardNumber) || !/^\d{4,8}$/.test(pin))
          return answer(false, ACTION_TEXT.giftCardRequired, 'giftCard');
        const balance = await api.checkout.getGiftCardBalance({ cardNumber, pin });
        return answer(
          true,
          ACTION_TEXT.balance(formatMoney(balance.balance ?? 0, balance.currency ?? cart.currency, store.lang)),
          'giftCard',
        );
      }
    }
  } catch (error) {
    // Spec §4 invalid customer: a new session and a new cart with this cart's items, then the cart page again.
    const recovered = await recoverInvalidCustomer(error, session, store, cart.items);
    if (recovered) throw recovered;
    if (!isApiError(error)) throw error;
    // Spec §8 messages in the shopper's language.
    const texts = cartTextsFor(store.locale);
    if (intent === 'giftCardBalance') return answer(false, errorMessageFor(error, texts.errors), 'giftCard', null, 409);
    if (intent === 'applyCoupon') return answer(false, errorMessageFor(error, texts.errors), 'coupon', null, 409);
    const shown = cartErrorFor(error, {
      texts,
      itemId: line?.id ?? null,
      maxAllowedQty: line ? maxQuantityOf(line) : null,
      ...(intent === 'remove' ? { operation: 'remove' as const } : {}),
    });
    // The dialogs' own errors (gift, delivery) belong in the dialog, next to what was sent.
    const placement: CartMessagePlacement =
      (intent === 'gift' || intent === 'delivery') && line
        ? 'item'
        : shown.placement === 'giftCardInput'
          ? 'giftCard'
          : shown.placement;
    // A pickup at a store without the line's quantity (INV701) says so, and what the shopper can do instead.
    const message =
      intent === 'delivery' && field(form, 'method') === 'pickup' && error.errorId === 'INV701'
        ? cartMessagesFor(store.locale).cartDelivery.pickupUnavailable
        : shown.message;
    return answer(false, message, placement, placement === 'item' ? (line?.id ?? null) : null, 409);
  }
  return answer(false, ACTION_TEXT.badRequest, 'top');
}
