import { sandboxPayResponse, type SandboxPayRequest } from '@pathwise/contract';
import { api } from '@/lib/api-client';

/** POST /payment/sandbox/pay (TEST MODE only): what Razorpay checkout would hand the browser. */
export function sandboxPay(input: SandboxPayRequest) {
  return api.post('/payment/sandbox/pay', input, sandboxPayResponse);
}
