import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { webhookEvents } from '../../db/schema';
import type { PaymentContext } from './context';
import { findOrder } from './orders';
import { paymentEntity, toProviderPayment } from './razorpay-provider';
import { recordDispute, recordRefund } from './reversals';
import { recordFailedPayment, settleCapturedPayment } from './settle';
import { signaturesMatch, webhookSignature } from './signature';

const refundEntity = z.object({ id: z.string(), amount: z.number().int(), payment_id: z.string() });
const disputeEntity = z.object({
  id: z.string(),
  payment_id: z.string(),
  status: z.enum(['open', 'under_review', 'action_required', 'won', 'lost', 'closed']),
});

/** Razorpay's webhook envelope, only the parts we act on; everything else passes through unread. */
const webhookEvent = z.object({
  event: z.string().min(1),
  payload: z
    .object({
      payment: z.object({ entity: paymentEntity }).optional(),
      order: z.object({ entity: z.object({ id: z.string() }) }).optional(),
      refund: z.object({ entity: refundEntity }).optional(),
      dispute: z.object({ entity: disputeEntity }).optional(),
    })
    .default({}),
});

/** Dispute events and the state they mean when the payload's dispute entity is missing. */
const DISPUTE_EVENTS = {
  'payment.dispute.created': 'open',
  'payment.dispute.under_review': 'under_review',
  'payment.dispute.action_required': 'action_required',
  'payment.dispute.won': 'won',
  'payment.dispute.lost': 'lost',
  'payment.dispute.closed': 'closed',
} as const;

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

export const isValidWebhookSignature = (rawBody: Buffer, signature: string | undefined, secret: string) =>
  typeof signature === 'string' && signaturesMatch(webhookSignature(rawBody, secret), signature);

/** Razorpay sends x-razorpay-event-id; a body hash stands in if it ever does not, so exact resends still drop. */
export const webhookEventId = (header: string | undefined, rawBody: Buffer) =>
  header && header.length <= 200 ? header : `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;

export function parseWebhookEvent(rawBody: Buffer) {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return null;
  }
  const parsed = webhookEvent.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/**
 * Handles one verified delivery in one transaction with its event id, so a redelivery is dropped
 * and a failure rolls back both (Razorpay then retries). Orders are never moved back from paid.
 */
export async function handleWebhookEvent(
  ctx: PaymentContext,
  eventId: string,
  event: z.infer<typeof webhookEvent>,
): Promise<WebhookOutcome> {
  return ctx.db.transaction(async (tx) => {
    const fresh = await tx
      .insert(webhookEvents)
      .values({ eventId, type: event.event.slice(0, 100) })
      .onConflictDoNothing()
      .returning({ eventId: webhookEvents.eventId });
    if (fresh.length === 0) return 'duplicate';
    return apply(ctx, tx, event);
  });
}

async function apply(
  ctx: PaymentContext,
  db: Database,
  event: z.infer<typeof webhookEvent>,
): Promise<WebhookOutcome> {
  const entity = event.payload.payment?.entity;
  const orderId = entity?.order_id ?? event.payload.order?.entity.id;
  if (!entity || !orderId) return 'ignored';
  const order = await findOrder(db, orderId);
  if (!order) return 'ignored'; // not an order of this app (the Razorpay account may serve others)
  const payment = toProviderPayment(entity, orderId);
  const fact = { ...payment, source: 'webhook' };

  if ((event.event === 'payment.captured' || event.event === 'order.paid') && payment.status === 'captured') {
    const settled = await settleCapturedPayment(db, order, fact, ctx.receiptMail);
    if (settled.granted) ctx.log.info({ orderId, paymentId: payment.id }, 'webhook unlocked premium');
    return 'processed';
  }
  if (event.event === 'payment.failed') {
    await recordFailedPayment(db, order, fact);
    ctx.log.info({ orderId, paymentId: payment.id }, 'payment failed');
    return 'processed';
  }
  if (event.event === 'refund.processed' || event.event === 'payment.refunded') {
    const refund = event.payload.refund?.entity;
    const refunded = refund && refund.payment_id === payment.id ? refund.amount : 0;
    const result = await recordRefund(db, order, payment, refunded, 'webhook');
    ctx.log.info({ orderId, paymentId: payment.id, ...result }, 'payment refunded');
    return 'processed';
  }
  if (event.event in DISPUTE_EVENTS) {
    const dispute = event.payload.dispute?.entity;
    const status = dispute?.status ?? DISPUTE_EVENTS[event.event as keyof typeof DISPUTE_EVENTS];
    const effect = await recordDispute(db, order, payment, status, 'webhook');
    ctx.log.warn(
      { orderId, paymentId: payment.id, disputeId: dispute?.id, status, effect },
      'payment disputed',
    );
    return 'processed';
  }
  return 'ignored';
}
