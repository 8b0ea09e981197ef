import type { MasteryResponse, ReviewTodayResponse } from '@pathwise/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { completePlanDays } from '../../src/modules/dev-tools/shortcuts';
import { learnerWithPlan } from '../certificate/helpers';
import { askTutor as tutor } from '../conversations/helpers';
import { createTestApp, forgedToken, json, type Learner, type TestApp } from '../helpers/app';
import { complete } from '../plan/helpers';
import { answerQuiz, answerReview, itemsOf, makeDue, reviewToday, todayQuiz } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const WRONG = 'I am not sure, maybe it is something about colours.';

const mastery = (learner: Pick<Learner, 'auth'>) =>
  t.app.inject({ method: 'GET', url: '/api/review/mastery', headers: learner.auth });

/** The tutor's reply to `question`, asserting it was answered. */
const askTutor = async (learner: Learner, question: string) => {
  const response = await tutor(t.app, learner, question);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ response: string }>().response;
};

/** Moves the learner to day 2: day 1 completed yesterday, as a learner coming back the next day. */
async function nextDay(learner: Learner) {
  const [user] = await t.database.db.select().from(users).where(eq(users.id, learner.userId));
  await completePlanDays(t.database.db, user!, 1);
}

describe('GET /api/review/mastery', () => {
  it('needs a valid token (401)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/review/mastery' })).statusCode).toBe(401);
    const learner = await learnerWithPlan(t.app);
    const forged = { authorization: `Bearer ${await forgedToken(learner.userId)}` };
    expect((await mastery({ auth: forged })).statusCode).toBe(401);
  });

  it('names each key point of the days reached: solid, not yet, or not yet and never answered', async () => {
    const learner = await learnerWithPlan(t.app);
    const { day, quiz } = await todayQuiz(t.app, learner);
    const [right, wrong, skipped] = quiz;
    if (!right || !wrong || !skipped) throw new Error('the lesson has fewer than three quiz questions');
    await answerQuiz(t.app, learner, { question: right.question, userAnswer: right.answer, lessonDay: day });
    await answerQuiz(t.app, learner, { question: wrong.question, userAnswer: WRONG, lessonDay: day });

    const body = json<MasteryResponse>(await mastery(learner));
    // Day 2's lesson is prepared ahead, but the learner has not reached it.
    expect(body.days.map((entry) => entry.day)).toEqual([1]);
    const points = new Map(body.days[0]!.points.map((entry) => [entry.point, entry]));
    for (const point of right.keyPoints)
      expect(points.get(point)).toMatchObject({ state: 'solid', answered: true });
    for (const point of wrong.keyPoints.filter((entry) => !right.keyPoints.includes(entry)))
      expect(points.get(point)).toMatchObject({ state: 'not_yet', answered: true });
    for (const point of skipped.keyPoints.filter(
      (entry) => !right.keyPoints.includes(entry) && !wrong.keyPoints.includes(entry),
    ))
      expect(points.get(point)).toMatchObject({ state: 'not_yet', answered: false });
    const all = body.days[0]!.points;
    expect(body.counts).toEqual({
      solid: all.filter((entry) => entry.state === 'solid').length,
      shaky: 0,
      notYet: all.filter((entry) => entry.state === 'not_yet').length,
    });
    expect(body.counts.solid).toBeGreaterThan(0);

    // It is the learner's data: exported with the account.
    const exported = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: learner.auth });
    const rows = exported.json<{ tables: Record<string, Array<{ point: string; state: string }>> }>().tables
      .key_point_mastery;
    expect(rows?.length).toBe(body.counts.solid + wrong.keyPoints.length);
    expect(rows?.map((row) => row.point)).toEqual(expect.arrayContaining(right.keyPoints));
  });

  it('moves by cross-questioning too: a miss makes a solid point shaky and brings its review question due', async () => {
    const learner = await learnerWithPlan(t.app);
    const { day, quiz } = await todayQuiz(t.app, learner);
    const right = quiz[0]!;
    await answerQuiz(t.app, learner, { question: right.question, userAnswer: right.answer, lessonDay: day });
    const [before] = await itemsOf(t.database.db, learner.userId);
    expect(before!.due.getTime()).toBeGreaterThan(Date.now() + 86_400_000);

    // The same question met again in cross-questioning (no lesson day), answered wrong.
    const crossed = await answerQuiz(t.app, learner, { question: right.question, userAnswer: WRONG });
    expect(crossed.statusCode).toBe(200);
    const body = json<MasteryResponse>(await mastery(learner));
    const states = body.days[0]!.points.filter((entry) => right.keyPoints.includes(entry.point));
    expect(states.map((entry) => entry.state)).toEqual(right.keyPoints.map(() => 'shaky'));
    const [after] = await itemsOf(t.database.db, learner.userId);
    expect(after!.due.getTime()).toBeLessThanOrEqual(Date.now());
  });
});

