import { createCheckoutResponse } from '@pathwise/contract';
import { api } from '@/lib/api-client';

/** POST /payment/create-checkout-session: the order to pay (409 already premium, 410 sold out). */
export function createCheckoutSession(userId: string) {
  return api.post('/payment/create-checkout-session', { userId }, createCheckoutResponse);
}
