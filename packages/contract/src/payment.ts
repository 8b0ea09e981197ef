import { z } from 'zod';
import { userId } from './common';

export const PREMIUM_AMOUNT_PAISE = 49_900;
export const PREMIUM_CURRENCY = 'INR';

export const subscriptionStatusResponse = z.object({ isActive: z.boolean() });

export const createCheckoutRequest = z.object({ userId });
export const createCheckoutResponse = z.object({
  orderId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  provider: z.enum(['razorpay', 'sandbox']),
  keyId: z.string().nullable(),
});
export type CreateCheckoutResponse = z.infer<typeof createCheckoutResponse>;

const razorpayId = (field: string) =>
  z
    .string({ message: `${field} is required.` })
    .min(1, { message: `${field} is required.` })
    .max(128, { message: `${field} is too long.` });

export const verifyPaymentRequest = z.object({
  razorpay_payment_id: razorpayId('razorpay_payment_id'),
  razorpay_order_id: razorpayId('razorpay_order_id'),
  razorpay_signature: razorpayId('razorpay_signature'),
  userId,
});
export type VerifyPaymentRequest = z.infer<typeof verifyPaymentRequest>;

export const verifyPaymentResponse = z.object({
  message: z.string(),
  orderId: z.string(),
  paymentId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  paidAt: z.iso.datetime(),
});

export const lifetimeSlotsResponse = z.object({
  total: z.number().int(),
  sold: z.number().int(),
  left: z.number().int(),
});
