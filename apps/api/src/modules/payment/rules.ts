import { PREMIUM_AMOUNT_PAISE, PREMIUM_CURRENCY } from '@pathwise/contract';

/** What premium costs; fixed here, never read from a request. */
export const PRICE = { amount: PREMIUM_AMOUNT_PAISE, currency: PREMIUM_CURRENCY } as const;

export const ALREADY_PREMIUM_MESSAGE =
  'You already have Premium with lifetime access. There is nothing more to pay.';
export const SOLD_OUT_MESSAGE = 'All lifetime access slots have been sold. Please check back later.';

export interface LifetimeSlots {
  total: number;
  sold: number;
  left: number;
}

export const lifetimeSlots = (total: number, sold: number): LifetimeSlots => ({
  total,
  sold,
  left: Math.max(0, total - sold),
});

export type CheckoutDecision = 'already-premium' | 'reuse' | 'sold-out' | 'create';

/**
 * Premium learners pay nothing; an open order is reused (so a second tab or a retry never makes a
 * second order); otherwise a new order needs a slot left. Slots are only checked here: a payment
 * already taken is always honoured.
 */
export function decideCheckout(input: {
  isPremium: boolean;
  hasOpenOrder: boolean;
  slots: LifetimeSlots;
}): CheckoutDecision {
  if (input.isPremium) return 'already-premium';
  if (input.hasOpenOrder) return 'reuse';
  if (input.slots.left <= 0) return 'sold-out';
  return 'create';
}

/** A captured payment unlocks premium only if it paid the order's full amount in its currency. */
export const paysInFull = (
  order: { amount: number; currency: string },
  payment: { amount: number; currency: string },
) => payment.currency === order.currency && payment.amount >= order.amount;

/** Razorpay receipts are at most 40 characters; this one is readable in its dashboard and unique enough. */
export const receiptFor = (userId: string, now: Date) =>
  `pw_${userId.replace(/-/g, '').slice(0, 12)}_${now.getTime().toString(36)}`;
