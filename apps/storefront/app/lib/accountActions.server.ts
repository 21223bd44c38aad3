import {
  authSessionSchema,
  errorCatalogueFor,
  errorMessageFor,
  hasErrorId,
  isApiError,
  paymentSaveErrorMessage,
  quotedMessagesFor,
  type ApiClient,
  type AuthSession,
  type ConsumerProfile,
  type ErrorCatalogue,
  type QuotedMessages,
} from '@switchback/api-client';
import {
  maxLengthRule,
  messagesForLocale,
  minLengthRule,
  nameRule,
  passwordRule,
  requiredRule,
  sameAsRule,
  validateField,
} from '@switchback/validation';
import { NOTIFICATION_CHANNELS, readAddressForm, readProfileForm, type FormOutcome } from './accountForms';
import type { Locale } from './locales';
import { accountMessagesFor, type AccountMessagesAll } from './accountText';
import { checkAddress, compactPhone } from './checkout.server';

/** Everything a locale's account actions need to word their answers. */
interface Wording {
  text: AccountMessagesAll['accountActions'];
  errors: ErrorCatalogue;
  quoted: QuotedMessages;
}

/** The account actions' sentences and the spec §8 error texts in the shopper's language. */
function wordingFor(locale: Locale): Wording {
  return {
    text: accountMessagesFor(locale).accountActions,
    errors: errorCatalogueFor(locale),
    quoted: quotedMessagesFor(locale),
  };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

const stringValues = (values: object): Record<string, string> =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, Array.isArray(value) ? value.join('|') : String(value)]),
  );

/**
 * The message of a failed call (spec §8: the locale's catalogue message, else the server's); other errors are
 * re-thrown.
 */
function failure(wording: Wording, form: string, error: unknown, extra: Partial<FormOutcome> = {}): FormOutcome {
  if (!isApiError(error)) throw error;
  return { form, ok: false, message: errorMessageFor(error, wording.errors), ...extra };
}

/**
 * The profile form: checks it with the spec §5 rules and saves it with `PUT /consumers-v3/consumer`. A phone
 * number another account uses (AUT444/AUT442) is shown at the phone field.
 *
 * @example
 * const outcome = await saveProfile(api, await request.formData(), { locale: 'en-us' });
 */
export async function saveProfile(
  api: ApiClient,
  form: FormData,
  options: { locale: Locale; signal?: AbortSignal; now?: () => Date },
): Promise<FormOutcome> {
  const wording = wordingFor(options.locale);
  const { values, errors, update } = readProfileForm(form, options);
  if (!update) return { form: 'profile', ok: false, errors, values: stringValues(values) };
  try {
    await api.consumer.updateProfile(update, { signal: options.signal });
    return { form: 'profile', ok: true, message: wording.text.profileSaved };
  } catch (error) {
    const outcome = failure(wording, 'profile', error, { values: stringValues(values) });
    if (hasErrorId(error, 'PHONE_NUMBER_ALREADY_IN_USE2', 'PHONE_NUMBER_ALREADY_IN_USE', 'AUT444', 'AUT442'))
      return { ...outcome, errors: { phone: outcome.message ?? '' }, message: undefined };
    return outcome;
  }
}

/**
 * The change-password form: current password, new password and its confirmation, checked with the spec §5 rules
 * (required; the password rule; the confirmation the same as the new one) and sent with
 * `POST /consumers-v3/consumer/changepassword`. A wrong current password (AUT450) is shown at the current-password
 * field; a new password the same as before (AUT451/AUT452) at the new-password field. commerce-api ends every
 * session of the account and answers a new one, which `renew` hands to the shopper's session so they stay signed
 * in. Passwords are never sent back to the page.
 *
 * @example
 * const outcome = await changePassword(api, await request.formData(), { locale: 'en-us', renew: (s) => session.adopt(s, { sameConsumer: true }) });
 */
