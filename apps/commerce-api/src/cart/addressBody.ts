import { z } from 'zod';

const id = z.string().min(1).max(64);

/** An address of the cart calls (spec §5 field names). */
export const addressBody = z.strictObject({
  firstName: z.string().trim().min(1).max(60),
  lastName: z.string().trim().min(1).max(60),
  addressLine1: z.string().trim().min(1).max(60),
  addressLine2: z.string().trim().max(60).optional(),
  city: z.string().trim().min(1).max(60),
  province: z.string().trim().max(60).optional(),
  postalCode: z.string().trim().min(1).max(12),
  country: z.string().regex(/^[A-Za-z]{2}$/).transform((value) => value.toUpperCase()),
  phone: z.string().trim().min(1).max(30),
  email: z.string().email().max(100).optional(),
  id: id.optional(),
  shippingId: id.optional(),
});
