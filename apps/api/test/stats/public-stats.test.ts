import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learningPlans } from '../../src/db/schema';
import { createLearner, createTestApp, json, type TestApp } from '../helpers/app';
import { generate } from '../plan/helpers';

interface Stats {
  plansStartedLastHour: number;
  learners: number;
}

const plan = { goal: 'Learn Python', duration: '30', experience: 'Beginner' };

describe('GET /api/stats/public (no cache)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_STATS_CACHE_MS: '0' });
  });
  afterAll(async () => t.close());

  const stats = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/stats/public' });
    expect(response.statusCode).toBe(200);
    return json<Stats>(response);
  };

  it('answers without a token, with zeros on an empty database', async () => {
    expect(await stats()).toEqual({ plansStartedLastHour: 0, learners: 0 });
  });

  it('counts each signup as a learner and each plan started as a person in the last hour', async () => {
    const before = await stats();
    const asha = await createLearner(t.app);
    const ravi = await createLearner(t.app);
    expect(await stats()).toEqual({ ...before, learners: before.learners + 2 });

    expect((await generate(t.app, asha, plan)).statusCode).toBe(200);
    expect(await stats()).toEqual({
      plansStartedLastHour: before.plansStartedLastHour + 1,
      learners: before.learners + 2,
    });

    // Change Plan archives the first plan and starts another: still one person.
    expect((await generate(t.app, asha, { ...plan, goal: 'Learn React' })).statusCode).toBe(200);
    expect((await stats()).plansStartedLastHour).toBe(before.plansStartedLastHour + 1);

    expect((await generate(t.app, ravi, plan)).statusCode).toBe(200);
    expect((await stats()).plansStartedLastHour).toBe(before.plansStartedLastHour + 2);
  });

  it('leaves out plans started more than an hour ago', async () => {
    const learner = await createLearner(t.app);
    expect((await generate(t.app, learner, plan)).statusCode).toBe(200);
    const before = await stats();
    await t.database.db
      .update(learningPlans)
      .set({ createdAt: new Date(Date.now() - 61 * 60 * 1000) })
      .where(eq(learningPlans.userId, learner.userId));
    expect((await stats()).plansStartedLastHour).toBe(before.plansStartedLastHour - 1);
  });
});

describe('GET /api/stats/public (cached, the default 10 s)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('serves the same counts within the cache window and says so in cache-control', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/stats/public' });
    expect(first.headers['cache-control']).toBe('public, max-age=10');
    await createLearner(t.app);
    const second = await t.app.inject({ method: 'GET', url: '/api/stats/public' });
    expect(json<Stats>(second)).toEqual(json<Stats>(first));
  });
});
