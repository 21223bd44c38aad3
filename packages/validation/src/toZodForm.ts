import * as z from 'zod/mini';
import type { FieldErrors } from './validateForm';

/**
 * Turns a form validator (`validateAddress`, `validateSignUp`, your own `validateForm` call …) into a zod
 * schema of the whole form: each field error becomes a custom issue at that field's path, so form
 * libraries with zod resolvers show it under the field. Built with `zod/mini`; usable in `zod` too.
 *
 * @example
 * ```ts
 * import { toZodForm, validateAddress } from '@switchback/validation';
 * import type { AddressValues } from '@switchback/validation';
 *
 * const addressSchema = toZodForm((address: AddressValues) => validateAddress(address, { rules: serverRules }));
 * addressSchema.safeParse({ city: '' }).error?.issues.map((issue) => issue.path); // [['firstName'], ['lastName'], …]
 * ```
 */
export function toZodForm<TValues extends object>(
  validate: (values: TValues) => FieldErrors,
): z.ZodMiniCustom<TValues, TValues> {
  return z
    .custom<TValues>((value) => typeof value === 'object' && value !== null && !Array.isArray(value))
    .check(
      z.superRefine((values, ctx) => {
        for (const [field, message] of Object.entries(validate(values))) {
          if (message !== undefined) ctx.addIssue({ code: 'custom', message, path: [field] });
        }
      }),
    );
}
