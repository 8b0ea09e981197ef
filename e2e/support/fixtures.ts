import { type APIRequestContext, test as base, expect } from '@playwright/test';
import { bearer, learnerWithPlan, seedLearner, signInBrowser, type SeededLearner } from './api';

interface LearnerFixtures {
  /** A learner made through the real API for this test, erased after it. */
  learner: SeededLearner;
  /**
   * Makes a learner (with a 30-day beginner plan for `goal` when one is given), signs them in in the test's page
   * and erases them after the test.
   */
  signIn: (options?: { goal?: string }) => Promise<SeededLearner>;
}

/**
 * Erases a test's learner through the product's own account deletion, so each test leaves the database as it
 * found it. A test that deleted the account itself (or changed its password) has nothing left to erase: 401 and
 * 403 say so; anything else fails the test.
 */
async function erase(request: APIRequestContext, learner: SeededLearner): Promise<void> {
  const response = await request.delete('/api/account', {
    headers: bearer(learner),
    data: { password: learner.password },
  });
  expect([200, 401, 403], `erasing ${learner.email}`).toContain(response.status());
}

/** The suite's `test`: Playwright's, with learners made, signed in and cleaned up for each test that asks. */
export const test = base.extend<LearnerFixtures>({
  learner: async ({ request }, use) => {
    const learner = await seedLearner(request);
    await use(learner);
    await erase(request, learner);
  },
  signIn: async ({ page, request }, use) => {
    const made: SeededLearner[] = [];
    await use(async ({ goal } = {}) => {
      const learner = goal ? await learnerWithPlan(request, goal) : await seedLearner(request);
      made.push(learner);
      await signInBrowser(page, learner);
      return learner;
    });
    for (const learner of made) await erase(request, learner);
  },
});

export { expect };
