import type { UserRow } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { confirmCapturedPayment } from './confirm';
import type { PaymentContext } from './context';
import { findOrder } from './orders';
import { settleCapturedPayment } from './settle';
import { checkoutSignature, signaturesMatch } from './signature';

export const PAYMENT_SUCCESS_MESSAGE = 'Payment Successful!';
export const UNKNOWN_ORDER_MESSAGE =
  'Payment verification failed: this order was not created for your account.';
export const SHORT_PAYMENT_MESSAGE =
  'Payment verification failed: the payment did not cover the full price, so Premium was not unlocked. It is on record: contact us for a refund.';
export const BAD_SIGNATURE_MESSAGE =
  'Payment verification failed: the payment signature does not match this order.';

export interface VerifyInput {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/**
 * Checks checkout's signature over the order id WE stored for this learner and the payment id, asks
 * the provider that the payment is captured (capturing an authorised one), then records it and grants
 * premium in one transaction. The amount comes from our order, never from the client. Repeating it
 * with the same payment id changes nothing.
 */
export async function verifyCheckoutPayment(ctx: PaymentContext, user: UserRow, input: VerifyInput) {
  const order = await findOrder(ctx.db, input.razorpay_order_id);
  if (!order || order.userId !== user.id) throw badRequest(UNKNOWN_ORDER_MESSAGE);
  if (order.provider !== ctx.provider.name)
    throw badRequest(
      'Payment verification failed: this order belongs to a payment provider no longer in use.',
    );

  const expected = checkoutSignature(order.id, input.razorpay_payment_id, ctx.provider.checkoutSecret);
  if (!signaturesMatch(expected, input.razorpay_signature)) {
    ctx.log.warn(
      { orderId: order.id, paymentId: input.razorpay_payment_id, userId: user.id },
      'payment signature mismatch',
    );
    throw badRequest(BAD_SIGNATURE_MESSAGE);
  }

  const confirmed = await confirmCapturedPayment(ctx, order, input.razorpay_payment_id);
  const settled = await settleCapturedPayment(
    ctx.db,
    order,
    {
      id: input.razorpay_payment_id,
      amount: confirmed?.amount ?? order.amount,
      currency: confirmed?.currency ?? order.currency,
      method: confirmed?.method ?? null,
      source: 'verify',
    },
    ctx.receiptMail,
  );
  // A captured payment of the wrong amount or currency is recorded but never "successful".
  if (!settled.orderPaid) {
    ctx.log.warn(
      { orderId: order.id, paymentId: input.razorpay_payment_id, userId: user.id, amount: confirmed?.amount },
      'payment does not cover the order',
    );
    throw badRequest(SHORT_PAYMENT_MESSAGE);
  }
  if (settled.granted)
    ctx.log.info(
      { orderId: order.id, paymentId: input.razorpay_payment_id, userId: user.id },
      'premium granted',
    );
  return {
    message: PAYMENT_SUCCESS_MESSAGE,
    orderId: order.id,
    paymentId: input.razorpay_payment_id,
    amount: order.amount,
    currency: order.currency,
    paidAt: (settled.paidAt ?? new Date()).toISOString(),
  };
}
