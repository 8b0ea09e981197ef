import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { entitlements, paymentOrders, type PaymentOrderRow, type UserRow } from '../../db/schema';
import { HttpError, conflict } from '../../lib/errors';
import { activeEntitlement } from '../access/access';
import type { PaymentContext } from './context';
import { ProviderError } from './provider';
import { reconcileOrder } from './reconcile';
import {
  ALREADY_PREMIUM_MESSAGE,
  PRICE,
  SOLD_OUT_MESSAGE,
  decideCheckout,
  lifetimeSlots,
  receiptFor,
  type LifetimeSlots,
} from './rules';

export async function findOrder(db: Database, orderId: string): Promise<PaymentOrderRow | undefined> {
  const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
  return order;
}

export async function hasEntitlement(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: entitlements.userId })
    .from(entitlements)
    .where(activeEntitlement(userId));
  return Boolean(row);
}

/** Sales: paid orders, one per learner (a learner who paid twice holds one slot); erased accounts still count. */
export async function soldCount(db: Database): Promise<number> {
  const [row] = await db
    .select({
      sold: sql<number>`count(distinct coalesce(${paymentOrders.userId}::text, ${paymentOrders.id}))::int`,
    })
    .from(paymentOrders)
    .where(eq(paymentOrders.status, 'paid'));
  return row?.sold ?? 0;
}

export async function getLifetimeSlots(
  ctx: Pick<PaymentContext, 'db' | 'lifetimeSlots'>,
): Promise<LifetimeSlots> {
  return lifetimeSlots(ctx.lifetimeSlots, await soldCount(ctx.db));
}

async function findOpenOrder(ctx: PaymentContext, userId: string): Promise<PaymentOrderRow | undefined> {
  const [order] = await ctx.db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.userId, userId),
        eq(paymentOrders.provider, ctx.provider.name),
        eq(paymentOrders.amount, PRICE.amount),
        eq(paymentOrders.currency, PRICE.currency),
        ne(paymentOrders.status, 'paid'),
      ),
    );
  return order;
}

export interface Checkout {
  orderId: string;
  amount: number;
  currency: string;
  provider: 'razorpay' | 'sandbox';
  keyId: string | null;
}

const toCheckout = (ctx: PaymentContext, order: PaymentOrderRow): Checkout => ({
  orderId: order.id,
  amount: order.amount,
  currency: order.currency,
  provider: ctx.provider.name,
  keyId: ctx.provider.keyId,
});

export const PROVIDER_DOWN_MESSAGE =
  'Failed to create Razorpay session: the payment provider did not answer. Please try again in a moment.';

/** Creates the learner's order at the provider, or hands back their open one. */
export async function createCheckout(
  ctx: PaymentContext,
  user: UserRow,
  now = new Date(),
): Promise<Checkout> {
  const open = await findOpenOrder(ctx, user.id);
  const decision = decideCheckout({
    isPremium: await hasEntitlement(ctx.db, user.id),
    hasOpenOrder: Boolean(open),
    slots: await getLifetimeSlots(ctx),
  });
  if (decision === 'already-premium') throw conflict(ALREADY_PREMIUM_MESSAGE);
  if (decision === 'sold-out') throw new HttpError(410, SOLD_OUT_MESSAGE);
  if (decision === 'reuse' && open) {
    // The learner may have paid this order already with the callback lost: ask the provider first.
    const paid = await reconcileOrder(ctx, open).catch((error: unknown) => {
      ctx.log.warn(
        { err: error, orderId: open.id },
        'could not check an open order with the provider; reusing it',
      );
      return false;
    });
    if (paid) throw conflict(ALREADY_PREMIUM_MESSAGE);
    return toCheckout(ctx, open);
  }

  const receipt = receiptFor(user.id, now);
  let created: { id: string };
  try {
    created = await ctx.provider.createOrder({
      ...PRICE,
      receipt,
      notes: { user_id: user.id, product: 'lifetime' },
    });
  } catch (error) {
    if (error instanceof ProviderError) {
      ctx.log.warn({ err: error, userId: user.id }, 'payment provider failed to create an order');
      throw new HttpError(502, PROVIDER_DOWN_MESSAGE);
    }
    throw error;
  }
  const [order] = await ctx.db
    .insert(paymentOrders)
    .values({
      id: created.id,
      userId: user.id,
      provider: ctx.provider.name,
      ...PRICE,
      receipt,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (order) {
    ctx.log.info({ orderId: order.id, userId: user.id }, 'payment order created');
    return toCheckout(ctx, order);
  }
  // A concurrent request for the same learner won the race; its order is the one to pay.
  const winner = await findOpenOrder(ctx, user.id);
  if (!winner) throw conflict('A checkout was just started for your account. Please try again.');
  return toCheckout(ctx, winner);
}
