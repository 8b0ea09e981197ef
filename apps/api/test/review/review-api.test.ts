import type { ReviewAnswerResponse, ReviewStatsResponse, ReviewTodayResponse } from '@pathwise/contract';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewItems, reviewLogs, users } from '../../src/db/schema';
import { learnerWithPlan } from '../certificate/helpers';
import { createTestApp, forgedToken, json, type Learner, type TestApp } from '../helpers/app';
import { generate } from '../plan/helpers';
import { answerQuiz, answerReview, itemsOf, makeDue, reviewStats, reviewToday, todayQuiz } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const WRONG = 'I am not sure, maybe it is something about colours.';

/** A learner whose day-1 quiz has been answered: the first question right, the second wrong. */
async function learnerWithAnsweredQuiz() {
  const learner = await learnerWithPlan(t.app);
  const { day, quiz } = await todayQuiz(t.app, learner);
  const [right, wrong] = quiz;
  if (!right || !wrong) throw new Error('the lesson has fewer than two quiz questions');
  const good = await answerQuiz(t.app, learner, {
    question: right.question,
    userAnswer: right.answer,
    lessonDay: day,
  });
  const bad = await answerQuiz(t.app, learner, {
    question: wrong.question,
    userAnswer: WRONG,
    lessonDay: day,
  });
  expect(good.statusCode, good.body).toBe(200);
  expect(bad.statusCode, bad.body).toBe(200);
  return { learner, day, quiz, right, wrong };
}

