import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  entitlements,
  payments,
  type DisputeStatus,
  type PaymentOrderRow,
  type RevokedReason,
} from '../../db/schema';
import type { ProviderPayment } from './provider';
import { paysInFull } from './rules';

/**
 * Money that comes back: a refund or a bank's dispute. Premium follows the money (decision 016): a
 * full refund or a lost dispute revokes the entitlement the order granted, an open dispute suspends
 * it, a won or closed one lifts the suspension. Rows are marked, never deleted, so the purchase stays
 * on the books. Each function runs inside the webhook's transaction and is safe to repeat.
 */

const paymentRow = (order: PaymentOrderRow, payment: ProviderPayment, source: string) => ({
  id: payment.id,
  orderId: order.id,
  userId: order.userId,
  amount: payment.amount,
  currency: payment.currency,
  status: 'captured' as const,
  method: payment.method,
  source,
});

/** Another captured, unrefunded payment still pays this order in full (a learner charged twice). */
async function stillPaid(db: Database, order: PaymentOrderRow, refundedId: string): Promise<boolean> {
  const others = await db
    .select({ amount: payments.amount, currency: payments.currency })
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'captured'), ne(payments.id, refundedId)));
  return others.some((other) => paysInFull(order, other));
}

async function revoke(db: Database, order: PaymentOrderRow, reason: RevokedReason): Promise<boolean> {
  if (!order.userId) return false;
  const revoked = await db
    .update(entitlements)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(
      and(
        eq(entitlements.userId, order.userId),
        eq(entitlements.orderId, order.id),
        isNull(entitlements.revokedAt),
      ),
    )
    .returning({ userId: entitlements.userId });
  return revoked.length > 0;
}

/**
 * Records what Razorpay reports as refunded on a payment. Premium is revoked only when the whole
 * payment came back: a partial refund (a goodwill discount) keeps it.
 */
export async function recordRefund(
  db: Database,
  order: PaymentOrderRow,
  payment: ProviderPayment,
  refundedNow: number,
  source: string,
): Promise<{ full: boolean; revoked: boolean }> {
  const refunded = Math.max(payment.amountRefunded, refundedNow);
  const full = payment.status === 'refunded' || refunded >= payment.amount;
  await db
    .insert(payments)
    .values({
      ...paymentRow(order, payment, source),
      status: full ? 'refunded' : 'captured',
      amountRefunded: refunded,
    })
    .onConflictDoUpdate({
      target: payments.id,
      set: {
        amountRefunded: sql`greatest(${payments.amountRefunded}, ${refunded})`,
        status: full ? 'refunded' : sql`${payments.status}`,
      },
    });
  if (!full || (await stillPaid(db, order, payment.id))) return { full, revoked: false };
  return { full, revoked: await revoke(db, order, 'refunded') };
}

export type DisputeEffect = 'suspended' | 'restored' | 'revoked' | 'none';

const DISPUTE_ENDED: ReadonlySet<DisputeStatus> = new Set(['won', 'lost', 'closed']);

/** Records a dispute's state on its payment and applies it to the entitlement the order granted. */
export async function recordDispute(
  db: Database,
  order: PaymentOrderRow,
  payment: ProviderPayment,
  status: DisputeStatus,
  source: string,
): Promise<DisputeEffect> {
  // Razorpay does not order its deliveries: once a dispute has ended (won, lost, closed), a late "created" or
  // "under review" about it changes nothing, or a dispute won before its "created" arrived would suspend for good.
  const ended = sql`${payments.disputeStatus} in ('won', 'lost', 'closed')`;
  const recorded = await db
    .insert(payments)
    .values({ ...paymentRow(order, payment, source), disputeStatus: status })
    .onConflictDoUpdate({
      target: payments.id,
      set: { disputeStatus: status },
      ...(DISPUTE_ENDED.has(status)
        ? {}
        : { setWhere: sql`${payments.disputeStatus} is null or not (${ended})` }),
    })
    .returning({ id: payments.id });
  if (recorded.length === 0 || !order.userId) return 'none';
  const ours = and(eq(entitlements.userId, order.userId), eq(entitlements.orderId, order.id));
  if (status === 'lost') return (await revoke(db, order, 'dispute_lost')) ? 'revoked' : 'none';
  if (status === 'won' || status === 'closed') {
    const lifted = await db
      .update(entitlements)
      .set({ suspendedAt: null })
      .where(and(ours, isNull(entitlements.revokedAt)))
      .returning({ userId: entitlements.userId });
    return lifted.length > 0 ? 'restored' : 'none';
  }
  const suspended = await db
    .update(entitlements)
    .set({ suspendedAt: sql`coalesce(${entitlements.suspendedAt}, now())` })
    .where(and(ours, isNull(entitlements.revokedAt)))
    .returning({ userId: entitlements.userId });
  return suspended.length > 0 ? 'suspended' : 'none';
}
