import type { PacingResponse, TodayLessonResponse } from '@pathwise/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonCompletions, users } from '../../src/db/schema';
import { completePlanDays, endTrial } from '../../src/modules/dev-tools/shortcuts';
import { learnerWithPlan } from '../certificate/helpers';
import { askTutor as tutor } from '../conversations/helpers';
import { createLearner, createTestApp, json, type Learner, type TestApp } from '../helpers/app';
import { answerQuiz, todayQuiz } from '../review/helpers';
import { complete, getToday, progress } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const WRONG = 'I am not sure, maybe it is something about colours.';

const pacing = (learner: Pick<Learner, 'auth'>) =>
  t.app.inject({ method: 'GET', url: '/api/plan/pacing', headers: learner.auth });
const choose = (learner: Pick<Learner, 'auth'>, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/plan/pacing',
    headers: learner.auth,
    payload: payload as object,
  });
const completeConsolidation = (learner: Pick<Learner, 'auth'>) =>
  t.app.inject({ method: 'POST', url: '/api/plan/pacing/complete', headers: learner.auth });

/** The tutor's reply to `question`, asserting it was answered. */
const askTutor = async (learner: Learner, question: string) => {
  const response = await tutor(t.app, learner, question);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ response: string }>().response;
};

/** Answers every question of today's lesson, right (its reference answer) or wrong. */
async function answerToday(learner: Learner, right: boolean) {
  const { day, quiz } = await todayQuiz(t.app, learner);
  for (const item of quiz)
    await answerQuiz(t.app, learner, {
      question: item.question,
      userAnswer: right ? item.answer : WRONG,
      lessonDay: day,
    });
  return day;
}

/** The learner's days 1..`days` completed, ending yesterday: the next day is today's. */
async function reach(learner: Learner, days: number) {
  const [user] = await t.database.db.select().from(users).where(eq(users.id, learner.userId));
  await completePlanDays(t.database.db, user!, days);
}

/** A day passes: every completion moves one day into the past. */
const aDayPasses = (learner: Learner) =>
  t.database.db
    .update(lessonCompletions)
    .set({
      localDate: sql`${lessonCompletions.localDate} - 1`,
      completedAt: sql`${lessonCompletions.completedAt} - interval '1 day'`,
      dayStartedAt: sql`${lessonCompletions.dayStartedAt} - interval '1 day'`,
    })
    .where(eq(lessonCompletions.userId, learner.userId));

describe('pacing: who may ask, and what is valid', () => {
  it('needs a token (401), access (402) and a plan (404)', async () => {
    for (const response of [
      await t.app.inject({ method: 'GET', url: '/api/plan/pacing' }),
      await t.app.inject({
        method: 'POST',
        url: '/api/plan/pacing',
        payload: { day: 2, choice: 'continue' },
      }),
      await t.app.inject({ method: 'POST', url: '/api/plan/pacing/complete' }),
    ])
      expect(response.statusCode).toBe(401);
    const planless = await createLearner(t.app);
    expect((await pacing(planless)).statusCode).toBe(404);
    const lapsed = await learnerWithPlan(t.app);
    await endTrial(t.database.db, lapsed.userId);
    expect((await pacing(lapsed)).statusCode).toBe(402);
  });

  it('rejects a day or a choice that is not one (400) and a choice nobody offered (409)', async () => {
    const learner = await learnerWithPlan(t.app);
    for (const [payload, message] of [
      [{ day: 0, choice: 'continue' }, 'day must be between 1 and 30.'],
      [{ day: 2.5, choice: 'continue' }, 'day must be a whole number.'],
      [{ day: 2, choice: 'faster' }, 'choice must be consolidate, stretch or continue.'],
      [{ choice: 'continue' }, 'day must be a whole number.'],
    ] as const) {
      const response = await choose(learner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.body).toContain(message);
    }
    const none = await choose(learner, { day: 1, choice: 'consolidate' });
    expect(none.statusCode).toBe(409);
    expect(none.json<{ error: string }>().error).toBe('There is no such offer for Day 1 now.');
    expect((await completeConsolidation(learner)).statusCode).toBe(409);
  });
});

