import {
  defaultMessages,
  emailRule,
  maxLengthRule,
  messagesForLocale,
  numberMaxRule,
  numberMinRule,
  requiredRule,
  requiredSelectRule,
  SIGN_IN_EMAIL_MAX_LENGTH,
  validateForm,
  type FieldErrors,
} from '@switchback/validation';
import type { Locale } from './locales';

/**
 * The amounts a gift card may carry, in the shop's currency. commerce-api refuses others with INV407
 * (`GIFT_CARD_AMOUNT` of its `addCartItem`); the spec leaves the limits to the business (§9 "not shown").
 */
export const GIFT_CARD_LIMITS = { min: 10, max: 500 } as const;
/** The longest recipient name and message commerce-api keeps with a gift option. */
export const GIFT_NAME_MAX = 60;
export const GIFT_MESSAGE_MAX = 250;
/** The value of the amount choice that means "the amount typed in `customAmount`". */
export const OTHER_AMOUNT = 'other';

/** What the gift-card form sends (field names of the product page's form). */
export interface GiftCardFormValues {
  amount: string;
  customAmount: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
}

/** A gift card ready to go in the cart: the amount, the preset it matched (its variant), and who it is for. */
export interface GiftCardChoice {
  amount: number;
  /** The preset amount chosen (a size of the product), or null for a custom amount. */
  preset: string | null;
  giftOption: { to?: string; email: string; message?: string };
}

/** Field → message; `amount` speaks for both the choice and the typed amount. */
export type GiftCardErrors = FieldErrors<'amount' | 'customAmount' | 'recipientName' | 'recipientEmail' | 'message'>;

const text = (form: FormData, name: keyof GiftCardFormValues) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * Reads the gift-card fields of a form as typed (trimmed), for validation and to show them again.
 *
 * @example
 * const values = giftCardValues(await request.formData());
 */
export function giftCardValues(form: FormData): GiftCardFormValues {
  return {
    amount: text(form, 'amount'),
    customAmount: text(form, 'customAmount'),
    recipientName: text(form, 'recipientName'),
    recipientEmail: text(form, 'recipientEmail'),
    message: text(form, 'message'),
  };
}

/**
 * Validates the gift-card form with the validation package's rules and messages in the shop's language: an amount
 * is required — one of `presets`, or "other" with a typed amount between {@link GIFT_CARD_LIMITS} (whole cents;
 * "Enter 10 or more." / "Enter 500 or less." / "Enter a number."); the recipient's e-mail is required and must be an
 * e-mail of at most 100 characters ("Email is not valid"); the recipient's name and the message are optional, at
 * most 60 and 250 characters.
 *
 * @returns the choice to put in the cart, or the errors by field
 * @example
 * validateGiftCard({ amount: 'other', customAmount: '5', recipientName: '', recipientEmail: 'sam@', message: '' }, ['50', '100'], 'en-us');
 * // { ok: false, errors: { customAmount: 'Enter 10 or more.', recipientEmail: 'Email is not valid' } }
 */
export function validateGiftCard(
  values: GiftCardFormValues,
  presets: readonly string[],
  locale: Locale,
): { ok: true; choice: GiftCardChoice } | { ok: false; errors: GiftCardErrors } {
  const messages = messagesForLocale(locale);
  const custom = values.amount === OTHER_AMOUNT;
  const errors: GiftCardErrors = validateForm(
    values,
    {
      amount: [requiredSelectRule()],
      recipientEmail: [requiredRule(), emailRule({ maxLength: SIGN_IN_EMAIL_MAX_LENGTH })],
      recipientName: [maxLengthRule(GIFT_NAME_MAX)],
      message: [maxLengthRule(GIFT_MESSAGE_MAX)],
      ...(custom
        ? { customAmount: [requiredRule(), numberMinRule(GIFT_CARD_LIMITS.min), numberMaxRule(GIFT_CARD_LIMITS.max)] }
        : {}),
    },
    messages ? { messages } : {},
  );
  const say = (key: 'validation.requiredSelect' | 'validation.number') => messages?.[key] ?? defaultMessages[key];
  if (values.amount && !custom && !presets.includes(values.amount)) errors.amount = say('validation.requiredSelect');
  const amount = custom ? Number(values.customAmount.replace(',', '.')) : Number(values.amount);
  // Money has cents at most: 12.345 is not an amount.
  if (custom && !errors.customAmount && !/^\d+(?:[.,]\d{1,2})?$/.test(values.customAmount))
    errors.customAmount = say('validation.number');
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    choice: {
      amount,
      preset: custom ? null : values.amount,
      giftOption: {
        email: values.recipientEmail,
        ...(values.recipientName ? { to: values.recipientName } : {}),
        ...(values.message ? { message: values.message } : {}),
      },
    },
  };
}
