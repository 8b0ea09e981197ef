import { verifyPaymentResponse, type VerifyPaymentRequest } from '@pathwise/contract';
import { api } from '@/lib/api-client';

/** POST /payment/verify-payment: checks checkout's signature and unlocks premium. */
export function verifyPayment(input: VerifyPaymentRequest) {
  return api.post('/payment/verify-payment', input, verifyPaymentResponse);
}
