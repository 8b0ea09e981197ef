import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for api.razorpay.com speaking its wire format: Basic auth with key_id:key_secret,
 * POST /v1/orders, GET /v1/orders/{id}/payments, GET /v1/payments/{id}, POST /v1/payments/{id}/capture,
 * Razorpay's error bodies. Tests "pay" orders through it as a learner in checkout would, refund and
 * dispute payments as the merchant's dashboard or a bank would, and build signed webhook deliveries
 * from its state.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface FakeOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

export interface FakePayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  method: string;
  captured: boolean;
  vpa: string | null;
  email: string;
  contact: string;
  notes: unknown[];
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  created_at: number;
}

export interface FakeRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string>;
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: 'pending' | 'processed' | 'failed';
  speed_processed: 'normal';
  speed_requested: 'normal';
}

export interface FakeDispute {
  id: string;
  entity: 'dispute';
  payment_id: string;
  amount: number;
  currency: string;
  amount_deducted: number;
  reason_code: string;
  respond_by: number;
  status: 'open' | 'under_review' | 'won' | 'lost' | 'closed';
  phase: 'chargeback' | 'pre_arbitration' | 'arbitration' | 'fraud' | 'retrieval';
  comments: string | null;
  created_at: number;
}

export type FakeWebhookEvent =
  | 'payment.captured'
  | 'order.paid'
  | 'payment.failed'
  | 'payment.authorized'
  | 'refund.processed'
  | 'payment.refunded'
  | 'payment.dispute.created'
  | 'payment.dispute.under_review'
  | 'payment.dispute.won'
  | 'payment.dispute.lost'
  | 'payment.dispute.closed';

const rzpId = (prefix: string) =>
  `${prefix}_${randomBytes(10)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .padEnd(14, 'x')
    .slice(0, 14)}`;
const unix = () => Math.floor(Date.now() / 1000);

const errorBody = (description: string, field?: string) => ({
  error: {
    code: 'BAD_REQUEST_ERROR',
    description,
    source: field ? 'business' : 'NA',
    step: field ? 'payment_initiation' : 'NA',
    reason: field ? 'input_validation_failed' : 'NA',
    metadata: {},
    ...(field ? { field } : {}),
  },
});

export interface FakeRazorpay {
  url: string;
  keyId: string;
  keySecret: string;
  requests: RecordedRequest[];
  orders: Map<string, FakeOrder>;
  payments: FakePayment[];
  refunds: FakeRefund[];
  /** The next n API calls answer 500 (an outage). */
  failNext(count?: number): void;
  /** A learner pays in checkout: the payment is stored and checkout's signed success fields returned. */
  pay(
    orderId: string,
    options?: { status?: FakePayment['status']; method?: string; amount?: number },
  ): {
    payment: FakePayment;
    checkout: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
  };
  /** The merchant refunds a captured payment (all of it unless an amount is given), as the dashboard would. */
  refund(paymentId: string, amount?: number): FakeRefund;
  /** A bank raises a dispute on a payment, or moves one on (won, lost, closed). */
  dispute(paymentId: string, status?: FakeDispute['status'], previous?: FakeDispute): FakeDispute;
  /**
   * A webhook delivery for an event about a stored payment, signed with the given webhook secret.
   * Refund events carry the refund, dispute events the dispute, beside the payment (Razorpay's shapes).
   */
  webhook(
    event: FakeWebhookEvent,
    payment: FakePayment,
    webhookSecret: string,
    options?: { eventId?: string; spacing?: number; refund?: FakeRefund; dispute?: FakeDispute },
  ): { payload: string; headers: Record<string, string> };
  close(): Promise<void>;
}