export async function changePassword(
  api: ApiClient,
  form: FormData,
  options: { locale: Locale; signal?: AbortSignal; renew?: (session: AuthSession) => void },
): Promise<FormOutcome> {
  const wording = wordingFor(options.locale);
  const raw = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const currentPassword = raw('currentPassword');
  const newPassword = raw('newPassword');
  const confirmPassword = raw('confirmPassword');
  const validation = { messages: messagesForLocale(options.locale) };
  const errors: Record<string, string> = {};
  const check = (name: string, issue: { message: string } | undefined) => {
    if (issue) errors[name] = issue.message;
  };
  check('currentPassword', validateField(currentPassword, [requiredRule()], validation));
  check('newPassword', validateField(newPassword, [requiredRule(), passwordRule()], validation));
  check('confirmPassword', validateField(confirmPassword, [requiredRule(), sameAsRule(newPassword)], validation));
  if (Object.keys(errors).length > 0) return { form: 'password', ok: false, errors };
  try {
    const answer = await api.auth.changePassword({ currentPassword, newPassword }, { signal: options.signal });
    const renewed = authSessionSchema.safeParse(answer);
    if (renewed.success) options.renew?.(renewed.data);
    return { form: 'password', ok: true, message: wording.text.passwordChanged };
  } catch (error) {
    const outcome = failure(wording, 'password', error);
    if (hasErrorId(error, 'AUT450'))
      return { ...outcome, errors: { currentPassword: outcome.message ?? '' }, message: undefined };
    if (hasErrorId(error, 'AUT451', 'AUT452'))
      return { ...outcome, errors: { newPassword: outcome.message ?? '' }, message: undefined };
    return outcome;
  }
}

/**
 * The address forms: `intent` add, edit (with `addressId`), delete or main. The server keeps the main-address
 * rules of spec §4 (the first of a type becomes main; making one main takes it from the previous one).
 *
 * @example
 * const outcome = await changeAddresses(api, await request.formData(), { locale: 'fr-ca' });
 */
export async function changeAddresses(
  api: ApiClient,
  form: FormData,
  options: { locale: Locale; signal?: AbortSignal },
): Promise<FormOutcome> {
  const wording = wordingFor(options.locale);
  const TEXT = wording.text;
  const intent = text(form, 'intent');
  const addressId = text(form, 'addressId');
  const request = { signal: options.signal };
  try {
    if (intent === 'add' || intent === 'edit') {
      const formName = intent === 'add' ? 'address-add' : 'address-edit';
      if (intent === 'edit' && !addressId) return { form: formName, ok: false, message: TEXT.badRequest };
      const { values, errors, address } = readAddressForm(form, options);
      if (!address) return { form: formName, ok: false, errors, values: stringValues(values), target: addressId };
      // The country's own rules, as at checkout: its postal code, its provinces, its phone numbers.
      const countryErrors = (
        await checkAddress(
          api,
          { ...stringValues(values), phone: compactPhone(values.phone) },
          values.country,
          options.signal,
          options.locale,
        )
      ).errors;
      if (Object.keys(countryErrors).length > 0)
        return { form: formName, ok: false, errors: countryErrors, values: stringValues(values), target: addressId };
      try {
        if (intent === 'add') await api.consumer.createAddress(address, request);
        else await api.consumer.updateAddress(addressId, address, request);
      } catch (error) {
        return failure(wording, formName, error, { values: stringValues(values), target: addressId });
      }
      return {
        form: formName,
        ok: true,
        message: intent === 'add' ? TEXT.addressAdded : TEXT.addressSaved,
        target: addressId,
      };
    }
    if (intent === 'delete' && addressId) {
      await api.consumer.removeAddress(addressId, request);
      return { form: 'address-list', ok: true, message: TEXT.addressRemoved };
    }
    if (intent === 'main' && addressId) {
      await api.consumer.updateAddress(addressId, { main: true }, request);
      return { form: 'address-list', ok: true, message: TEXT.addressMain, target: addressId };
    }
  } catch (error) {
    return failure(wording, 'address-list', error, { target: addressId });
  }
  return { form: 'address-list', ok: false, message: TEXT.badRequest };
}

/**
 * The saved payment instruments: `intent` creditCard (a card tokenised by the provider's hosted fields), giftCard
 * (save one by number), remove or main. Failed saves show spec §8's messages: the server's for a card already
 * saved, else 'credit card save failed'; 'gift card already exists' or 'gift card save failed'.
 *
 * @example
 * const outcome = await changePaymentInstruments(api, await request.formData(), { locale: 'en-us' });
 */
