import { z } from 'zod';
import { userId } from './common';

export { PREMIUM_AMOUNT_PAISE, PREMIUM_CURRENCY } from './product';

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

/** GET /payment/receipt: the learner's latest paid payment, for the receipt page. */
export const paymentReceiptResponse = z.object({
  orderId: z.string(),
  paymentId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  paidAt: z.iso.datetime(),
});
export type PaymentReceipt = z.infer<typeof paymentReceiptResponse>;

export const lifetimeSlotsResponse = z.object({
  total: z.number().int(),
  sold: z.number().int(),
  left: z.number().int(),
});

/** Sandbox provider only: the TEST MODE checkout pays or fails an order of one's own. */
export const sandboxPayRequest = z.object({
  orderId: razorpayId('orderId'),
  outcome: z.enum(['success', 'failure'], { message: "outcome must be 'success' or 'failure'." }),
});
export type SandboxPayRequest = z.infer<typeof sandboxPayRequest>;

/** Mirrors Razorpay checkout: the success handler's three fields, or its payment.failed error. */
export const sandboxPayResponse = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('success'),
    razorpay_payment_id: z.string(),
    razorpay_order_id: z.string(),
    razorpay_signature: z.string(),
  }),
  z.object({
    outcome: z.literal('failure'),
    error: z.object({
      code: z.string(),
      description: z.string(),
      reason: z.string(),
      metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
    }),
  }),
]);
export type SandboxPayResponse = z.infer<typeof sandboxPayResponse>;

/** What the webhook answers Razorpay (any 2xx stops its retries). */
export const paymentWebhookResponse = z.object({
  status: z.enum(['processed', 'duplicate', 'ignored']),
});
