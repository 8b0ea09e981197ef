import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDateOf, startOfLocalDay } from '../../src/lib/local-date';
import { learningPlans, lessonCompletions, planLessons, users } from '../../src/db/schema';
import { arrayQuery, registerArrayQuery } from '../../src/db/client';
import { signSession } from '../../src/modules/auth/session-token';
import { loadSessionToday } from '../../src/modules/plan/queries';
import { createLearner, createTestApp, json, type TestApp } from '../helpers/app';
import { complete, generate, getToday, progress } from './helpers';

let t: TestApp;
beforeAll(async () => {
  // More learners than the default log-in limit per address allows (rate limits have their own tests).
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_IP: '100' });
});
afterAll(async () => t.close());

const valid = { goal: 'Learn Python', duration: '30', experience: 'Beginner' };
const plansOf = (userId: string) =>
  t.database.db.select().from(learningPlans).where(eq(learningPlans.userId, userId));
const lessonsOf = (planId: string) =>
  t.database.db.select().from(planLessons).where(eq(planLessons.planId, planId));
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('POST /api/plan/generate-learning-plan', () => {
  it('returns the 30-day outline at once, keyed "1".."30" (SPEC plan.plan)', async () => {
    const learner = await createLearner(t.app);
    const response = await generate(t.app, learner, valid);
    expect(response.statusCode).toBe(200);
    const body = json<{
      message: string;
      plan: {
        id: string;
        goal: string;
        duration: number;
        plan: Record<string, { topicName: string; quiz: string[]; project: string; exercise: string }>;
      };
    }>(response);
    expect(body.plan.goal).toBe('Learn Python');
    expect(body.plan.duration).toBe(30);
    expect(Object.keys(body.plan.plan)).toEqual(Array.from({ length: 30 }, (_v, i) => String(i + 1)));
    for (const day of Object.values(body.plan.plan)) {
      expect(day.topicName.length).toBeGreaterThan(3);
      expect(day.quiz.length).toBeGreaterThanOrEqual(3);
      expect(day.project.length).toBeGreaterThan(5);
      expect(day.exercise.length).toBeGreaterThan(5);
    }
    expect(json(await get('/api/plan/learning-plan/status', learner.auth))).toEqual({ hasPlan: true });
    expect(json(await get('/api/plan/duration', learner.auth))).toEqual({ duration: 30 });
    expect(json(await get('/api/AI/learning-plan/today', learner.auth))).toEqual({
      courseTopic: 'Learn Python',
    });
  });

  it.each([
    ['a blank goal', { goal: '   ' }, 'Please enter a learning goal.'],
    ['a goal with no letter or digit', { goal: '!!' }, 'Please name what you want to learn, in words.'],
    ['a missing goal', { goal: undefined }, 'Please enter a learning goal.'],
    ['a bad experience', { experience: 'Expert' }, 'Experience must be Beginner, Intermediate or Advanced.'],
    [
      'a missing experience',
      { experience: undefined },
      'Experience must be Beginner, Intermediate or Advanced.',
    ],
    ['a bad duration', { duration: '7' }, 'Duration must be 30 days.'],
  ])('rejects %s with a clear 400 and writes nothing', async (_case, change, message) => {
    const learner = await createLearner(t.app);
    const response = await generate(t.app, learner, { ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ error: message });
    expect(await plansOf(learner.userId)).toHaveLength(0);
  });

  it('makes a 30-day plan for one- and two-letter goals (C, R, Go)', async () => {
    const learner = await createLearner(t.app);
    for (const goal of ['C', 'R', 'Go']) {
      const response = await generate(t.app, learner, { ...valid, goal });
      expect(response.statusCode, `${goal}: ${response.body}`).toBe(200);
      expect(Object.keys(json<{ plan: { plan: object } }>(response).plan.plan)).toHaveLength(30);
    }
  });

  it('generates once for concurrent requests: one plan, the same answer for all', async () => {
    const learner = await createLearner(t.app);
    const responses = await Promise.all([1, 2, 3].map(() => generate(t.app, learner, valid)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const ids = new Set(responses.map((r) => json<{ plan: { id: string } }>(r).plan.id));
    expect(ids.size).toBe(1);
    expect(await plansOf(learner.userId)).toHaveLength(1);
  });

  it('Change Plan archives the old plan, keeps its history and the streak', async () => {
    const learner = await createLearner(t.app);
    const first = json<{ plan: { id: string } }>(await generate(t.app, learner, valid)).plan.id;
    expect((await complete(t.app, learner, 1)).statusCode).toBe(200);
    const second = await generate(t.app, learner, {
      ...valid,
      goal: 'React developer',
      experience: 'Advanced',
    });
    expect(second.statusCode).toBe(200);
    const rows = await plansOf(learner.userId);
    expect(rows.map((row) => [row.id === first, row.status]).sort()).toEqual([
      [false, 'active'],
      [true, 'archived'],
    ]);
    const history = await t.database.db
      .select()
      .from(lessonCompletions)
      .where(eq(lessonCompletions.planId, first));
    expect(history).toHaveLength(1);
    expect(json(await progress(t.app, learner))).toEqual({
      streak: 1,
      completed_days: [],
      freezes_held: 0,
      freeze_saved_on: null,
      active_dates: [localDateOf(new Date(), 'UTC')],
      frozen_dates: [],
    });
    expect(json(await get('/api/AI/learning-plan/today', learner.auth))).toEqual({
      courseTopic: 'React developer',
    });
    expect(json<{ day: number }>(await getToday(t.app, learner)).day).toBe(1);
  });
});

describe('GET /api/plan/user_progress: streak freezes', () => {
  it('a week in a row earns a freeze; a missed day spends it and the streak survives', async () => {
    const learner = await createLearner(t.app);
    const planId = json<{ plan: { id: string } }>(await generate(t.app, learner, valid)).plan.id;
    const today = localDateOf(new Date(), 'UTC');
    // Days 1-7 completed on the 8th to 2nd day before today; yesterday missed.
    await t.database.db.insert(lessonCompletions).values(
      Array.from({ length: 7 }, (_v, i) => ({
        planId,
        userId: learner.userId,
        day: i + 1,
        localDate: addDays(today, i - 8),
      })),
    );
    expect(json(await progress(t.app, learner))).toEqual({
      streak: 7,
      completed_days: [1, 2, 3, 4, 5, 6, 7],
      freezes_held: 0,
      freeze_saved_on: addDays(today, -1),
      active_dates: Array.from({ length: 7 }, (_v, i) => addDays(today, i - 8)),
      frozen_dates: [addDays(today, -1)],
    });
    // Studying today continues the 7-day run.
    expect(json(await complete(t.app, learner, 8))).toMatchObject({
      streak: 8,
      freezes_held: 0,
      freeze_saved_on: addDays(today, -1),
    });
  });
});

describe('GET /api/plan/user_progress: active dates', () => {
  it("lists the learner's local dates with a lesson, across plans, for the last 12 weeks, oldest first", async () => {
    const zone = 'Pacific/Kiritimati'; // UTC+14: its date is a day ahead of UTC for most of the UTC day
    const learner = await createLearner(t.app, { timeZone: zone });
    const archived = json<{ plan: { id: string } }>(await generate(t.app, learner, valid)).plan.id;
    const today = localDateOf(new Date(), zone);
    // The window is 84 days ending on the learner's today: day -83 is in, day -84 is not.
    await t.database.db.insert(lessonCompletions).values([
      { planId: archived, userId: learner.userId, day: 1, localDate: addDays(today, -84) },
      { planId: archived, userId: learner.userId, day: 2, localDate: addDays(today, -83) },
      { planId: archived, userId: learner.userId, day: 3, localDate: addDays(today, -40) },
    ]);
    await generate(t.app, learner, { ...valid, goal: 'React developer' });
    expect((await complete(t.app, learner, 1)).statusCode).toBe(200);
    const body = json<{ active_dates: string[]; frozen_dates: string[]; completed_days: number[] }>(
      await progress(t.app, learner),
    );
    // Today is the learner's date (stored at completion), not the server's UTC date.
    expect(body.active_dates).toEqual([addDays(today, -83), addDays(today, -40), today]);
    expect(body.completed_days).toEqual([1]);
    expect(body.frozen_dates).toEqual([]);
  });

  it('shows a date completed late in the evening on the local date, and a frozen date beside the active ones', async () => {
    const zone = 'Asia/Kolkata';
    const learner = await createLearner(t.app, { timeZone: zone });
    await generate(t.app, learner, valid);
    // 23:50 in Kolkata is 18:20 UTC the same day; 00:10 the next morning is still the previous UTC date.
    const lateEvening = new Date('2026-03-09T18:20:00Z');
    const earlyMorning = new Date('2026-03-09T18:40:00Z');
    expect(localDateOf(lateEvening, zone)).toBe('2026-03-09');
    expect(localDateOf(earlyMorning, zone)).toBe('2026-03-10');
    const [user] = await t.database.db.select().from(users).where(eq(users.id, learner.userId));
    const days = Array.from({ length: 7 }, (_v, i) => addDays('2026-03-02', i));
    const planId = (await plansOf(learner.userId))[0]!.id;
    await t.database.db
      .insert(lessonCompletions)
      .values(days.map((localDate, i) => ({ planId, userId: learner.userId, day: i + 1, localDate })));
    // 2026-03-09 missed: the freeze earned by the week covers it.
    expect(await t.app.plans.progress(user!, earlyMorning)).toMatchObject({
      streak: 7,
      active_dates: days,
      frozen_dates: ['2026-03-09'],
    });
    // The same instant read in UTC is still the 9th: nothing missed yet, nothing frozen.
    expect(await t.app.plans.progress({ ...user!, timeZone: 'UTC' }, earlyMorning)).toMatchObject({
      streak: 7,
      active_dates: days,
      frozen_dates: [],
    });
  });
});

describe('GET /api/plan/learning-plan/today', () => {
  it('answers 200 with the spec message when there is no plan', async () => {
    const learner = await createLearner(t.app);
    const response = await getToday(t.app, learner);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      day: null,
      lesson: null,
      completed: false,
      error: 'No learning plan found. Generate a plan to get started.',
    });
    expect(json(await get('/api/plan/learning-plan/status', learner.auth))).toEqual({ hasPlan: false });
    expect(json(await get('/api/plan/duration', learner.auth))).toEqual({ duration: 0 });
    expect(json(await progress(t.app, learner))).toEqual({
      streak: 0,
      completed_days: [],
      freezes_held: 0,
      freeze_saved_on: null,
      active_dates: [],
      frozen_dates: [],
    });
    expect(json(await get('/api/AI/learning-plan/today', learner.auth))).toEqual({ courseTopic: null });
  });

  it("returns day 1's detailed lesson, stores it once and prepares day 2 in the background", async () => {
    const learner = await createLearner(t.app);
    const planId = json<{ plan: { id: string; plan: Record<string, { topicName: string }> } }>(
      await generate(t.app, learner, valid),
    ).plan;
    const responses = await Promise.all([1, 2, 3].map(() => getToday(t.app, learner)));
    const bodies = responses.map((r) =>
      json<{
        day: number;
        completed: boolean;
        lesson: { topicName: string; detailedExplanation: string; quiz: unknown[]; handsOnTask: string };
      }>(r),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect(bodies[0]).toMatchObject({ day: 1, completed: false });
    expect(bodies[0]?.lesson.topicName).toBe(planId.plan['1']?.topicName);
    expect(bodies[0]?.lesson.detailedExplanation.split(/\s+/).length).toBeGreaterThan(150);
    expect(bodies[0]?.lesson.detailedExplanation).toContain('**Beginner tip:**');
    expect(new Set(bodies.map((b) => JSON.stringify(b.lesson))).size).toBe(1);
    await t.app.plans.background.drain();
    expect((await lessonsOf(planId.id)).map((row) => row.day).sort()).toEqual([1, 2]);
  });

  it('needs an active trial or premium (402), while plan calls only need a login', async () => {
    const learner = await createLearner(t.app);
    await generate(t.app, learner, valid);
    await t.database.db
      .update(users)
      .set({ trialEndsAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, learner.userId));
    const today = await getToday(t.app, learner);
    expect(today.statusCode).toBe(402);
    expect(json(today).error).toMatch(/trial has ended/);
    expect((await complete(t.app, learner, 1)).statusCode).toBe(402);
    expect((await get('/api/plan/user_progress', learner.auth)).statusCode).toBe(200);
    expect((await get('/api/plan/learning-plan/status', learner.auth)).statusCode).toBe(200);
    expect((await generate(t.app, learner, { ...valid, goal: 'SQL' })).statusCode).toBe(200);
  });
});

describe('today calls that arrive together', () => {
  it('share one statement and each still gets its own answer: lesson, no plan, 402, ended session, bad subject', async () => {
    const [fresh, done, noPlan, lapsed, revoked] = await Promise.all(
      [1, 2, 3, 4, 5].map(() => createLearner(t.app)),
    );
    for (const learner of [fresh!, done!, lapsed!, revoked!]) await generate(t.app, learner, valid);
    // "done" finished day 1 yesterday (their local date), so today is day 2.
    const [plan] = await plansOf(done!.userId);
    const yesterday = addDays(localDateOf(new Date(), 'Asia/Kolkata'), -1);
    await t.database.db
      .insert(lessonCompletions)
      .values({ planId: plan!.id, userId: done!.userId, day: 1, localDate: yesterday });
    await t.database.db.update(users).set({ timeZone: 'Asia/Kolkata' }).where(eq(users.id, done!.userId));
    await t.database.db
      .update(users)
      .set({ trialEndsAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, lapsed!.userId));
    await t.database.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, revoked!.userId));
    const badSubject = {
      authorization: `Bearer ${await signSession(t.app.config.jwtSecret, { userId: 'not-a-user-id', tokenVersion: 0 })}`,
    };

    const statements: string[] = [];
    const query = arrayQuery(t.database.db);
    registerArrayQuery(t.database.db, (name, text, values) => {
      statements.push(name);
      return query(name, text, values);
    });
    try {
      const responses = await Promise.all([
        ...[fresh!, done!, noPlan!, lapsed!, revoked!].map((learner) => getToday(t.app, learner)),
        t.app.inject({ method: 'GET', url: '/api/plan/learning-plan/today', headers: badSubject }),
      ]);
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 402, 401, 401]);
      expect(json(responses[0])).toMatchObject({ day: 1, completed: false });
      expect(json(responses[1]!)).toMatchObject({ day: 2, completed: false });
      expect(json(responses[2]!)).toMatchObject({
        day: null,
        error: 'No learning plan found. Generate a plan to get started.',
      });
      expect(json(responses[3]!).error).toMatch(/trial has ended/);
      expect(json(responses[4]!).error).toBe('Your session has ended. Please log in again.');
      expect(json(responses[5]!).error).toBe('Your session is invalid. Please log in again.');
      // Fewer statements than calls: the calls that came together were read together.
      const reads = statements.filter((name) => name.startsWith('session_today'));
      expect(reads).toContain('session_today_batch');
      expect(reads.length).toBeLessThan(6);
    } finally {
      registerArrayQuery(t.database.db, query);
    }
  });
});