export async function startFakeRazorpay(
  keyId = 'rzp_test_FakeKey123',
  keySecret = 'fake_key_secret_abc',
): Promise<FakeRazorpay> {
  const requests: RecordedRequest[] = [];
  const orders = new Map<string, FakeOrder>();
  const payments: FakePayment[] = [];
  const refunds: FakeRefund[] = [];
  let failures = 0;
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = null;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        body = raw;
      }
      const path = request.url ?? '/';
      requests.push({ method: request.method ?? 'GET', path, headers: request.headers, body });
      const send = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      if (failures > 0) {
        failures -= 1;
        return send(500, {
          error: { code: 'SERVER_ERROR', description: 'The server encountered an error.' },
        });
      }
      if (request.headers.authorization !== expectedAuth)
        return send(401, errorBody('Authentication failed'));

      if (request.method === 'POST' && path === '/v1/orders') {
        const input = (body ?? {}) as Record<string, unknown>;
        if (!Number.isInteger(input.amount) || (input.amount as number) < 100)
          return send(400, errorBody('The amount must be atleast INR 1.00', 'amount'));
        if (typeof input.currency !== 'string' || input.currency.length !== 3)
          return send(400, errorBody('The currency field is required.', 'currency'));
        if (input.receipt !== undefined && (typeof input.receipt !== 'string' || input.receipt.length > 40))
          return send(400, errorBody('The receipt may not be greater than 40 characters.', 'receipt'));
        const notes = (input.notes ?? {}) as Record<string, string>;
        if (Object.keys(notes).length > 15)
          return send(400, errorBody('Number of notes must be 15 or less', 'notes'));
        const order: FakeOrder = {
          id: rzpId('order'),
          entity: 'order',
          amount: input.amount as number,
          amount_paid: 0,
          amount_due: input.amount as number,
          currency: input.currency,
          receipt: (input.receipt) ?? '',
          offer_id: null,
          status: 'created',
          attempts: 0,
          notes,
          created_at: unix(),
        };
        orders.set(order.id, order);
        return send(200, order);
      }
      const match = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path);
      if (request.method === 'GET' && match) {
        const orderId = decodeURIComponent(match[1] ?? '');
        if (!orders.has(orderId)) return send(400, errorBody('The id provided does not exist'));
        const items = payments.filter((payment) => payment.order_id === orderId);
        return send(200, { entity: 'collection', count: items.length, items });
      }
      const paymentPath = /^\/v1\/payments\/([^/]+)(\/capture)?$/.exec(path);
      const found = paymentPath ? payments.find((item) => item.id === decodeURIComponent(paymentPath[1] ?? '')) : undefined;
      if (paymentPath && !found) return send(400, errorBody('The id provided does not exist'));
      if (request.method === 'GET' && paymentPath && !paymentPath[2] && found) return send(200, found);
      if (request.method === 'POST' && paymentPath?.[2] && found) {
        const input = (body ?? {}) as Record<string, unknown>;
        if (found.status === 'captured' || found.status === 'refunded')
          return send(400, errorBody('This payment has already been captured'));
        if (found.status !== 'authorized')
          return send(400, errorBody('Only payments which have been authorized and not yet captured can be captured'));
        if (input.amount !== found.amount)
          return send(400, errorBody('Capture amount must be equal to the amount authorized', 'amount'));
        if (input.currency !== found.currency)
          return send(400, errorBody('The currency should be same as the payment currency', 'currency'));
        found.status = 'captured';
        found.captured = true;
        const order = orders.get(found.order_id);
        if (order) {
          order.status = 'paid';
          order.amount_paid = found.amount;
          order.amount_due = 0;
        }
        return send(200, found);
      }
      return send(404, errorBody('The requested URL was not found on the server.'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    keyId,
    keySecret,
    requests,
    orders,
    payments,
    refunds,
    failNext(count = 1) {
      failures = count;
    },
    pay(orderId, options = {}) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`fake razorpay: no order ${orderId}`);
      const status = options.status ?? 'captured';
      const failed = status === 'failed';
      const payment: FakePayment = {
        id: rzpId('pay'),
        entity: 'payment',
        amount: options.amount ?? order.amount,
        currency: order.currency,
        status,
        order_id: order.id,
        method: options.method ?? 'upi',
        captured: status === 'captured',
        vpa: 'success@razorpay',
        email: 'learner@example.com',
        contact: '+919876543210',
        notes: [],
        error_code: failed ? 'BAD_REQUEST_ERROR' : null,
        error_description: failed ? 'Payment failed because the bank declined it.' : null,
        error_source: failed ? 'bank' : null,
        error_step: failed ? 'payment_authorization' : null,
        error_reason: failed ? 'payment_failed' : null,
        amount_refunded: 0,
        refund_status: null,
        created_at: unix(),
      };
      payments.push(payment);
      order.attempts += 1;
      if (status === 'captured') {
        order.status = 'paid';
        order.amount_paid = payment.amount;
        order.amount_due = 0;
      } else if (order.status === 'created') order.status = 'attempted';
      const signature = createHmac('sha256', keySecret).update(`${order.id}|${payment.id}`).digest('hex');
      return {
        payment,
        checkout: {
          razorpay_payment_id: payment.id,
          razorpay_order_id: order.id,
          razorpay_signature: signature,
        },
      };
    },
    refund(paymentId, amount) {
      const payment = payments.find((item) => item.id === paymentId);
      if (!payment || payment.status !== 'captured') throw new Error(`fake razorpay: ${paymentId} is not captured`);
      const refund: FakeRefund = {
        id: rzpId('rfnd'),
        entity: 'refund',
        amount: amount ?? payment.amount - payment.amount_refunded,
        currency: payment.currency,
        payment_id: payment.id,
        notes: {},
        receipt: null,
        acquirer_data: { arn: null },
        created_at: unix(),
        batch_id: null,
        status: 'processed',
        speed_processed: 'normal',
        speed_requested: 'normal',
      };
      refunds.push(refund);
      payment.amount_refunded += refund.amount;
      const full = payment.amount_refunded >= payment.amount;
      payment.refund_status = full ? 'full' : 'partial';
      // Razorpay moves a payment to refunded only when all of it is refunded.
      if (full) payment.status = 'refunded';
      return refund;
    },
    dispute(paymentId, status = 'open', previous) {
      const payment = payments.find((item) => item.id === paymentId);
      if (!payment) throw new Error(`fake razorpay: no payment ${paymentId}`);
      return {
        id: previous?.id ?? rzpId('disp'),
        entity: 'dispute',
        payment_id: payment.id,
        amount: payment.amount,
        currency: payment.currency,
        amount_deducted: status === 'lost' ? payment.amount : 0,
        reason_code: 'chargeback_fraud',
        respond_by: unix() + 7 * 86_400,
        status,
        phase: 'chargeback',
        comments: null,
        created_at: previous?.created_at ?? unix(),
      };
    },
    webhook(event, payment, webhookSecret, options = {}) {
      const order = orders.get(payment.order_id);
      const refund = options.refund ?? refunds.findLast((item) => item.payment_id === payment.id);
      const isRefund = event === 'refund.processed' || event === 'payment.refunded';
      const isDispute = event.startsWith('payment.dispute.');
      const envelope = {
        entity: 'event',
        account_id: 'acc_FakeAccount0001',
        event,
        contains: event === 'order.paid' ? ['payment', 'order'] : isRefund ? ['refund', 'payment'] : isDispute ? ['payment', 'dispute'] : ['payment'],
        payload: {
          payment: { entity: payment },
          ...(event === 'order.paid' && order ? { order: { entity: order } } : {}),
          ...(isRefund && refund ? { refund: { entity: refund } } : {}),
          ...(isDispute && options.dispute ? { dispute: { entity: options.dispute } } : {}),
        },
        created_at: unix(),
      };
      // Razorpay's bytes are whatever it sent; spacing proves we verify those bytes, not re-serialised JSON.
      const payload = JSON.stringify(envelope, null, options.spacing);
      return {
        payload,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': createHmac('sha256', webhookSecret).update(payload).digest('hex'),
          'x-razorpay-event-id': options.eventId ?? rzpId('evt'),
        },
      };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