export async function changePaymentInstruments(
  api: ApiClient,
  form: FormData,
  options: { locale: Locale; signal?: AbortSignal },
): Promise<FormOutcome> {
  const wording = wordingFor(options.locale);
  const TEXT = wording.text;
  const intent = text(form, 'intent');
  const id = text(form, 'paymentInstrumentId');
  const request = { signal: options.signal };
  if (intent === 'giftCard') {
    const number = text(form, 'giftCardNumber').replace(/[\s-]/g, '');
    if (!/^\d{12,19}$/.test(number))
      return { form: 'gift-card', ok: false, errors: { giftCardNumber: TEXT.giftCardNumber } };
    try {
      await api.consumer.savePaymentInstrument({ payment_method_id: 'GIFT_CARD', card: { number } }, request);
      return { form: 'gift-card', ok: true, message: TEXT.giftCardSaved };
    } catch (error) {
      return {
        form: 'gift-card',
        ok: false,
        message: paymentSaveErrorMessage(error, 'GIFT_CARD', { messages: wording.quoted }),
      };
    }
  }
  if (intent === 'creditCard') return saveCreditCard(api, form, request, options.locale);
  if (!id || (intent !== 'remove' && intent !== 'main'))
    return { form: 'instruments', ok: false, message: TEXT.badRequest };
  try {
    if (intent === 'remove') {
      await api.consumer.removePaymentInstrument(id, request);
      return { form: 'instruments', ok: true, message: TEXT.instrumentRemoved };
    }
    await api.consumer.updatePaymentInstrument(id, { main: true }, request);
    return { form: 'instruments', ok: true, message: TEXT.instrumentMain, target: id };
  } catch (error) {
    return failure(wording, 'instruments', error, { target: id });
  }
}

const CARD_TYPES = ['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER'];

/**
 * A credit card tokenised by the provider's hosted fields (the number never reaches the shop): the name on the
 * card is checked with the name rule, the token fields must be what the provider posted. Spec §8: a card that is
 * already saved shows the server's message; any other failure 'credit card save failed'.
 */
async function saveCreditCard(
  api: ApiClient,
  form: FormData,
  request: { signal?: AbortSignal | undefined },
  locale: Locale,
): Promise<FormOutcome> {
  const wording = wordingFor(locale);
  const holder = text(form, 'holder');
  const errors: Record<string, string> = {};
  const holderIssue = validateField(holder, [requiredRule(), minLengthRule(2), maxLengthRule(60), nameRule()], {
    messages: messagesForLocale(locale),
  });
  if (holderIssue) errors.holder = holderIssue.message;
  const cardToken = text(form, 'cardToken');
  const cardType = text(form, 'cardType').toUpperCase();
  const lastFour = text(form, 'lastFour');
  const expirationMonth = Number(text(form, 'expirationMonth'));
  const expirationYear = Number(text(form, 'expirationYear'));
  const tokenised =
    cardToken.length > 0 &&
    cardToken.length <= 200 &&
    CARD_TYPES.includes(cardType) &&
    /^\d{4}$/.test(lastFour) &&
    Number.isInteger(expirationMonth) &&
    expirationMonth >= 1 &&
    expirationMonth <= 12 &&
    Number.isInteger(expirationYear) &&
    expirationYear >= 2000 &&
    expirationYear <= 2100;
  if (!tokenised) errors.card = wording.text.cardNotEntered;
  if (Object.keys(errors).length > 0) return { form: 'credit-card', ok: false, errors, values: { holder } };
  try {
    await api.consumer.savePaymentInstrument(
      {
        payment_method_id: 'CREDIT_CARD',
        card: { cardToken, cardType, lastFour, holder, expirationMonth, expirationYear },
      },
      request,
    );
    return { form: 'credit-card', ok: true, message: wording.text.creditCardSaved };
  } catch (error) {
    return {
      form: 'credit-card',
      ok: false,
      message: paymentSaveErrorMessage(error, 'CREDIT_CARD', { messages: wording.quoted }),
      values: { holder },
    };
  }
}

/**
 * The subscriptions form: the e-mail newsletter and the SMS opt-in (which needs a phone number on the profile,
 * spec §5), saved together with `PUT /consumers-v3/consumer/subscription`.
 *
 * @example
 * const outcome = await saveSubscriptions(api, await request.formData(), profile, { locale: 'en-us' });
 */