describe('loadSessionToday', () => {
  it('reads a user id and a value that is not one in the same batch: the id gets its row, the other none', async () => {
    const learner = await createLearner(t.app);
    const [row, none] = await Promise.all([
      loadSessionToday(t.database.db, learner.userId),
      loadSessionToday(t.database.db, "not-a-user-id'--"),
    ]);
    expect(row?.user.id).toBe(learner.userId);
    expect(none).toBeUndefined();
  });
});

describe('POST /api/plan/complete-lesson', () => {
  it("completes today's day, is idempotent, and holds the next lesson until tomorrow", async () => {
    const learner = await createLearner(t.app, { timeZone: 'Asia/Kolkata' });
    const plan = json<{ plan: { id: string } }>(await generate(t.app, learner, valid)).plan;
    const first = await complete(t.app, learner, 1);
    expect(first.statusCode).toBe(200);
    expect(json(first)).toEqual({
      message: 'Lesson marked as completed.',
      streak: 1,
      completed_days: [1],
      freezes_held: 0,
      freeze_saved_on: null,
    });
    const again = await complete(t.app, learner, 1);
    expect(again.statusCode).toBe(200);
    expect(json(again)).toEqual({
      message: 'This lesson is already completed.',
      streak: 1,
      completed_days: [1],
      freezes_held: 0,
      freeze_saved_on: null,
    });
    const rows = await t.database.db
      .select()
      .from(lessonCompletions)
      .where(eq(lessonCompletions.planId, plan.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.localDate).toBe(localDateOf(new Date(), 'Asia/Kolkata'));
    expect(json(await getToday(t.app, learner))).toMatchObject({ day: 1, completed: true });

    const future = await complete(t.app, learner, 2);
    expect(future.statusCode).toBe(400);
    expect(json(future).error).toBe(
      "Day 2 is not available yet: you have completed today's lesson (Day 1). Come back tomorrow for the next one.",
    );

    // The next local day: yesterday's completion moves the learner on to day 2.
    const yesterday = addDays(localDateOf(new Date(), 'Asia/Kolkata'), -1);
    await t.database.db
      .update(lessonCompletions)
      .set({ localDate: yesterday, dayStartedAt: startOfLocalDay(yesterday, 'Asia/Kolkata') })
      .where(eq(lessonCompletions.planId, plan.id));
    expect(json(await getToday(t.app, learner))).toMatchObject({ day: 2, completed: false });
    expect(json(await complete(t.app, learner, 2))).toMatchObject({ streak: 2, completed_days: [1, 2] });
  });

  it('keeps the stored local date when the learner changes time zone (history is not rewritten)', async () => {
    const learner = await createLearner(t.app, { timeZone: 'Pacific/Kiritimati' }); // UTC+14
    const plan = json<{ plan: { id: string } }>(await generate(t.app, learner, valid)).plan;
    await complete(t.app, learner, 1);
    const [stored] = await t.database.db
      .select()
      .from(lessonCompletions)
      .where(eq(lessonCompletions.planId, plan.id));
    expect(stored?.localDate).toBe(localDateOf(new Date(), 'Pacific/Kiritimati'));
    await t.database.db
      .update(users)
      .set({ timeZone: 'Pacific/Pago_Pago' })
      .where(eq(users.id, learner.userId)); // UTC-11
    const [after] = await t.database.db
      .select()
      .from(lessonCompletions)
      .where(eq(lessonCompletions.planId, plan.id));
    expect(after?.localDate).toBe(stored?.localDate);
    expect(json(await progress(t.app, learner))).toEqual({
      streak: 1,
      completed_days: [1],
      freezes_held: 0,
      freeze_saved_on: null,
      active_dates: [stored?.localDate],
      frozen_dates: [],
    });
    // The new zone's calendar is a day behind the stored date: still no second lesson "today".
    expect(json(await getToday(t.app, learner))).toMatchObject({ day: 1, completed: true });
  });

  it('rejects a future day and bad days with clear 400s and writes nothing', async () => {
    const learner = await createLearner(t.app);
    await generate(t.app, learner, valid);
    const cases: Array<[unknown, string]> = [
      [5, "Day 5 is not available yet: today's lesson is Day 1. Complete it first."],
      [31, 'day must be between 1 and 30.'],
      [0, 'day must be between 1 and 30.'],
      [1.5, 'day must be a whole number.'],
      ['abc', 'Lesson data is missing!'],
      [undefined, 'Lesson data is missing!'],
    ];
    for (const [day, message] of cases) {
      const response = await complete(t.app, learner, day);
      expect(response.statusCode, String(day)).toBe(400);
      expect(json(response)).toEqual({ error: message });
    }
    expect(json(await progress(t.app, learner))).toEqual({
      streak: 0,
      completed_days: [],
      freezes_held: 0,
      freeze_saved_on: null,
      active_dates: [],
      frozen_dates: [],
    });
  });

  it('answers 404 with the no-plan message when there is no plan', async () => {
    const learner = await createLearner(t.app);
    const response = await complete(t.app, learner, 1);
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ error: 'No learning plan found. Generate a plan to get started.' });
  });

  it('counts concurrent completions once', async () => {
    const learner = await createLearner(t.app);
    const plan = json<{ plan: { id: string } }>(await generate(t.app, learner, valid)).plan;
    const responses = await Promise.all([1, 2, 3, 4].map(() => complete(t.app, learner, 1)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    // Exactly one stored it; the others (raced or later) report it as already done, with the same progress.
    const bodies = responses.map((r) =>
      json<{ message: string; streak: number; completed_days: number[] }>(r),
    );
    expect(bodies.filter((body) => body.message === 'Lesson marked as completed.')).toHaveLength(1);
    for (const body of bodies) expect(body).toMatchObject({ streak: 1, completed_days: [1] });
    const count = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(lessonCompletions)
      .where(and(eq(lessonCompletions.planId, plan.id)));
    expect(count[0]?.n).toBe(1);
  });
});

describe('PlanService.complete under a race', () => {
  it('a completion that loses the race to a concurrent one stores nothing and reports the stored outcome', async () => {
    const learner = await createLearner(t.app);
    await generate(t.app, learner, valid);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, learner.userId));
    // Called directly, the reads of all four run before any insert: three of them insert into a taken day.
    const results = await Promise.all([1, 2, 3, 4].map(() => t.app.plans.complete(user!, 1)));
    expect(results.filter((result) => result.message === 'Lesson marked as completed.')).toHaveLength(1);
    for (const result of results) expect(result).toMatchObject({ streak: 1, completed_days: [1] });
  });
});