describe('a quiz answer joins spaced review', () => {
  it('creates one item per answered question, first rated from the grader’s score', async () => {
    const { learner, right, wrong } = await learnerWithAnsweredQuiz();
    const items = await itemsOf(t.database.db, learner.userId);
    expect(items).toHaveLength(2);
    const byQuestion = new Map(items.map((item) => [item.question, item]));
    const good = byQuestion.get(right.question);
    const bad = byQuestion.get(wrong.question);
    expect(good).toMatchObject({
      day: 1,
      referenceAnswer: right.answer,
      keyPoints: right.keyPoints,
      reps: 1,
    });
    expect(good?.lastRating).toBeGreaterThanOrEqual(3);
    expect(bad?.lastRating).toBe(1);
    // A right answer comes back later than a wrong one, and neither comes back today in minutes.
    expect(good!.due.getTime()).toBeGreaterThan(bad!.due.getTime());
    expect(bad!.due.getTime() - Date.now()).toBeGreaterThan(20 * 3_600_000);
  });

  it('refreshes the item when the question is answered again (one item, two log rows)', async () => {
    const { learner, day, wrong } = await learnerWithAnsweredQuiz();
    const again = await answerQuiz(t.app, learner, {
      question: wrong.question,
      userAnswer: wrong.answer,
      lessonDay: day,
    });
    expect(again.statusCode).toBe(200);
    const items = (await itemsOf(t.database.db, learner.userId)).filter(
      (item) => item.question === wrong.question,
    );
    expect(items).toHaveLength(1);
    expect(items[0]?.reps).toBe(2);
    const logs = await t.database.db.select().from(reviewLogs).where(eq(reviewLogs.itemId, items[0]!.id));
    expect(logs.map((log) => log.source)).toEqual(['quiz', 'quiz']);
  });

  it('leaves out answers that are not a question of that day’s lesson, and cross-questioning answers', async () => {
    const learner = await learnerWithPlan(t.app);
    const { day, quiz } = await todayQuiz(t.app, learner);
    const question = quiz[0]!.question;
    for (const payload of [
      { question, userAnswer: WRONG },
      { question: 'What is a closure in JavaScript?', userAnswer: WRONG, lessonDay: day },
      { question, userAnswer: WRONG, lessonDay: day + 1 },
    ]) {
      const response = await answerQuiz(t.app, learner, payload);
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(await itemsOf(t.database.db, learner.userId)).toHaveLength(0);
  });

  it('rejects a lessonDay that is not a day number (400)', async () => {
    const learner = await learnerWithPlan(t.app);
    for (const lessonDay of [0, 1.5, '1', 400]) {
      const response = await answerQuiz(t.app, learner, {
        question: 'Q?',
        userAnswer: 'A',
        lessonDay,
      } as never);
      expect(response.statusCode, String(lessonDay)).toBe(400);
    }
  });
});

describe('GET /review/today', () => {
  it('shows nothing before anything is due, then the due items first', async () => {
    const { learner, wrong } = await learnerWithAnsweredQuiz();
    expect(json<ReviewTodayResponse>(await reviewToday(t.app, learner))).toEqual({ items: [], dueCount: 0 });

    await makeDue(t.database.db, learner.userId);
    const body = json<ReviewTodayResponse>(await reviewToday(t.app, learner));
    expect(body.dueCount).toBe(2);
    expect(body.items).toHaveLength(2);
    expect(body.items.every((item) => item.dueNow)).toBe(true);
    expect(body.items.map((item) => item.question)).toContain(wrong.question);
    expect(body.items[0]).toMatchObject({ day: 1, topic: expect.any(String) as string });
    expect(body.items[0]).not.toHaveProperty('referenceAnswer');
  });

  it('asks at most 5, the longest overdue first, and only from the active plan', async () => {
    const { learner } = await learnerWithAnsweredQuiz();
    const [item] = await itemsOf(t.database.db, learner.userId);
    const { id: _id, createdAt: _createdAt, ...copy } = item!;
    await t.database.db.insert(reviewItems).values(
      Array.from({ length: 6 }, (_unused, index) => ({
        ...copy,
        question: `Extra question ${String(index)}?`,
        questionKey: `extra question ${String(index)}`,
        due: new Date(Date.now() - (index + 1) * 3_600_000),
      })),
    );
    const body = json<ReviewTodayResponse>(await reviewToday(t.app, learner));
    expect(body.dueCount).toBe(6);
    expect(body.items.map((entry) => entry.question)).toEqual([
      'Extra question 5?',
      'Extra question 4?',
      'Extra question 3?',
      'Extra question 2?',
      'Extra question 1?',
    ]);

    // Change Plan: the old plan's items wait until it is resumed.
    expect(
      (await generate(t.app, learner, { goal: 'LEARN SQL', duration: '30', experience: 'Beginner' }))
        .statusCode,
    ).toBe(200);
    expect(json<ReviewTodayResponse>(await reviewToday(t.app, learner))).toEqual({ items: [], dueCount: 0 });
  });
});

describe('POST /review/:itemId', () => {
  it('grades the answer with the lesson’s rubric and moves the schedule', async () => {
    const { learner, wrong } = await learnerWithAnsweredQuiz();
    await makeDue(t.database.db, learner.userId, 2 * 86_400_000);
    const [before] = (await itemsOf(t.database.db, learner.userId)).filter(
      (item) => item.question === wrong.question,
    );

    const response = await answerReview(t.app, learner, before!.id, { userAnswer: wrong.answer });
    expect(response.statusCode, response.body).toBe(200);
    const body = json<ReviewAnswerResponse>(response);
    expect(body.feedback.length).toBeGreaterThan(10);
    expect(body.score).toBeGreaterThanOrEqual(8);
    expect(['Good', 'Easy']).toContain(body.rating);
    expect(body.intervalDays).toBeGreaterThanOrEqual(1);
    expect(new Date(body.nextDue).getTime()).toBeGreaterThan(Date.now() + 20 * 3_600_000);

    const [after] = await t.database.db.select().from(reviewItems).where(eq(reviewItems.id, before!.id));
    expect(after!.due.toISOString()).toBe(body.nextDue);
    expect(after!.reps).toBe(before!.reps + 1);
    expect(after!.stability).not.toBe(before!.stability);
    expect(after!.lastRating).toBeGreaterThanOrEqual(3);
    const logs = await t.database.db.select().from(reviewLogs).where(eq(reviewLogs.itemId, before!.id));
    expect(logs.map((log) => log.source)).toEqual(['quiz', 'review']);
    // It is no longer due, so the step no longer asks it.
    const today = json<ReviewTodayResponse>(await reviewToday(t.app, learner));
    expect(today.items.map((item) => item.id)).not.toContain(before!.id);
  });

  it('a forgotten answer comes back sooner than a remembered one', async () => {
    const { learner, right } = await learnerWithAnsweredQuiz();
    await makeDue(t.database.db, learner.userId, 3 * 86_400_000);
    const [item] = (await itemsOf(t.database.db, learner.userId)).filter(
      (entry) => entry.question === right.question,
    );
    const body = json<ReviewAnswerResponse>(
      await answerReview(t.app, learner, item!.id, { userAnswer: WRONG }),
    );
    expect(body.rating).toBe('Again');
    expect(body.intervalDays).toBeLessThanOrEqual(item!.scheduledDays);
    const [after] = await t.database.db.select().from(reviewItems).where(eq(reviewItems.id, item!.id));
    expect(after!.lapses).toBe(1);
  });

  it('validates the answer and the id (400)', async () => {
    const { learner } = await learnerWithAnsweredQuiz();
    const [item] = await itemsOf(t.database.db, learner.userId);
    for (const payload of [
      {},
      { userAnswer: '' },
      { userAnswer: '   ' },
      { userAnswer: 'x'.repeat(8001) },
      { userAnswer: 7 },
    ]) {
      const response = await answerReview(t.app, learner, item!.id, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(json(response).error).toEqual(expect.any(String));
    }
    expect((await answerReview(t.app, learner, 'not-an-id', { userAnswer: 'An answer' })).statusCode).toBe(
      400,
    );
  });

  it('404 for an unknown item, 403 for another learner’s', async () => {
    const { learner } = await learnerWithAnsweredQuiz();
    const other = await learnerWithPlan(t.app);
    const [item] = await itemsOf(t.database.db, learner.userId);
    expect((await answerReview(t.app, learner, randomUUID(), { userAnswer: 'An answer' })).statusCode).toBe(
      404,
    );
    const theirs = await answerReview(t.app, other, item!.id, { userAnswer: 'An answer' });
    expect(theirs.statusCode).toBe(403);
    const [unchanged] = await t.database.db.select().from(reviewItems).where(eq(reviewItems.id, item!.id));
    expect(unchanged!.reps).toBe(item!.reps);
  });

  it('needs access like the quiz (402 once the trial is over, no premium)', async () => {
    const { learner } = await learnerWithAnsweredQuiz();
    const [item] = await itemsOf(t.database.db, learner.userId);
    await t.database.db
      .update(users)
      .set({ trialEndsAt: new Date(Date.now() - 86_400_000) })
      .where(eq(users.id, learner.userId));
    expect((await answerReview(t.app, learner, item!.id, { userAnswer: 'An answer' })).statusCode).toBe(402);
    expect((await reviewToday(t.app, learner)).statusCode).toBe(402);
    // The Profile's figures stay readable.
    expect((await reviewStats(t.app, learner)).statusCode).toBe(200);
  });
});

describe('GET /review/stats', () => {
  it('counts items due, retained, and the share of review answers recalled', async () => {
    const { learner, right, wrong } = await learnerWithAnsweredQuiz();
    expect(json<ReviewStatsResponse>(await reviewStats(t.app, learner))).toEqual({
      due: 0,
      retained: 1,
      total: 2,
      reviewed: 0,
      retention: null,
    });
    await makeDue(t.database.db, learner.userId);
    expect(json<ReviewStatsResponse>(await reviewStats(t.app, learner))).toMatchObject({
      due: 2,
      retained: 0,
    });

    const items = await itemsOf(t.database.db, learner.userId);
    const idOf = (question: string) => items.find((item) => item.question === question)!.id;
    await answerReview(t.app, learner, idOf(right.question), { userAnswer: right.answer });
    await answerReview(t.app, learner, idOf(wrong.question), { userAnswer: WRONG });
    expect(json<ReviewStatsResponse>(await reviewStats(t.app, learner))).toEqual({
      due: 0,
      retained: 1,
      total: 2,
      reviewed: 2,
      retention: 50,
    });
  });
});

describe('tokens', () => {
  it('401 without a token or with a forged one, on every review route', async () => {
    const learner = await learnerWithPlan(t.app);
    const forged = await forgedToken(learner.userId);
    for (const auth of [{}, { authorization: `Bearer ${forged}` }] as Array<Learner['auth']>) {
      expect((await reviewToday(t.app, { auth })).statusCode).toBe(401);
      expect((await reviewStats(t.app, { auth })).statusCode).toBe(401);
      expect(
        (await answerReview(t.app, { auth }, randomUUID(), { userAnswer: 'An answer' })).statusCode,
      ).toBe(401);
    }
  });
});
