import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLearner, createTestApp, json, type Learner, type TestApp } from '../helpers/app';

const expire = (app: TestApp['app'], headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/dev/expire-trial', headers });
const trialStatus = (app: TestApp['app'], learner: Learner) =>
  app.inject({ method: 'GET', url: `/api/auth/trial-status/${learner.userId}`, headers: learner.auth });

/** The development-only route the E2E suite uses to reach "trial over" without waiting 7 days. */
describe('POST /api/dev/expire-trial (development only)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEV_TOOLS: 'true' });
  });
  afterAll(async () => t.close());

  it("ends the caller's own trial and nobody else's", async () => {
    const learner = await createLearner(t.app);
    const bystander = await createLearner(t.app);
    expect(json(await trialStatus(t.app, learner)).isTrialActive).toBe(true);

    const response = await expire(t.app, learner.auth);
    expect(response.statusCode).toBe(200);
    expect(new Date(json<{ trialEndsAt: string }>(response).trialEndsAt).getTime()).toBeLessThan(Date.now());
    expect(json(await trialStatus(t.app, learner)).isTrialActive).toBe(false);
    expect(json(await trialStatus(t.app, bystander)).isTrialActive).toBe(true);
  });

  it('needs a login', async () => {
    expect((await expire(t.app, {})).statusCode).toBe(401);
  });

  it('does not exist in production', async () => {
    const production = await createTestApp({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' });
    try {
      const learner = await createLearner(production.app);
      const response = await expire(production.app, learner.auth);
      expect(response.statusCode).toBe(404);
      expect(json(response).error).toBe('No API route for POST /api/dev/expire-trial.');
      expect(json(await trialStatus(production.app, learner)).isTrialActive).toBe(true);
    } finally {
      await production.close();
    }
  });
});
