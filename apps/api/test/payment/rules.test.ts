import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideCheckout, lifetimeSlots, paysInFull, receiptFor } from '../../src/modules/payment/rules';
import {
  checkoutSignature,
  sandboxSecret,
  signaturesMatch,
  webhookSignature,
} from '../../src/modules/payment/signature';

describe('checkout signature', () => {
  it("matches Razorpay's documented formula: hex HMAC-SHA256 of order_id|payment_id", () => {
    const expected = createHmac('sha256', 'secret').update('order_A|pay_B').digest('hex');
    expect(checkoutSignature('order_A', 'pay_B', 'secret')).toBe(expected);
  });

  it('signs the raw webhook bytes', () => {
    const body = Buffer.from('{"event":"order.paid"}\n');
    expect(webhookSignature(body, 'w')).toBe(createHmac('sha256', 'w').update(body).digest('hex'));
  });

  it('compares equal strings as a match and anything else (any length) as a mismatch', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(signaturesMatch(a, a)).toBe(true);
        expect(signaturesMatch(a, b)).toBe(a === b);
      }),
    );
  });

  it('derives a stable sandbox secret per JWT secret', () => {
    const one = sandboxSecret(new TextEncoder().encode('a'.repeat(40)));
    expect(one).toMatch(/^[0-9a-f]{64}$/);
    expect(sandboxSecret(new TextEncoder().encode('a'.repeat(40)))).toBe(one);
    expect(sandboxSecret(new TextEncoder().encode('b'.repeat(40)))).not.toBe(one);
  });
});

describe('checkout decision', () => {
  const slots = (total: number, sold: number) => lifetimeSlots(total, sold);

  it('refuses premium learners, reuses an open order, then checks slots', () => {
    expect(decideCheckout({ isPremium: true, hasOpenOrder: true, slots: slots(10, 0) })).toBe(
      'already-premium',
    );
    expect(decideCheckout({ isPremium: false, hasOpenOrder: true, slots: slots(10, 10) })).toBe('reuse');
    expect(decideCheckout({ isPremium: false, hasOpenOrder: false, slots: slots(10, 10) })).toBe('sold-out');
    expect(decideCheckout({ isPremium: false, hasOpenOrder: false, slots: slots(10, 9) })).toBe('create');
  });

  it('never reports negative slots left, even when oversold', () => {
    expect(lifetimeSlots(100, 3)).toEqual({ total: 100, sold: 3, left: 97 });
    expect(lifetimeSlots(2, 5)).toEqual({ total: 2, sold: 5, left: 0 });
  });

  it('unlocks only a full payment in the order currency', () => {
    const order = { amount: 49_900, currency: 'INR' };
    expect(paysInFull(order, { amount: 49_900, currency: 'INR' })).toBe(true);
    expect(paysInFull(order, { amount: 100, currency: 'INR' })).toBe(false);
    expect(paysInFull(order, { amount: 49_900, currency: 'USD' })).toBe(false);
  });

  it("keeps receipts within Razorpay's 40 characters", () => {
    expect(receiptFor('0b7e3f0a-1c2d-4e5f-8a9b-0c1d2e3f4a5b', new Date()).length).toBeLessThanOrEqual(40);
  });
});
