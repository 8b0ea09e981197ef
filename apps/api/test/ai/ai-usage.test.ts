import type { AiUsageResponse } from '@pathwise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuotaExceededError, UsageLedger } from '../../src/ai/usage';
import { createLearner, createTestApp, json, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const usageOf = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/auth/ai-usage', headers });

describe('GET /api/auth/ai-usage', () => {
  it('on the offline engine there is no allowance: limited false, nothing to run out of', async () => {
    const learner = await createLearner(t.app);
    const response = await usageOf(learner.auth);
    expect(response.statusCode).toBe(200);
    expect(json<AiUsageResponse>(response)).toEqual({
      limited: false,
      unit: 'tokens',
      allowance: null,
      used: 0,
      remaining: null,
      resetsAt: null,
    });
  });

  it('answers 401 without a token', async () => {
    expect((await usageOf()).statusCode).toBe(401);
  });

  // With a provider the numbers and the 429 are tested end to end in provider.test.ts (daily AI quota).
});

describe('the quota ledger', () => {
  it("counts the learner's UTC day and states the same numbers in the 429", async () => {
    const learner = await createLearner(t.app);
    const ledger = new UsageLedger(t.database.db, 200_000);
    const now = new Date('2026-11-25T21:30:00Z');
    await ledger.record(learner.userId, 150_000, now);
    await ledger.record(learner.userId, 51_234, now);
    await ledger.record(learner.userId, 999, new Date('2026-11-24T23:59:00Z')); // yesterday's
    const usage = await ledger.usage(learner.userId, now);
    expect(usage).toEqual({
      allowance: 200_000,
      used: 201_234,
      remaining: 0,
      resetsAt: new Date('2026-11-26T00:00:00Z'),
    });
    const refused = await ledger.assertWithinQuota(learner.userId, now).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(QuotaExceededError);
    expect((refused as QuotaExceededError).message).toBe(
      "You have used today's AI allowance: 201,234 of 200,000 tokens, 0 left. It resets at 00:00 UTC (2026-11-26T00:00:00.000Z), in about 2 h 30 min.",
    );
    expect((refused as QuotaExceededError).headers['retry-after']).toBe('9000');
    await expect(ledger.usage(learner.userId, new Date('2026-11-26T00:00:00Z'))).resolves.toMatchObject({
      used: 0,
      remaining: 200_000,
    });
  });
});
