import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import { entitlements, paymentOrders, payments, users } from '../../src/db/schema';
import type { Learner } from '../helpers/app';

export const checkout = (app: FastifyInstance, learner: Learner, userId = learner.userId) =>
  app.inject({
    method: 'POST',
    url: '/api/payment/create-checkout-session',
    headers: learner.auth,
    payload: { userId },
  });

export interface CheckoutFields {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export const verify = (
  app: FastifyInstance,
  learner: Learner,
  fields: CheckoutFields,
  userId = learner.userId,
) =>
  app.inject({
    method: 'POST',
    url: '/api/payment/verify-payment',
    headers: learner.auth,
    payload: { ...fields, userId },
  });

export const subscriptionStatus = (app: FastifyInstance, learner: Learner, userId = learner.userId) =>
  app.inject({ method: 'GET', url: `/api/payment/subscription/status/${userId}`, headers: learner.auth });

export const sandboxPay = (
  app: FastifyInstance,
  learner: Learner,
  orderId: string,
  outcome: 'success' | 'failure',
) =>
  app.inject({
    method: 'POST',
    url: '/api/payment/sandbox/pay',
    headers: learner.auth,
    payload: { orderId, outcome },
  });

/** What the database holds about one learner's purchase. */
export async function ledger(db: Database, userId: string) {
  const held = await db.select().from(entitlements).where(eq(entitlements.userId, userId));
  const rows = await db.select().from(payments).where(eq(payments.userId, userId));
  const orders = await db.select().from(paymentOrders).where(eq(paymentOrders.userId, userId));
  return { entitlements: held, payments: rows, orders };
}

export async function expireTrial(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ trialEndsAt: sql`now() - interval '1 day'` })
    .where(eq(users.id, userId));
}
