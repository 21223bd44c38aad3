import * as z from 'zod/mini';
import { maybeList, maybeString } from './fields';

/**
 * A support case opened by contact-us, warranty or returns (`caseNumber`, status), or an event registration.
 *
 * @example
 * const { caseNumber } = supportCaseSchema.parse(body);
 */
export const supportCaseSchema = z.looseObject({
  caseNumber: maybeString,
  registrationId: maybeString,
  status: maybeString,
});

/**
 * The answer of `GET /consumers-v3/contactus/categorySubject`: categories and their subjects.
 *
 * @example
 * const { categories } = contactCategoriesSchema.parse(body);
 */
export const contactCategoriesSchema = z.looseObject({
  categories: z.array(
    z.looseObject({
      category: z.string(),
      label: maybeString,
      subjects: maybeList(z.looseObject({ subject: z.string(), label: maybeString })),
    }),
  ),
});