export async function saveSubscriptions(
  api: ApiClient,
  form: FormData,
  profile: ConsumerProfile,
  options: { locale: Locale; signal?: AbortSignal },
): Promise<FormOutcome> {
  const wording = wordingFor(options.locale);
  const newsletter = form.get('newsletter') === 'on';
  const sms = form.get('sms') === 'on';
  const values = { newsletter: String(newsletter), sms: String(sms) };
  if (sms && !profile.consumerDetails.phone)
    return { form: 'subscriptions', ok: false, errors: { sms: wording.text.smsNeedsPhone }, values };
  const current = profile.subscriptions ?? [];
  const had = (channel: string) =>
    current.some((entry) => entry.type === 'Newsletter' && entry.channel === channel && entry.optin === true);
  const changes = [
    { type: 'Newsletter' as const, channel: 'email' as const, optin: newsletter },
    // Opting out of something never subscribed needs no call.
    ...(sms || had('sms') ? [{ type: 'Newsletter' as const, channel: 'sms' as const, optin: sms }] : []),
  ];
  try {
    await api.consumer.updateSubscriptions({ subscriptions: changes }, { signal: options.signal });
    return { form: 'subscriptions', ok: true, message: wording.text.subscriptionsSaved };
  } catch (error) {
    return failure(wording, 'subscriptions', error, { values });
  }
}

/**
 * The notification preferences form (order and service messages by e-mail, text or app push): every channel is
 * sent, on or off, with `PUT /consumers-v3/consumer/notification`. Text messages need a phone number on the profile.
 *
 * @example
 * const outcome = await saveNotificationPreferences(api, await request.formData(), profile, { locale: 'en-us' });
 */
export async function saveNotificationPreferences(
  api: ApiClient,
  form: FormData,
  profile: ConsumerProfile,
  options: { locale: Locale; signal?: AbortSignal },
): Promise<FormOutcome> {
  const wording = wordingFor(options.locale);
  const chosen = Object.fromEntries(
    NOTIFICATION_CHANNELS.map((channel) => [channel, form.get(`notify-${channel}`) === 'on']),
  ) as Record<(typeof NOTIFICATION_CHANNELS)[number], boolean>;
  const values = Object.fromEntries(NOTIFICATION_CHANNELS.map((channel) => [channel, String(chosen[channel])]));
  if (chosen.sms && !profile.consumerDetails.phone)
    return { form: 'notifications', ok: false, errors: { sms: wording.text.smsNeedsPhone }, values };
  try {
    await api.consumer.updateNotifications(chosen, { signal: options.signal });
    return { form: 'notifications', ok: true, message: wording.text.notificationsSaved };
  } catch (error) {
    return failure(wording, 'notifications', error, { values });
  }
}

/**
 * An order's actions: `intent` cancel (`POST CancelOrder`), return (`POST return/{orderId}/returnLabel` with
 * the quantities chosen per line, fields `qty-{lineNo}`) or resendGiftCard (`POST resendGiftCardEmail` for the
 * gift-card line `lineNo`, to the recipient that line names).
 *
 * @example
 * const outcome = await changeOrder(api, 'SB40000001', await request.formData(), { locale: 'fr-ca' });
 */
