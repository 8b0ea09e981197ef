import { type APIRequestContext, type Page, expect } from '@playwright/test';

let counter = 0;
export const uniqueEmail = (prefix = 'e2e') =>
  `${prefix}.${Date.now()}.${process.pid}.${(counter += 1)}@example.com`;

export interface SeededLearner {
  name: string;
  email: string;
  password: string;
  token: string;
  userId: string;
}

/** Seeds a learner through the real API (faster than the signup screen when signup isn't under test). */
export async function seedLearner(request: APIRequestContext, name = 'Asha Verma'): Promise<SeededLearner> {
  const email = uniqueEmail();
  const password = 'a strong password 123';
  const signup = await request.post('/api/auth/signup', {
    data: { name, email, password, phone_no: '+91 98765 43210', timeZone: 'Asia/Kolkata' },
  });
  expect(signup.status()).toBe(201);
  const login = await request.post('/api/auth/login', { data: { email, password } });
  const { token, userId } = (await login.json()) as { token: string; userId: string };
  return { name, email, password, token, userId };
}

/**
 * The learner who really finished all 30 days, written into the data folder before the server starts
 * (apps/api/scripts/seed-finished-learner.ts holds the same credentials).
 */
export const FINISHED_LEARNER = {
  name: 'Asha Verma',
  email: 'finished.learner@e2e.example.com',
  password: 'finished learner passphrase 42',
};

/** Logs an existing learner in through the real API. */
export async function logInLearner(
  request: APIRequestContext,
  account: { name: string; email: string; password: string },
): Promise<SeededLearner> {
  const login = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status()).toBe(200);
  const { token, userId } = (await login.json()) as { token: string; userId: string };
  return { ...account, token, userId };
}

/**
 * Puts a seeded learner's session into the browser's storage, as the login screen would. The origin's storage is
 * reached through a plain text file (robots.txt), not a page of the app: loading and rendering the app only to
 * write two keys cost a second or more of a busy CI core per test. The test then opens the page it is about.
 */
export async function signInBrowser(page: Page, learner: SeededLearner): Promise<void> {
  await page.goto('/robots.txt');
  await page.evaluate(
    ({ token, userId }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userId', userId);
      window.dispatchEvent(new Event('storage'));
    },
    { token: learner.token, userId: learner.userId },
  );
}

export const bearer = (learner: SeededLearner) => ({ authorization: `Bearer ${learner.token}` });

/** A seeded learner with a 30-day plan (Python unless told, beginner), so /Tutor has today's lesson. */
export async function learnerWithPlan(
  request: APIRequestContext,
  goal = 'Learn Python',
  name?: string,
): Promise<SeededLearner> {
  const learner = await seedLearner(request, name);
  const plan = await request.post('/api/plan/generate-learning-plan', {
    headers: bearer(learner),
    data: { goal, duration: '30', experience: 'Beginner' },
  });
  expect(plan.status()).toBe(200);
  return learner;
}
