import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { paymentOrders, type PaymentOrderRow } from '../../db/schema';
import { PeriodicJob } from '../../lib/periodic-job';
import type { PaymentContext } from './context';
import { recordFailedPayment, settleCapturedPayment } from './settle';

/**
 * Asks the provider about one order and settles what it reports: a captured payment unlocks premium
 * even when the browser never called verify (tab closed, network lost). Returns whether it is paid.
 */
export async function reconcileOrder(ctx: PaymentContext, order: PaymentOrderRow): Promise<boolean> {
  let paid = false;
  for (const payment of await ctx.provider.fetchOrderPayments(order.id)) {
    const fact = { ...payment, source: 'reconcile' };
    if (payment.status === 'captured') {
      const settled = await settleCapturedPayment(ctx.db, order, fact, ctx.receiptMail);
      if (settled.granted)
        ctx.log.info({ orderId: order.id, paymentId: payment.id }, 'reconciliation unlocked premium');
      paid ||= settled.orderPaid;
    } else if (payment.status === 'failed') {
      await recordFailedPayment(ctx.db, order, fact);
    }
    // authorized: Razorpay captures it shortly (or refunds it); the next pass will see which.
  }
  return paid;
}

export interface ReconcileOptions {
  now?: Date;
  /** Give the browser's own verify call this long before asking the provider. */
  minAgeMs?: number;
  /** Orders older than this are left alone (abandoned checkouts). */
  maxAgeMs?: number;
  /** Ask about the same order at most this often. */
  recheckMs?: number;
  limit?: number;
}

const MINUTE = 60_000;

/**
 * One pass over unpaid orders. Claims them with SKIP LOCKED (stamping checked_at) so several
 * instances never ask about the same order at once; a provider error skips that order only.
 */
export async function reconcileOpenOrders(
  ctx: PaymentContext,
  options: ReconcileOptions = {},
): Promise<{ checked: number; paid: number }> {
  const now = options.now ?? new Date();
  const at = (ms: number) => new Date(now.getTime() - ms);
  const claimed = await ctx.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: paymentOrders.id })
      .from(paymentOrders)
      .where(
        and(
          inArray(paymentOrders.status, ['created', 'attempted']),
          eq(paymentOrders.provider, ctx.provider.name),
          lte(paymentOrders.createdAt, at(options.minAgeMs ?? 2 * MINUTE)),
          gte(paymentOrders.createdAt, at(options.maxAgeMs ?? 3 * 24 * 60 * MINUTE)),
          or(
            isNull(paymentOrders.checkedAt),
            lte(paymentOrders.checkedAt, at(options.recheckMs ?? 10 * MINUTE)),
          ),
        ),
      )
      .orderBy(sql`${paymentOrders.checkedAt} asc nulls first`, asc(paymentOrders.createdAt))
      .limit(options.limit ?? 25)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(paymentOrders)
      .set({ checkedAt: now })
      .where(
        inArray(
          paymentOrders.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });

  let paid = 0;
  for (const order of claimed) {
    try {
      if (await reconcileOrder(ctx, order)) paid += 1;
    } catch (error) {
      ctx.log.warn({ err: error, orderId: order.id }, 'reconciliation could not check an order');
    }
  }
  return { checked: claimed.length, paid };
}

/** Runs reconciliation on a timer while the app's background workers are on. */
export class PaymentReconciler {
  private readonly passes: PeriodicJob;

  constructor(ctx: PaymentContext, options: Omit<ReconcileOptions, 'now'> = {}) {
    this.passes = new PeriodicJob(
      () => reconcileOpenOrders(ctx, options),
      (error) => {
        ctx.log.warn({ err: error }, 'reconciliation pass failed');
      },
    );
  }

  /** The first pass waits for the first tick: a start-up is no reason to ask the provider. */
  start(intervalMs = 5 * MINUTE): void {
    this.passes.start(intervalMs, { immediately: false });
  }

  stop(): Promise<void> {
    return this.passes.stop();
  }
}
