import { z } from 'zod';
import { languageOf } from '../sites/language';

/**
 * Product customisation ("customs", commerce-core §1, §3 customs flags, §7 `recipeId` on add-item).
 *
 * The spec names the flow — a customised product is added with a `recipeId`, answered as a made-to-order line
 * (`isCustoms`, shipping method code `customs`) — but not the design service behind a recipe. This module is that
 * service for the demo catalogue's customisable products (the Talus boot): initials embroidered on the heel or the
 * tongue in a thread colour, and optional coloured laces. A design is saved as a recipe
 * (`POST /products/v1/products/{productId}/customs/recipes`) whose id the cart takes.
 */

/** A colour a customisation can use: a three-letter code, its names and its swatch. */
export interface CustomsColour {
  code: string;
  name: { en: string; fr: string };
  hex: string | null;
}

/** Thread colours of the initials. */
export const THREAD_COLOURS: readonly CustomsColour[] = [
  { code: 'WHT', name: { en: 'White', fr: 'Blanc' }, hex: '#ffffff' },
  { code: 'BLK', name: { en: 'Black', fr: 'Noir' }, hex: '#1c1c1c' },
  { code: 'RED', name: { en: 'Signal red', fr: 'Rouge signal' }, hex: '#c62828' },
  { code: 'GLD', name: { en: 'Gold', fr: 'Or' }, hex: '#c9a227' },
];

/** Lace colours; `STD` keeps the boot's own laces and costs nothing. */
export const LACE_COLOURS: readonly CustomsColour[] = [
  { code: 'STD', name: { en: 'Original laces', fr: 'Lacets d’origine' }, hex: null },
  { code: 'RED', name: { en: 'Red', fr: 'Rouge' }, hex: '#c62828' },
  { code: 'ORG', name: { en: 'Orange', fr: 'Orange' }, hex: '#ef6c00' },
  { code: 'BLU', name: { en: 'Blue', fr: 'Bleu' }, hex: '#1565c0' },
];

/** Where the initials go. */
export const PLACEMENTS = [
  { code: 'heel', name: { en: 'Heel', fr: 'Talon' } },
  { code: 'tongue', name: { en: 'Tongue', fr: 'Languette' } },
] as const;

/** The initials: 1 to 3 letters or digits, kept upper-case. */
export const INITIALS = { minLength: 1, maxLength: 3, pattern: '^[A-Za-z0-9]+$' } as const;

/** What the initials and coloured laces cost, per site currency. */
export const CUSTOMS_PRICES: Readonly<Record<string, { initials: number; laces: number }>> = {
  USD: { initials: 15, laces: 5 },
  CAD: { initials: 20, laces: 7 },
  GBP: { initials: 12, laces: 4 },
};

/** How long a made-to-order line takes (the `customs` shipping method's delivery time, spec §3). */
export const CUSTOMS_LEAD_TIME = '14-21 business days';

/** A saved design: the codes the shopper chose. */
export interface CustomsOptions {
  initials: string;
  threadColour: string;
  laceColour: string;
  placement: string;
}

/** A customised line's design as the cart and the order keep it (`cart_items.customs`, `order_items.customs`). */
export interface CustomsDesign extends CustomsOptions {
  recipeId: string;
}

/** The body of a new recipe; bad input answers 400 API400 naming the field. */
export const customsOptionsBody = z.strictObject({
  initials: z
    .string()
    .trim()
    .min(INITIALS.minLength, 'This field is required')
    .max(INITIALS.maxLength, `must be at most ${INITIALS.maxLength} characters`)
    .regex(new RegExp(INITIALS.pattern), 'must be letters and digits only')
    .transform((value) => value.toUpperCase()),
  threadColour: z.enum(THREAD_COLOURS.map((colour) => colour.code) as [string, ...string[]]),
  laceColour: z.enum(LACE_COLOURS.map((colour) => colour.code) as [string, ...string[]]).default('STD'),
  placement: z.enum(PLACEMENTS.map((place) => place.code) as [string, ...string[]]).default('heel'),
});

const money = (value: number) => Math.round(value * 100) / 100;

/**
 * What a design adds to the product's price in a currency: the initials, plus the laces unless they are the
 * original ones. Unknown currencies fall back to USD amounts.
 * @example
 * customsPrice({ initials: 'AB', threadColour: 'GLD', laceColour: 'RED', placement: 'heel' }, 'USD'); // 20
 */
export function customsPrice(options: Pick<CustomsOptions, 'laceColour'>, currency: string): number {
  const prices = CUSTOMS_PRICES[currency] ?? CUSTOMS_PRICES['USD']!;
  return money(prices.initials + (options.laceColour && options.laceColour !== 'STD' ? prices.laces : 0));
}

/**
 * A design as the API answers it: the codes with their names in the request's language, and its price.
 * @example
 * describeCustoms(design, 'USD', 'en-us').threadColour; // { code: 'GLD', name: 'Gold', hex: '#c9a227' }
 */
export function describeCustoms(design: CustomsDesign, currency: string, locale?: string) {
  const language = languageOf(locale);
  const colour = (list: readonly CustomsColour[], code: string) => {
    const found = list.find((entry) => entry.code === code);
    return { code, name: found?.name[language] ?? code, hex: found?.hex ?? null };
  };
  const place = PLACEMENTS.find((entry) => entry.code === design.placement);
  return {
    recipeId: design.recipeId,
    initials: design.initials,
    threadColour: colour(THREAD_COLOURS, design.threadColour),
    laceColour: colour(LACE_COLOURS, design.laceColour),
    placement: { code: design.placement, name: place?.name[language] ?? design.placement },
    price: { amount: customsPrice(design, currency), currency },
    leadTime: CUSTOMS_LEAD_TIME,
    returnable: false,
  };
}

/**
 * The customisation a customisable product offers, for its details (`customisation`): the fields with their rules,
 * the choices with names in the request's language, the prices in the site currency, the lead time and that a
 * customised item cannot be returned.
 * @example
 * customisationOffer('USD', 'en-us').prices; // { initials: 15, laces: 5, currency: 'USD' }
 */
export function customisationOffer(currency: string, locale?: string) {
  const language = languageOf(locale);
  const prices = CUSTOMS_PRICES[currency] ?? CUSTOMS_PRICES['USD']!;
  const named = (list: readonly CustomsColour[]) =>
    list.map((entry) => ({ code: entry.code, name: entry.name[language], hex: entry.hex }));
  return {
    initials: { ...INITIALS },
    threadColours: named(THREAD_COLOURS),
    laceColours: named(LACE_COLOURS),
    placements: PLACEMENTS.map((entry) => ({ code: entry.code, name: entry.name[language] })),
    prices: { initials: prices.initials, laces: prices.laces, currency },
    leadTime: CUSTOMS_LEAD_TIME,
    returnable: false,
  };
}
