import { HttpError, badRequest } from '../../lib/errors';
import type { PaymentContext } from './context';
import { ProviderError, type ProviderPayment } from './provider';
import { paysInFull } from './rules';

export const CONFIRM_PROVIDER_DOWN_MESSAGE =
  'Payment Verification Failed: the payment provider did not answer. Your payment is safe; please try again in a moment.';

const label = (ctx: PaymentContext) => (ctx.provider.name === 'razorpay' ? 'Razorpay' : 'the TEST checkout');

async function captureIfAuthorised(
  ctx: PaymentContext,
  order: { id: string; amount: number; currency: string },
  payment: ProviderPayment,
): Promise<ProviderPayment> {
  if (payment.status !== 'authorized' || payment.orderId !== order.id || !paysInFull(order, payment)) return payment;
  try {
    return await ctx.provider.capturePayment(payment.id, order.amount, order.currency);
  } catch (error) {
    // Razorpay's own auto-capture may have won the race: ask again before giving up.
    if (!(error instanceof ProviderError)) throw error;
    const again = await ctx.provider.fetchPayment(payment.id);
    if (again?.status === 'captured') return again;
    throw error;
  }
}

/**
 * A checkout signature proves the browser saw a payment id for this order, not that money moved:
 * the provider is asked (GET /v1/payments/{id}) and an authorised payment is captured for the
 * order's amount before anything is granted. Answers the captured payment, or throws 400/502.
 */
export async function confirmCapturedPayment(
  ctx: PaymentContext,
  order: { id: string; amount: number; currency: string },
  paymentId: string,
): Promise<ProviderPayment | null> {
  let payment: ProviderPayment | null;
  try {
    payment = await ctx.provider.fetchPayment(paymentId);
    if (payment) payment = await captureIfAuthorised(ctx, order, payment);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    ctx.log.warn({ err: error, orderId: order.id, paymentId }, 'could not confirm a payment with the provider');
    throw new HttpError(502, CONFIRM_PROVIDER_DOWN_MESSAGE);
  }
  // The sandbox signs only payments it made itself, with a secret of this installation; a payment it
  // no longer remembers (another instance, a restart) is one it signed, so its signature stands.
  if (!payment) {
    if (ctx.provider.name === 'sandbox') return null;
    throw badRequest(`Payment verification failed: ${label(ctx)} has no record of this payment.`);
  }
  if (payment.orderId !== order.id)
    throw badRequest('Payment verification failed: this payment was made for another order.');
  if (payment.status !== 'captured')
    throw badRequest(`Payment verification failed: ${label(ctx)} reports this payment as ${payment.status}.`);
  return payment;
}
