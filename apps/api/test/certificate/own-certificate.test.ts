import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLearner, createTestApp, json, type Learner, type TestApp } from '../helpers/app';
import { PLAN, generateCertificate, learnerWithPlan, seedCompletions } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t.close());

const mine = (learner: Learner | null) =>
  t.app.inject({ method: 'GET', url: '/api/certificate/mine', headers: learner?.auth ?? {} });

describe('GET /api/certificate/mine', () => {
  it('answers 404 until the certificate is issued, then the record the verification page shows', async () => {
    const learner = await learnerWithPlan(t.app, { name: 'Kavya Rao' });
    await seedCompletions(t.database.db, learner, 30, '2025-06-01');
    const before = await mine(learner);
    expect(before.statusCode).toBe(404);
    expect(json(before).error).toMatch(/^No certificate yet/);

    const issued = await generateCertificate(t.app, learner, { name: 'Kavya Rao' });
    const id = String(issued.headers['x-certificate-id']);
    const after = await mine(learner);
    expect(after.statusCode).toBe(200);
    expect(after.headers['cache-control']).toBe('private, no-store');
    expect(json(after)).toEqual(json(await t.app.inject({ method: 'GET', url: `/api/certificates/${id}` })));
    expect(json(after)).toMatchObject({ id, name: 'Kavya Rao', daysCompleted: 30 });
    // The curated course the goal follows, not the goal in capitals.
    expect(json(after).course).not.toBe(PLAN.goal);
    expect(json(after).verificationUrl).toBe(`https://learn.example.test/certificates/${id}`);
  });

  it("is the active plan's: a new plan has none yet, and another learner never sees it", async () => {
    const learner = await learnerWithPlan(t.app);
    await seedCompletions(t.database.db, learner, 30, '2025-06-01');
    expect((await generateCertificate(t.app, learner, { name: 'Asha Verma' })).statusCode).toBe(200);
    const other = await createLearner(t.app);
    expect((await mine(other)).statusCode).toBe(404);
    await t.app.inject({
      method: 'POST',
      url: '/api/plan/generate-learning-plan',
      headers: learner.auth,
      payload: { ...PLAN, goal: 'SQL BASICS' },
    });
    expect((await mine(learner)).statusCode).toBe(404);
  });

  it('needs a login', async () => {
    expect((await mine(null)).statusCode).toBe(401);
  });
});