export async function changeOrder(
  api: ApiClient,
  orderNo: string,
  form: FormData,
  options: { locale: Locale; signal?: AbortSignal },
): Promise<FormOutcome & { trackingNumber?: string }> {
  const wording = wordingFor(options.locale);
  const TEXT = wording.text;
  const intent = text(form, 'intent');
  const request = { signal: options.signal };
  try {
    if (intent === 'cancel') {
      await api.consumer.cancelOrder({ orderNo }, request);
      return { form: 'cancel', ok: true, message: TEXT.orderCancelled };
    }
    if (intent === 'resendGiftCard') {
      // The card goes to the recipient the line names (the purchaser's own e-mail when the line names none).
      const lineNo = Number(text(form, 'lineNo'));
      if (!Number.isInteger(lineNo) || lineNo < 1) return { form: 'order', ok: false, message: TEXT.badRequest };
      const order = await api.consumer.getPurchase(orderNo, request);
      const line = (Array.isArray(order.items) ? (order.items as Record<string, unknown>[]) : []).find(
        (item) => item.lineNo === lineNo && item.fulfilment === 'digital',
      );
      if (!line) return { form: 'resendGiftCard', ok: false, message: TEXT.badRequest, target: String(lineNo) };
      const gift = (line.giftOption ?? {}) as Record<string, unknown>;
      const email = typeof gift.email === 'string' && gift.email !== '' ? gift.email : undefined;
      const answer =
        (await api.consumer.resendGiftCardEmail({ orderNo, lineNo, ...(email ? { email } : {}) }, request)) ?? {};
      const recipient = typeof answer.recipient === 'string' ? answer.recipient : (email ?? '');
      return { form: 'resendGiftCard', ok: true, message: TEXT.giftCardResent(recipient), target: String(lineNo) };
    }
    if (intent === 'return') {
      const items: { lineNo: number; qty: number }[] = [];
      for (const [key, value] of form.entries()) {
        const lineNo = /^qty-(\d{1,4})$/.exec(key)?.[1];
        const qty = typeof value === 'string' ? Number(value) : NaN;
        if (lineNo && Number.isInteger(qty) && qty > 0) items.push({ lineNo: Number(lineNo), qty });
      }
      if (items.length === 0) return { form: 'return', ok: false, message: TEXT.returnNothingChosen };
      const label = (await api.consumer.createReturnLabel(orderNo, { items }, request)) ?? {};
      const trackingNumber = typeof label.trackingNumber === 'string' ? label.trackingNumber : undefined;
      return {
        form: 'return',
        ok: true,
        message: TEXT.returnLabelCreated,
        ...(trackingNumber ? { trackingNumber } : {}),
      };
    }
  } catch (error) {
    return failure(wording, intent, error, intent === 'resendGiftCard' ? { target: text(form, 'lineNo') } : {});
  }
  return { form: 'order', ok: false, message: TEXT.badRequest };
}

const ITEM_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The favourites forms (spec §7 wishlists): `intent` add (`productId`, from a product page), remove (`itemId`)
 * or share, which answers the link to the shared list in `shareUrl` (absolute, in the shopper's locale).
 * Guests have favourites too; they are handed over at sign-in.
 *
 * @example
 * const outcome = await changeFavorites(api, form, { origin: 'https://shop.test', root: '/en-us', locale: 'en-us' });
 */
export async function changeFavorites(
  api: ApiClient,
  form: FormData,
  options: { origin: string; root: string; locale: Locale; signal?: AbortSignal },
): Promise<FormOutcome & { shareUrl?: string }> {
  const wording = wordingFor(options.locale);
  const TEXT = wording.text;
  const intent = text(form, 'intent');
  const request = { signal: options.signal };
  try {
    if (intent === 'add') {
      const productId = text(form, 'productId');
      if (!ITEM_ID.test(productId)) return { form: 'favorites', ok: false, message: TEXT.badRequest };
      await api.wishlists.addFavorite({ id: productId, qty: 1, itemType: 'product' }, undefined, request);
      return { form: 'favorites', ok: true, message: TEXT.favoriteAdded, target: productId };
    }
    if (intent === 'remove' || intent === 'share') {
      const list = await api.wishlists.getFavorites({ start: 0, count: 1 }, request);
      if (!list.favoriteId)
        return { form: 'favorites', ok: false, message: intent === 'share' ? TEXT.nothingToShare : TEXT.badRequest };
      if (intent === 'share') {
        if ((list.total ?? list.items.length) === 0) return { form: 'share', ok: false, message: TEXT.nothingToShare };
        await api.wishlists.shareFavorites(list.favoriteId, {}, request);
        return {
          form: 'share',
          ok: true,
          message: TEXT.favoritesShared,
          shareUrl: `${options.origin}${options.root}/favorites?shared=${encodeURIComponent(list.favoriteId)}`,
        };
      }
      const itemId = text(form, 'itemId');
      if (!ITEM_ID.test(itemId)) return { form: 'favorites', ok: false, message: TEXT.badRequest };
      await api.wishlists.removeFavorite(list.favoriteId, itemId, request);
      return { form: 'favorites', ok: true, message: TEXT.favoriteRemoved, target: itemId };
    }
  } catch (error) {
    return failure(wording, intent === 'share' ? 'share' : 'favorites', error);
  }
  return { form: 'favorites', ok: false, message: TEXT.badRequest };
}