describe('ownership and authentication', () => {
  it("never shows one learner another's plan, lesson or progress", async () => {
    const owner = await createLearner(t.app);
    const other = await createLearner(t.app);
    await generate(t.app, owner, valid);
    await complete(t.app, owner, 1);
    expect(json(await get('/api/plan/learning-plan/status', other.auth))).toEqual({ hasPlan: false });
    expect(json(await getToday(t.app, other))).toMatchObject({ day: null, lesson: null });
    expect(json(await progress(t.app, other))).toEqual({
      streak: 0,
      completed_days: [],
      freezes_held: 0,
      freeze_saved_on: null,
      active_dates: [],
      frozen_dates: [],
    });
    expect(json(await get('/api/plan/duration', other.auth))).toEqual({ duration: 0 });
    expect(json(await get('/api/AI/learning-plan/today', other.auth))).toEqual({ courseTopic: null });
    expect((await complete(t.app, other, 1)).statusCode).toBe(404);
    expect(json(await progress(t.app, owner))).toEqual({
      streak: 1,
      completed_days: [1],
      freezes_held: 0,
      freeze_saved_on: null,
      active_dates: [localDateOf(new Date(), 'UTC')],
      frozen_dates: [],
    });
  });

  it.each([
    ['POST', '/api/plan/generate-learning-plan', valid],
    ['GET', '/api/plan/learning-plan/status', undefined],
    ['GET', '/api/plan/learning-plan/today', undefined],
    ['POST', '/api/plan/complete-lesson', { day: 1 }],
    ['GET', '/api/plan/user_progress', undefined],
    ['GET', '/api/plan/duration', undefined],
    ['GET', '/api/AI/learning-plan/today', undefined],
  ] as const)('%s %s needs a valid token (401)', async (method, url, payload) => {
    const missing = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(missing.statusCode).toBe(401);
    expect(json(missing).error).toMatch(/log in/i);
    const forged = await t.app.inject({
      method,
      url,
      headers: { authorization: 'Bearer not.a.token' },
      ...(payload ? { payload } : {}),
    });
    expect(forged.statusCode).toBe(401);
  });
});
