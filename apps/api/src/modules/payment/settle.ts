import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { entitlements, paymentOrders, payments, type PaymentOrderRow } from '../../db/schema';
import { queuePaymentConfirmation, type ReceiptMailer } from './receipt-mail';
import { paysInFull } from './rules';

export interface PaymentFact {
  id: string;
  amount: number;
  currency: string;
  method: string | null;
  error?: string | null;
  /** verify, webhook, reconcile or sandbox */
  source: string;
}

export interface Settlement {
  /** The order is paid (now or before). */
  orderPaid: boolean;
  paidAt: Date | null;
  /** This call granted the entitlement (false if it was already held). */
  granted: boolean;
}

/**
 * Records a captured payment, marks its order paid and grants lifetime premium, in one transaction.
 * Safe to repeat and to race (verify, webhook and the reconciler may all report the same payment):
 * the payment id and the learner are primary keys, so there is one payment row and one entitlement.
 * The payment that first marks the order paid queues the learner's payment confirmation in the same
 * transaction (the conditional update lets exactly one of racing reports do it), so one mail per order.
 */
export async function settleCapturedPayment(
  db: Database,
  order: PaymentOrderRow,
  payment: PaymentFact,
  receiptMail?: ReceiptMailer,
): Promise<Settlement> {
  return db.transaction(async (tx) => {
    await tx
      .insert(payments)
      .values({
        id: payment.id,
        orderId: order.id,
        userId: order.userId,
        amount: payment.amount,
        currency: payment.currency,
        status: 'captured',
        method: payment.method,
        source: payment.source,
      })
      // A payment reported failed can still be captured later (late authorisation); never the reverse.
      .onConflictDoUpdate({
        target: payments.id,
        set: { status: 'captured', error: null },
        setWhere: sql`${payments.status} = 'failed'`,
      });
    if (!paysInFull(order, payment)) return { orderPaid: false, paidAt: null, granted: false };

    const paidColumns = { paidAt: paymentOrders.paidAt, userId: paymentOrders.userId };
    // Only one report finds paid_at empty: a concurrent one waits for the row and then sees it set.
    const [first] = await tx
      .update(paymentOrders)
      .set({ status: 'paid', paidAt: sql`now()` })
      .where(and(eq(paymentOrders.id, order.id), isNull(paymentOrders.paidAt)))
      .returning(paidColumns);
    const [paid] = first
      ? [first]
      : await tx
          .update(paymentOrders)
          .set({ status: 'paid' })
          .where(eq(paymentOrders.id, order.id))
          .returning(paidColumns);
    const userId = paid?.userId ?? null;
    if (first?.userId && first.paidAt && receiptMail)
      await queuePaymentConfirmation(tx, receiptMail, {
        userId: first.userId,
        orderId: order.id,
        paymentId: payment.id,
        amount: order.amount,
        currency: order.currency,
        paidAt: first.paidAt,
      });
    if (!userId) return { orderPaid: true, paidAt: paid?.paidAt ?? null, granted: false };

    const granted = await tx
      .insert(entitlements)
      .values({ userId, kind: 'lifetime', orderId: order.id })
      // A learner whose premium was revoked (refund, lost dispute) or is suspended (a dispute still open
      // on an earlier order) gets it back by paying a new order: the new payment stands on its own, and
      // what becomes of the disputed one touches only that order. A late report about the revoked or
      // disputed order itself never restores it.
      .onConflictDoUpdate({
        target: entitlements.userId,
        set: {
          orderId: order.id,
          grantedAt: sql`now()`,
          revokedAt: null,
          revokedReason: null,
          suspendedAt: null,
        },
        setWhere: sql`(${entitlements.revokedAt} is not null or ${entitlements.suspendedAt} is not null) and ${entitlements.orderId} is distinct from ${order.id}`,
      })
      .returning({ userId: entitlements.userId });
    return { orderPaid: true, paidAt: paid?.paidAt ?? null, granted: granted.length > 0 };
  });
}

/** Records a failed payment attempt; the order becomes 'attempted' unless it is already paid. */
export async function recordFailedPayment(
  db: Database,
  order: PaymentOrderRow,
  payment: PaymentFact,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(payments)
      .values({
        id: payment.id,
        orderId: order.id,
        userId: order.userId,
        amount: payment.amount,
        currency: payment.currency,
        status: 'failed',
        method: payment.method,
        error: payment.error?.slice(0, 500) ?? null,
        source: payment.source,
      })
      .onConflictDoNothing();
    await tx
      .update(paymentOrders)
      .set({ status: 'attempted' })
      .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.status, 'created')));
  });
}
