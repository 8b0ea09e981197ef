import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentOrders, payments } from '../../db/schema';

export const NO_RECEIPT_MESSAGE = 'No completed payment was found for your account.';

export interface Receipt {
  orderId: string;
  paymentId: string;
  amount: number;
  currency: string;
  paidAt: string;
}

/**
 * The learner's latest paid order with the captured payment that paid it: what the receipt page
 * shows. The amount is the order's (what we charged), never a client's figure. undefined when the
 * learner has not paid.
 */
export async function latestReceipt(db: Database, userId: string): Promise<Receipt | undefined> {
  const [row] = await db
    .select({
      orderId: paymentOrders.id,
      paymentId: payments.id,
      amount: paymentOrders.amount,
      currency: paymentOrders.currency,
      paidAt: paymentOrders.paidAt,
      capturedAt: payments.createdAt,
    })
    .from(paymentOrders)
    .innerJoin(payments, and(eq(payments.orderId, paymentOrders.id), eq(payments.status, 'captured')))
    .where(and(eq(paymentOrders.userId, userId), eq(paymentOrders.status, 'paid')))
    // A double charge leaves two captured payments on one order: the first one paid it.
    .orderBy(desc(paymentOrders.paidAt), asc(payments.createdAt))
    .limit(1);
  if (!row) return undefined;
  return {
    orderId: row.orderId,
    paymentId: row.paymentId,
    amount: row.amount,
    currency: row.currency,
    paidAt: (row.paidAt ?? row.capturedAt).toISOString(),
  };
}
