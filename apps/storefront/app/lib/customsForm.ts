import {
  maxLengthRule,
  messagesForLocale,
  requiredRule,
  requiredSelectRule,
  validateForm,
  type FieldErrors,
} from '@switchback/validation';
import { customsTextFor } from './customsText';

/**
 * What a customisable product offers (commerce-api's product details `customisation`, issue 16 customs): the
 * initials' rules, the thread and lace colours, where the initials go, the prices in the site's currency, the
 * made-to-order lead time and whether a customised item can be returned.
 */
export interface CustomisationOfferView {
  initials: { minLength: number; maxLength: number; pattern: string };
  threadColours: { code: string; name: string; hex: string | null }[];
  laceColours: { code: string; name: string; hex: string | null }[];
  placements: { code: string; name: string }[];
  prices: { initials: number; laces: number; currency: string };
  leadTime: string | null;
  returnable: boolean;
}

/** The customiser's fields as sent (names of the dialog's form). */
export interface CustomsFormValues {
  initials: string;
  threadColour: string;
  laceColour: string;
  placement: string;
  size: string;
}

/** Field → message. */
export type CustomsErrors = FieldErrors<keyof CustomsFormValues>;

/** The laces that come with the boot: they cost nothing. */
export const ORIGINAL_LACES = 'STD';

type Loose = Record<string, unknown>;
const record = (value: unknown): Loose | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : null;
const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const list = (value: unknown): Loose[] =>
  Array.isArray(value) ? value.map(record).filter((entry): entry is Loose => entry !== null) : [];
const colours = (value: unknown) =>
  list(value).flatMap((entry) =>
    str(entry.code)
      ? [{ code: str(entry.code) as string, name: str(entry.name) ?? (str(entry.code) as string), hex: str(entry.hex) }]
      : [],
  );

/**
 * Reads the details' `customisation` into what the page needs; null when the product offers none (or the answer
 * lacks prices or thread colours, without which nothing can be designed).
 *
 * @example
 * const offer = toCustomisationOffer(details.customisation); // null on a jacket
 */
export function toCustomisationOffer(raw: unknown): CustomisationOfferView | null {
  const offer = record(raw);
  const prices = record(offer?.prices);
  const initials = record(offer?.initials);
  const threadColours = colours(offer?.threadColours);
  if (!offer || !prices || num(prices.initials) === null || threadColours.length === 0) return null;
  return {
    initials: {
      minLength: num(initials?.minLength) ?? 1,
      maxLength: num(initials?.maxLength) ?? 3,
      pattern: str(initials?.pattern) ?? '^[A-Za-z0-9]+$',
    },
    threadColours,
    laceColours: colours(offer.laceColours),
    placements: list(offer.placements).flatMap((entry) =>
      str(entry.code)
        ? [{ code: str(entry.code) as string, name: str(entry.name) ?? (str(entry.code) as string) }]
        : [],
    ),
    prices: {
      initials: num(prices.initials) ?? 0,
      laces: num(prices.laces) ?? 0,
      currency: str(prices.currency) ?? 'USD',
    },
    leadTime: str(offer.leadTime),
    returnable: offer.returnable === true,
  };
}

/**
 * What a design adds to the product's price: the initials, plus the laces unless they are the original ones —
 * the rule commerce-api prices the line with.
 *
 * @example
 * customisationPrice({ laceColour: 'RED' }, offer); // 20 with initials at 15 and laces at 5
 */
export function customisationPrice(
  values: Pick<CustomsFormValues, 'laceColour'>,
  offer: CustomisationOfferView,
): number {
  const laces = values.laceColour && values.laceColour !== ORIGINAL_LACES ? offer.prices.laces : 0;
  return Math.round((offer.prices.initials + laces) * 100) / 100;
}

const text = (form: FormData, name: keyof CustomsFormValues) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * Reads the customiser's fields of a form as typed (trimmed).
 *
 * @example
 * const values = customsValues(await request.formData());
 */
export function customsValues(form: FormData): CustomsFormValues {
  return {
    initials: text(form, 'initials'),
    threadColour: text(form, 'threadColour'),
    laceColour: text(form, 'laceColour'),
    placement: text(form, 'placement'),
    size: text(form, 'size'),
  };
}

/**
 * Validates a design against the offer, with the validation package's messages in the shop's language: initials
 * required ('This field is required', spec §5), at most the offer's length ('Use at most 3 characters.'), letters
 * and digits only; a thread colour, a size among `sizes`, and laces and placement among the offer's.
 *
 * @returns the design to save, initials upper-cased, or the errors by field
 * @example
 * validateCustoms({ initials: '', threadColour: 'GLD', laceColour: 'STD', placement: 'heel', size: '9' }, offer, ['9'], 'en-us');
 * // { ok: false, errors: { initials: 'This field is required' } }
 */
export function validateCustoms(
  values: CustomsFormValues,
  offer: CustomisationOfferView,
  sizes: readonly string[],
  locale: string,
): { ok: true; design: CustomsFormValues } | { ok: false; errors: CustomsErrors } {
  const messages = messagesForLocale(locale);
  const errors: CustomsErrors = validateForm(
    values,
    {
      initials: [requiredRule(), maxLengthRule(offer.initials.maxLength)],
      threadColour: [requiredSelectRule()],
      size: [requiredSelectRule()],
    },
    messages ? { messages } : {},
  );
  const t = customsTextFor(locale);
  if (!errors.initials && !new RegExp(offer.initials.pattern).test(values.initials))
    errors.initials = t.initialsPattern;
  const choose = messages?.['validation.requiredSelect'] ?? 'Please select an option.';
  if (!errors.threadColour && !offer.threadColours.some((colour) => colour.code === values.threadColour))
    errors.threadColour = choose;
  if (
    values.laceColour &&
    offer.laceColours.length > 0 &&
    !offer.laceColours.some((colour) => colour.code === values.laceColour)
  )
    errors.laceColour = choose;
  if (
    values.placement &&
    offer.placements.length > 0 &&
    !offer.placements.some((place) => place.code === values.placement)
  )
    errors.placement = choose;
  if (!errors.size && !sizes.includes(values.size)) errors.size = choose;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    design: {
      ...values,
      initials: values.initials.toUpperCase(),
      laceColour: values.laceColour || ORIGINAL_LACES,
      placement: values.placement || offer.placements[0]?.code || 'heel',
    },
  };
}