describe('completion with questions left unanswered', () => {
  it('puts them in the review step, first, as questions never answered', async () => {
    const learner = await learnerWithPlan(t.app);
    const { day, quiz } = await todayQuiz(t.app, learner);
    await answerQuiz(t.app, learner, {
      question: quiz[0]!.question,
      userAnswer: quiz[0]!.answer,
      lessonDay: day,
    });
    expect(json<ReviewTodayResponse>(await reviewToday(t.app, learner)).items).toEqual([]);

    expect((await complete(t.app, learner, day)).statusCode).toBe(200);
    // Not in a review step of the day just completed: they come back the next day.
    expect(json<ReviewTodayResponse>(await reviewToday(t.app, learner)).items).toEqual([]);
    const [card] = await itemsOf(t.database.db, learner.userId);
    expect(card!.due.getTime()).toBeGreaterThan(Date.now() + 20 * 3_600_000);
    await makeDue(t.database.db, learner.userId);
    // All due together: the skipped ones first, the one answered right (its points solid) last.
    const due = json<ReviewTodayResponse>(await reviewToday(t.app, learner)).items;
    expect(due).toHaveLength(quiz.length);
    expect(due.every((item) => item.dueNow)).toBe(true);
    expect(
      due
        .slice(0, -1)
        .map((item) => item.question)
        .sort(),
    ).toEqual(
      quiz
        .slice(1)
        .map((item) => item.question)
        .sort(),
    );
    expect(due.at(-1)?.question).toBe(quiz[0]!.question);
    // Completing again adds nothing twice; the answered question keeps its own card.
    expect((await complete(t.app, learner, day)).statusCode).toBe(200);
    expect(await itemsOf(t.database.db, learner.userId)).toHaveLength(quiz.length);

    // Answered right in the review step, a skipped question's points become solid.
    const skipped = quiz[1]!;
    const answered = await answerReview(t.app, learner, due[0]!.id, { userAnswer: skipped.answer });
    expect(answered.statusCode, answered.body).toBe(200);
    const points = json<MasteryResponse>(await mastery(learner)).days[0]!.points;
    for (const point of skipped.keyPoints)
      expect(points.find((entry) => entry.point === point)).toMatchObject({ state: 'solid', answered: true });
  });
});

describe('the next day starts from yesterday', () => {
  it('names what was missed or skipped, offers a recap, and gives it on "recap"', async () => {
    const learner = await learnerWithPlan(t.app);
    const { day, quiz } = await todayQuiz(t.app, learner);
    const missed = quiz[0]!;
    await answerQuiz(t.app, learner, { question: missed.question, userAnswer: WRONG, lessonDay: day });
    await nextDay(learner);
    const today = await todayQuiz(t.app, learner);
    expect(today.day).toBe(2);

    const first = await askTutor(learner, 'Hi');
    expect(first).toContain("Before today's lesson: yesterday's lesson (Day 1,");
    expect(first).toContain(`**${missed.keyPoints[0]!}**`);
    expect(first).toMatch(new RegExp(`${quiz.length - 1} questions were left unanswered`));
    expect(first).toContain('Say **recap**');
    expect(first).toContain(`Question 1 of ${today.quiz.length}: ${today.quiz[0]!.question}`);

    const recap = await askTutor(learner, 'recap');
    expect(recap).toContain('two-minute recap of Day 1');
    for (const item of quiz) expect(recap).toContain(item.question);
    expect(recap).toContain(missed.answer);
    // The open question of today stays open after the recap.
    expect(recap).toContain(`Question 1 of ${today.quiz.length}`);

    const later = await askTutor(learner, 'What does this lesson cover?');
    expect(later).not.toContain("Before today's lesson");
  });

  it('does not ask again what today’s quiz already answered right, and offers no recap after a solid day', async () => {
    const learner = await learnerWithPlan(t.app);
    const { day, quiz } = await todayQuiz(t.app, learner);
    await answerQuiz(t.app, learner, {
      question: quiz[0]!.question,
      userAnswer: quiz[0]!.answer,
      lessonDay: day,
    });

    const hi = await askTutor(learner, 'Hi');
    expect(hi).toContain('You already answered 1 of today');
    expect(hi).toContain(`Question 2 of ${quiz.length}: ${quiz[1]!.question}`);
    expect(hi).not.toContain('Question 1 of');
    expect(hi).not.toContain("Before today's lesson");
  });
});

describe('answers in the tutor chat', () => {
  it('count like the lesson quiz: the answered question moves, a question about the lesson records nothing', async () => {
    const learner = await learnerWithPlan(t.app);
    const { quiz } = await todayQuiz(t.app, learner);
    const [first, second] = quiz;
    await askTutor(learner, 'Hi');
    await askTutor(learner, 'What does this lesson cover?');
    expect(await itemsOf(t.database.db, learner.userId)).toHaveLength(0);

    await askTutor(learner, first!.answer);
    await askTutor(learner, WRONG);
    const items = await itemsOf(t.database.db, learner.userId);
    expect(items.map((item) => item.question).sort()).toEqual([first!.question, second!.question].sort());
    const points = json<MasteryResponse>(await mastery(learner)).days[0]!.points;
    for (const point of first!.keyPoints)
      expect(points.find((entry) => entry.point === point)).toMatchObject({ state: 'solid', answered: true });
    for (const point of second!.keyPoints.filter((entry) => !first!.keyPoints.includes(entry)))
      expect(points.find((entry) => entry.point === point)).toMatchObject({
        state: 'not_yet',
        answered: true,
      });
  });
});
