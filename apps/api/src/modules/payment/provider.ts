export interface OrderRequest {
  amount: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
}

/** A payment as the provider reports it (Razorpay's payment entity, the fields we use). */
export interface ProviderPayment {
  id: string;
  orderId: string;
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  method: string | null;
  error: string | null;
  /** Paise refunded so far (Razorpay's amount_refunded). */
  amountRefunded: number;
}

export interface PaymentProvider {
  name: 'razorpay' | 'sandbox';
  /** Public key the browser's checkout needs; null for the sandbox. */
  keyId: string | null;
  /** Secret that signs `order_id|payment_id` in checkout's success response. */
  checkoutSecret: string;
  createOrder(request: OrderRequest): Promise<{ id: string }>;
  fetchOrderPayments(orderId: string): Promise<ProviderPayment[]>;
  /** One payment as the provider knows it now; null when the provider has no record of it. */
  fetchPayment(paymentId: string): Promise<ProviderPayment | null>;
  /** Captures an authorised payment for the full amount; answers the payment afterwards. */
  capturePayment(paymentId: string, amount: number, currency: string): Promise<ProviderPayment>;
}

/** Thrown when the provider cannot be reached or refuses; the message is safe to show. */
export class ProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderError';
  }
}
