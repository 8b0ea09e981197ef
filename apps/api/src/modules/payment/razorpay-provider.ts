import { z } from 'zod';
import { ProviderError, type OrderRequest, type PaymentProvider, type ProviderPayment } from './provider';

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  baseUrl: string;
  timeoutMs?: number;
}

const orderEntity = z.object({
  id: z.string().min(1),
  entity: z.literal('order'),
  amount: z.number(),
  status: z.string(),
});

export const paymentEntity = z.object({
  id: z.string().min(1),
  order_id: z.string().nullish(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  method: z.string().nullish(),
  error_code: z.string().nullish(),
  error_description: z.string().nullish(),
  amount_refunded: z.number().int().nullish(),
  refund_status: z.string().nullish(),
});
export type RazorpayPayment = z.infer<typeof paymentEntity>;

const paymentCollection = z.object({ entity: z.literal('collection'), items: z.array(paymentEntity) });

export const toProviderPayment = (payment: RazorpayPayment, orderId: string | null): ProviderPayment => ({
  id: payment.id,
  orderId: payment.order_id ?? orderId ?? '',
  amount: payment.amount,
  currency: payment.currency,
  status: payment.status,
  method: payment.method ?? null,
  error: payment.error_code ? `${payment.error_code}: ${payment.error_description ?? ''}`.trim() : null,
  amountRefunded: payment.amount_refunded ?? 0,
});

/** Razorpay's Orders API over fetch, with Basic auth key_id:key_secret. */
export type RazorpayProvider = PaymentProvider & { name: 'razorpay' };

export function createRazorpayProvider(options: RazorpayOptions): RazorpayProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new ProviderError('The payment provider could not be reached. Please try again in a moment.', {
        cause: error,
      });
    }
    const text = await response.text();
    if (!response.ok) {
      // Razorpay's error body names the problem but never our secret; keep it for the logs.
      throw new ProviderError(`The payment provider refused the request (HTTP ${response.status}).`, {
        cause: new Error(text.slice(0, 300)),
      });
    }
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw new ProviderError('The payment provider sent an unreadable answer.', { cause: error });
    }
  }

  return {
    name: 'razorpay' as const,
    keyId: options.keyId,
    checkoutSecret: options.keySecret,
    async createOrder(request: OrderRequest) {
      const parsed = orderEntity.safeParse(await call('POST', '/v1/orders', request));
      if (!parsed.success) throw new ProviderError('The payment provider sent an unexpected order.');
      if (parsed.data.amount !== request.amount)
        throw new ProviderError('The payment provider changed the amount.');
      return { id: parsed.data.id };
    },
    async fetchOrderPayments(orderId: string) {
      const parsed = paymentCollection.safeParse(
        await call('GET', `/v1/orders/${encodeURIComponent(orderId)}/payments`),
      );
      if (!parsed.success) throw new ProviderError('The payment provider sent an unexpected payment list.');
      return parsed.data.items.map((item) => toProviderPayment(item, orderId));
    },
    async fetchPayment(paymentId: string) {
      const parsed = paymentEntity.safeParse(await call('GET', `/v1/payments/${encodeURIComponent(paymentId)}`));
      if (!parsed.success) throw new ProviderError('The payment provider sent an unexpected payment.');
      return toProviderPayment(parsed.data, null);
    },
    async capturePayment(paymentId: string, amount: number, currency: string) {
      const parsed = paymentEntity.safeParse(
        await call('POST', `/v1/payments/${encodeURIComponent(paymentId)}/capture`, { amount, currency }),
      );
      if (!parsed.success) throw new ProviderError('The payment provider sent an unexpected payment.');
      return toProviderPayment(parsed.data, null);
    },
  };
}
