import { z } from 'zod';

const id = z.string().min(1).max(64);

/** An address of the cart calls (spec §5 field names). */
export const addressBody = z
  .strictObject({
    firstName: z.string().trim().min(1).max(60),
    lastName: z.string().trim().min(1).max(60),
    addressLine1: z.string().trim().min(1).max(60),
    addressLine2: z.string().trim().max(60).optional(),
    city: z.string().trim().min(1).max(60),
    province: z.string().trim().max(60).optional(),
    postalCode: z.string().trim().min(1).max(12),
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/)
      .transform((value) => value.toUpperCase()),
    phone: z.string().trim().min(1).max(30),
    email: z.string().email().max(100).optional(),
    phoneCode: z
      .string()
      .trim()
      .regex(/^\+?\d{1,4}$/)
      .optional(),
    recipientContactPhone: z.string().trim().max(30).optional(),
    // Spec §3 address fields a client may echo back from a saved address; they describe it, the cart does not keep them.
    countryCode: z
      .string()
      .regex(/^[A-Za-z]{2}$/)
      .optional(),
    id: id.optional(),
    addressId: id.optional(),
    shippingId: id.optional(),
    approachType: z.enum(['S', 'B']).optional(),
    main: z.boolean().optional(),
    isValidated: z.boolean().optional(),
    subscriptions: z.strictObject({ newsletterConsent: z.boolean().optional() }).optional(),
  })
  .refine((address) => !address.countryCode || address.countryCode.toUpperCase() === address.country, {
    message: 'countryCode must match country',
    path: ['countryCode'],
  });