describe('a day missed for the most part', () => {
  it('offers a consolidation day; taken, it is a study day and the plan says it runs a day longer', async () => {
    const learner = await learnerWithPlan(t.app);
    await answerToday(learner, false);
    await reach(learner, 1);

    const offered = json<PacingResponse>(await pacing(learner));
    expect(offered.offer).toMatchObject({ kind: 'consolidate', day: 2, basedOnDay: 1 });
    expect(offered.offer?.reason).toMatch(
      /^You missed \d+ of Day 1's \d+ key points: a consolidation day goes over .+ again from another angle, with new practice, and Day 2 follows tomorrow\.$/,
    );
    expect(offered).toMatchObject({ consolidation: null, stretch: false, extraDays: 0, note: null });
    // The stretch was not offered: choosing it is refused, and nothing is stored.
    expect((await choose(learner, { day: 2, choice: 'stretch' })).statusCode).toBe(409);

    const taken = json<PacingResponse>(await choose(learner, { day: 2, choice: 'consolidate' }));
    expect(taken.offer).toBeNull();
    expect(taken.consolidation).toMatchObject({ day: 1, completed: false });
    expect(taken.consolidation?.lesson.topicName).toMatch(/^Another look: /);
    expect(taken.consolidation?.lesson.detailedExplanation).toContain('nothing new to learn');
    expect(taken).toMatchObject({
      extraDays: 1,
      note: 'Your plan now runs 31 study days: 1 consolidation day added to its 30.',
    });
    // Answered once: a second answer (another tab) is refused.
    expect((await choose(learner, { day: 2, choice: 'continue' })).statusCode).toBe(409);

    // The tutor teaches from the consolidation lesson.
    const hi = await askTutor(learner, 'Hi');
    expect(hi).toContain(`Today's lesson is **${taken.consolidation!.lesson.topicName}**`);

    const done = await completeConsolidation(learner);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      message: 'Consolidation day completed.',
      streak: 2,
      completed_days: [1],
    });
    // Today is held: the consolidated day shows completed, Day 2 waits for tomorrow.
    expect(json<TodayLessonResponse>(await getToday(t.app, learner))).toMatchObject({
      day: 1,
      completed: true,
    });
    expect((await complete(t.app, learner, 2)).statusCode).toBe(400);
    expect(json<PacingResponse>(await pacing(learner)).consolidation).toMatchObject({
      day: 1,
      completed: true,
    });
    expect((await completeConsolidation(learner)).json()).toMatchObject({
      message: 'This consolidation day is already completed.',
    });

    await aDayPasses(learner);
    expect(json<TodayLessonResponse>(await getToday(t.app, learner))).toMatchObject({
      day: 2,
      completed: false,
    });
    const tomorrow = json<PacingResponse>(await pacing(learner));
    expect(tomorrow).toMatchObject({ offer: null, consolidation: null, extraDays: 1 });
    expect((await complete(t.app, learner, 2)).statusCode).toBe(200);
    expect(json<{ streak: number; completed_days: number[] }>(await progress(t.app, learner))).toMatchObject({
      streak: 3,
      completed_days: [1, 2],
    });
  });

  it('makes no offer once today’s quiz is begun, or after a day answered right', async () => {
    const learner = await learnerWithPlan(t.app);
    await answerToday(learner, false);
    await reach(learner, 1);
    const { day, quiz } = await todayQuiz(t.app, learner);
    await answerQuiz(t.app, learner, { question: quiz[0]!.question, userAnswer: WRONG, lessonDay: day });
    expect(json<PacingResponse>(await pacing(learner)).offer).toBeNull();

    const strong = await learnerWithPlan(t.app);
    await answerToday(strong, true);
    await reach(strong, 1);
    expect(json<PacingResponse>(await pacing(strong)).offer).toBeNull();
  });
});

describe('several days answered right throughout', () => {
  it('offers the stretch version; taken, the tutor ends the quiz with a harder challenge', async () => {
    const learner = await learnerWithPlan(t.app);
    for (let day = 1; day <= 3; day += 1) {
      expect(await answerToday(learner, true)).toBe(day);
      await reach(learner, day);
    }
    const offered = json<PacingResponse>(await pacing(learner));
    expect(offered.offer).toMatchObject({ kind: 'stretch', day: 4 });
    expect(offered.offer?.reason).toContain('You got every key point of the last 3 days right');
    expect((await choose(learner, { day: 4, choice: 'consolidate' })).statusCode).toBe(409);
    expect(json<PacingResponse>(await choose(learner, { day: 4, choice: 'stretch' }))).toMatchObject({
      offer: null,
      stretch: true,
      extraDays: 0,
    });

    const { quiz } = await todayQuiz(t.app, learner);
    let reply = await askTutor(learner, 'Hi');
    expect(reply).toContain('This is the stretch version');
    for (const item of quiz) reply = await askTutor(learner, item.answer);
    expect(reply).toContain("You chose today's stretch version, so first:");
    expect(reply).toContain('**A harder challenge:**');
  });

  it('lets the learner keep the day as it is', async () => {
    const learner = await learnerWithPlan(t.app);
    for (let day = 1; day <= 3; day += 1) {
      await answerToday(learner, true);
      await reach(learner, day);
    }
    expect(json<PacingResponse>(await choose(learner, { day: 4, choice: 'continue' }))).toMatchObject({
      offer: null,
      stretch: false,
      consolidation: null,
    });
  });
});
