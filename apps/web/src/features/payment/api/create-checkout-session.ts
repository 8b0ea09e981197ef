import { operations } from '@pathwise/contract';
import { call } from '@/lib/api-client';

/** POST /payment/create-checkout-session: the order to pay (409 already premium, 410 sold out). */
export function createCheckoutSession(userId: string) {
  return call(operations.payment.createCheckout, { body: { userId } });
}
