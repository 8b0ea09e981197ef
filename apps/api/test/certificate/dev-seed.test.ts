import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLearner, createTestApp, json, type TestApp } from '../helpers/app';
import { generateCertificate, learnerWithPlan } from './helpers';

/** The development-only seeding route the E2E suite uses to reach "course completed" in one run. */
describe('POST /api/dev/complete-plan (development only)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEV_TOOLS: 'true' });
  });
  afterAll(async () => t.close());

  const seed = (authorization: Record<string, string>, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/dev/complete-plan',
      headers: authorization,
      ...(payload ? { payload } : {}),
    });

  it("completes the caller's own active plan, so the certificate can be issued", async () => {
    const learner = await learnerWithPlan(t.app);
    const partial = await seed(learner.auth, { days: 29 });
    expect(json(partial)).toMatchObject({ planId: learner.planId, completedDays: 29 });
    expect((await generateCertificate(t.app, learner, { name: 'Asha' })).statusCode).toBe(409);
    expect((await seed(learner.auth)).statusCode).toBe(200);
    expect((await generateCertificate(t.app, learner, { name: 'Asha' })).statusCode).toBe(200);
  });

  it('needs a login and a plan', async () => {
    expect((await seed({})).statusCode).toBe(401);
    const learner = await createLearner(t.app);
    expect((await seed(learner.auth)).statusCode).toBe(404);
  });

  it('does not exist in production', async () => {
    const production = await createTestApp({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' });
    try {
      const learner = await learnerWithPlan(production.app);
      const response = await production.app.inject({
        method: 'POST',
        url: '/api/dev/complete-plan',
        headers: learner.auth,
      });
      expect(response.statusCode).toBe(404);
      expect(json(response).error).toBe('No API route for POST /api/dev/complete-plan.');
    } finally {
      await production.close();
    }
  });
});
