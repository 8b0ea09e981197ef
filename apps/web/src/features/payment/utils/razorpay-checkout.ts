import { loadScript } from '@/lib/load-script';

export const RAZORPAY_CHECKOUT_SRC = 'https://checkout.razorpay.com/v1/checkout.js';

/** What checkout hands the success handler: the three fields verify-payment checks. */
export interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

interface RazorpayFailure {
  error?: { description?: string; reason?: string };
}

export interface RazorpayOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
}

interface RazorpayInstance {
  open: () => void;
  on: (event: 'payment.failed', callback: (response: RazorpayFailure) => void) => void;
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

export interface OpenCheckoutInput {
  key: string;
  orderId: string;
  amount: number;
  prefill: RazorpayOptions['prefill'];
  onSuccess: (response: RazorpaySuccess) => void;
  onDismiss: () => void;
  /** payment.failed: checkout stays open for another try; the reason is shown meanwhile. */
  onFailure: (reason: string | null) => void;
}

/** Loads Razorpay's script (once; the CSP allows its origin) and opens its checkout for one order. */
export async function openRazorpayCheckout(input: OpenCheckoutInput): Promise<void> {
  if (!window.Razorpay) await loadScript(RAZORPAY_CHECKOUT_SRC);
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error('Razorpay checkout did not load.');
  const checkout = new Razorpay({
    key: input.key,
    order_id: input.orderId,
    amount: input.amount,
    currency: 'INR',
    name: 'Pathwise',
    description: 'Premium Plan — lifetime access',
    prefill: input.prefill,
    theme: { color: '#5b3ee8' },
    handler: input.onSuccess,
    modal: { ondismiss: input.onDismiss },
  });
  checkout.on('payment.failed', (response) => {
    input.onFailure(response.error?.description ?? response.error?.reason ?? null);
  });
  checkout.open();
}
