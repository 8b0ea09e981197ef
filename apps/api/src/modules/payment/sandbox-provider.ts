import { randomBytes } from 'node:crypto';
import type { OrderRequest, PaymentProvider, ProviderPayment } from './provider';
import { checkoutSignature } from './signature';

const randomId = (prefix: string) => `${prefix}_sandbox_${randomBytes(9).toString('base64url')}`;

export interface SandboxPayment {
  payment: ProviderPayment;
  /** Present on success: what Razorpay checkout would hand the browser. */
  signature: string | null;
}

/**
 * The zero-configuration provider: orders are made locally and a TEST MODE checkout "pays" them by
 * signing `order_id|payment_id` exactly as Razorpay would, so the same verify path runs offline.
 * Its own record of payments (what Razorpay would know) lives in memory, for reconciliation.
 */
export type SandboxProvider = ReturnType<typeof createSandboxProvider>;

export function createSandboxProvider(secret: string) {
  const paymentsByOrder = new Map<string, ProviderPayment[]>();

  const provider = {
    name: 'sandbox' as const,
    keyId: null,
    checkoutSecret: secret,
    async createOrder(_request: OrderRequest) {
      return { id: randomId('order') };
    },
    async fetchOrderPayments(orderId: string) {
      return [...(paymentsByOrder.get(orderId) ?? [])];
    },
    async fetchPayment(paymentId: string) {
      for (const list of paymentsByOrder.values()) {
        const found = list.find((payment) => payment.id === paymentId);
        if (found) return { ...found };
      }
      return null;
    },
    async capturePayment(paymentId: string): Promise<ProviderPayment> {
      // Sandbox payments are captured when made; there is never an authorised one to capture.
      const found = await provider.fetchPayment(paymentId);
      if (!found) throw new Error(`sandbox: no payment ${paymentId}`);
      return found;
    },
    /** Takes (or fails) a payment for an order, as a learner in checkout would. */
    pay(
      order: { id: string; amount: number; currency: string },
      outcome: 'success' | 'failure',
    ): SandboxPayment {
      const payment: ProviderPayment = {
        id: randomId('pay'),
        orderId: order.id,
        amount: order.amount,
        currency: order.currency,
        status: outcome === 'success' ? 'captured' : 'failed',
        method: 'sandbox',
        error: outcome === 'success' ? null : 'BAD_REQUEST_ERROR: Payment failed (sandbox test).',
        amountRefunded: 0,
      };
      paymentsByOrder.set(order.id, [...(paymentsByOrder.get(order.id) ?? []), payment]);
      return {
        payment,
        signature: outcome === 'success' ? checkoutSignature(order.id, payment.id, secret) : null,
      };
    },
  } satisfies PaymentProvider & Record<string, unknown>;
  return provider;
}
