import * as z from 'zod/mini';
import { maybe, maybeBoolean, maybeList, maybeString } from './fields';

// A colour of the customiser: its code, its name in the request's language and its swatch (null: the boot's own).
const customsColour = z.looseObject({ code: z.string(), name: maybeString, hex: maybeString });

/**
 * What a customisable product offers (`customisation` of the product details; commerce-core §1 "product
 * customisation (customs)"): the initials' rules, thread and lace colours, placements, prices in the site currency,
 * the made-to-order lead time and whether a customised item can be returned. Null on other products.
 *
 * @example
 * const offer = customisationOfferSchema.parse(details.customisation);
 * offer.prices.initials; // 15
 */
export const customisationOfferSchema = z.looseObject({
  initials: z.looseObject({ minLength: z.number(), maxLength: z.number(), pattern: maybeString }),
  threadColours: z.array(customsColour),
  laceColours: z.array(customsColour),
  placements: maybeList(z.looseObject({ code: z.string(), name: maybeString })),
  prices: z.looseObject({ initials: z.number(), laces: z.number(), currency: z.string() }),
  leadTime: maybeString,
  returnable: maybeBoolean,
});

/** What a customisable product offers; see {@link customisationOfferSchema}. */
export type CustomisationOffer = z.infer<typeof customisationOfferSchema>;

/**
 * A saved design (a recipe): its id, the chosen initials, colours and placement with their names, and what it adds
 * to the product's price. Cart lines (`customs`), order lines and `products.createCustomsRecipe` answer it.
 *
 * @example
 * const design = customsDesignSchema.parse(item.customs);
 * `${design.initials} in ${design.threadColour.name}`; // 'AB in Gold'
 */
export const customsDesignSchema = z.looseObject({
  recipeId: z.string(),
  productId: maybeString,
  initials: z.string(),
  threadColour: customsColour,
  laceColour: maybe(customsColour),
  placement: maybe(z.looseObject({ code: z.string(), name: maybeString })),
  price: z.looseObject({ amount: z.number(), currency: maybeString }),
  leadTime: maybeString,
  returnable: maybeBoolean,
});

/** A saved design; see {@link customsDesignSchema}. */
export type CustomsDesign = z.infer<typeof customsDesignSchema>;

/** The body of `POST /products/v1/products/{productId}/customs/recipes`: the chosen codes. */
export interface CustomsDesignInput {
  /** 1 to 3 letters or digits (kept upper-case). */
  initials: string;
  /** A thread colour code of the offer. */
  threadColour: string;
  /** A lace colour code; `STD` (the default) keeps the original laces. */
  laceColour?: string;
  /** `heel` (default) or `tongue`. */
  placement?: string;
}
