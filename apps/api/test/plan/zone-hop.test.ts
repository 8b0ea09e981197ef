import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonCompletions } from '../../src/db/schema';
import { localDateOf, startOfLocalDay } from '../../src/lib/local-date';
import { createLearner, createTestApp, json, type Learner, type TestApp } from '../helpers/app';
import { complete, generate, getToday } from './helpers';

const WEST = 'Etc/GMT+12'; // UTC-12
const EAST = 'Etc/GMT-14'; // UTC+14: always one or two calendar days ahead of WEST

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_IP: '100' });
});
afterAll(() => t.close());

/** Logs in again, telling the server a new time zone (what the web app sends from the browser). */
async function logInFrom(learner: Learner, timeZone: string): Promise<Learner> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: learner.email, password: learner.password, timeZone },
  });
  expect(response.statusCode).toBe(200);
  const { token } = json<{ token: string }>(response);
  return { ...learner, token, auth: { authorization: `Bearer ${token}` } };
}

describe('time-zone hopping at log-in (decision 018)', () => {
  it('a new zone cannot open the next lesson sooner than 20 hours after the last day began', async () => {
    const learner = await createLearner(t.app, { timeZone: WEST });
    const plan = json<{ plan: { id: string } }>(
      await generate(t.app, learner, { goal: 'REACT', duration: '30', experience: 'Beginner' }),
    ).plan;
    expect((await complete(t.app, learner, 1)).statusCode).toBe(200);

    const [stored] = await t.database.db
      .select()
      .from(lessonCompletions)
      .where(eq(lessonCompletions.planId, plan.id));
    const date = localDateOf(new Date(), WEST);
    expect(stored?.localDate).toBe(date);
    expect(stored?.dayStartedAt?.toISOString()).toBe(startOfLocalDay(date, WEST).toISOString());
    // Deterministic whatever the hour the test runs: the learner's day began an hour ago.
    const dayStart = new Date(Date.now() - 3600_000);
    await t.database.db
      .update(lessonCompletions)
      .set({ dayStartedAt: dayStart })
      .where(eq(lessonCompletions.planId, plan.id));

    const hopped = await logInFrom(learner, EAST);
    expect(localDateOf(new Date(), EAST) > date).toBe(true);
    expect(json(await getToday(t.app, hopped))).toMatchObject({ day: 1, completed: true });
    const second = await complete(t.app, hopped, 2);
    expect(second.statusCode).toBe(400);
    expect(json(second).error).toBe(
      "Day 2 is not available yet: you have completed today's lesson (Day 1). Come back tomorrow for the next one.",
    );

    // Twenty hours after the day began, the new zone's calendar applies again: day 2 opens.
    await t.database.db
      .update(lessonCompletions)
      .set({ dayStartedAt: new Date(Date.now() - 20 * 3600_000 - 1000) })
      .where(eq(lessonCompletions.planId, plan.id));
    expect(json(await getToday(t.app, hopped))).toMatchObject({ day: 2, completed: false });
    expect((await complete(t.app, hopped, 2)).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(lessonCompletions)
      .where(eq(lessonCompletions.planId, plan.id));
    const day2 = rows.find((row) => row.day === 2);
    // Day 2 opened by the 20-hour rule, not at the new zone's midnight (which was earlier): it counts from then.
    expect(day2?.dayStartedAt?.getTime()).toBeGreaterThanOrEqual(
      startOfLocalDay(day2?.localDate ?? '', EAST).getTime(),
    );
    expect(json(await getToday(t.app, hopped))).toMatchObject({ day: 2, completed: true });
  }, 120_000); // Generating the plan and its lessons is slow on a busy machine.
});
