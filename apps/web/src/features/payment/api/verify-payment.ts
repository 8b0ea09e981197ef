import { operations, type VerifyPaymentRequest } from '@pathwise/contract';
import { call } from '@/lib/api-client';

/** POST /payment/verify-payment: checks checkout's signature and unlocks premium. */
export function verifyPayment(input: VerifyPaymentRequest) {
  return call(operations.payment.verifyPayment, { body: input });
}
