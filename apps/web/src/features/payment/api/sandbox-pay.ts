import { operations, type SandboxPayRequest } from '@pathwise/contract';
import { call } from '@/lib/api-client';

/** POST /payment/sandbox/pay (TEST MODE only): what Razorpay checkout would hand the browser. */
export function sandboxPay(input: SandboxPayRequest) {
  return call(operations.payment.sandboxPay, { body: input });
}
