import type { SandboxPayResponse } from '@pathwise/contract';
import type { UserRow } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { PaymentContext } from './context';
import { findOrder } from './orders';
import type { SandboxProvider } from './sandbox-provider';
import { recordFailedPayment } from './settle';

export const SANDBOX_FAILURE_DESCRIPTION = 'Payment failed (sandbox test). No money was taken.';

/**
 * The TEST MODE checkout: pays or fails the learner's own sandbox order and answers exactly what
 * Razorpay checkout would hand the browser, so the browser then calls the same verify endpoint.
 * A failure is recorded as Razorpay's payment.failed webhook would record it.
 */
export async function sandboxPay(
  ctx: PaymentContext,
  provider: SandboxProvider,
  user: UserRow,
  input: { orderId: string; outcome: 'success' | 'failure' },
): Promise<SandboxPayResponse> {
  const order = await findOrder(ctx.db, input.orderId);
  if (!order) throw notFound('Order not found. Start the checkout again.');
  if (order.userId !== user.id) throw forbidden('You can only pay for your own order.');
  if (order.provider !== 'sandbox') throw badRequest('This order was not created by the sandbox checkout.');
  if (order.status === 'paid') throw conflict('This order is already paid.');

  const { payment, signature } = provider.pay(order, input.outcome);
  if (signature) {
    return {
      outcome: 'success',
      razorpay_payment_id: payment.id,
      razorpay_order_id: order.id,
      razorpay_signature: signature,
    };
  }
  await recordFailedPayment(ctx.db, order, { ...payment, source: 'sandbox' });
  return {
    outcome: 'failure',
    error: {
      code: 'BAD_REQUEST_ERROR',
      description: SANDBOX_FAILURE_DESCRIPTION,
      reason: 'payment_failed',
      metadata: { order_id: order.id, payment_id: payment.id },
    },
  };
}
