import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanHistoryResponse } from '@pathwise/contract';
import { learningPlans } from '../../src/db/schema';
import { generateCertificate, learnerWithPlan, seedCompletions } from '../certificate/helpers';
import { askTutor } from '../conversations/helpers';
import { createTestApp, forgedToken, json, type Learner, type TestApp } from '../helpers/app';
import { saveReminder, validPrefs } from '../reminders/helpers';
import { complete, generate, getToday, progress } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const history = (learner: Pick<Learner, 'auth'>) =>
  t.app.inject({ method: 'GET', url: '/api/plan/history', headers: learner.auth });
const plansOf = async (learner: Learner) => {
  const response = await history(learner);
  expect(response.statusCode, response.body).toBe(200);
  return json<PlanHistoryResponse>(response).plans;
};
const resume = (learner: Pick<Learner, 'auth'>, planId: string) =>
  t.app.inject({ method: 'POST', url: `/api/plan/history/${planId}/resume`, headers: learner.auth });
const changePlan = async (learner: Learner, goal: string) => {
  const response = await generate(t.app, learner, { goal, duration: '30', experience: 'Beginner' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ plan: { id: string } }>().plan.id;
};
const activePlans = (userId: string) =>
  t.database.db
    .select({ id: learningPlans.id })
    .from(learningPlans)
    .where(and(eq(learningPlans.userId, userId), eq(learningPlans.status, 'active')));

describe('GET /plan/history', () => {
  it('lists the learner’s plans newest first with progress, dates and a clean course title', async () => {
    const learner = await learnerWithPlan(t.app);
    expect((await complete(t.app, learner, 1)).statusCode).toBe(200);
    const second = await changePlan(learner, 'LEARN SQL');

    const plans = await plansOf(learner);
    expect(plans.map((plan) => [plan.id, plan.status])).toEqual([
      [second, 'active'],
      [learner.planId, 'archived'],
    ]);
    const [current, old] = plans;
    expect(current).toMatchObject({ goal: 'LEARN SQL', completedDays: 0, duration: 30, archivedAt: null });
    expect(old).toMatchObject({
      goal: 'REACT FOR BEGINNERS',
      experience: 'Intermediate',
      completedDays: 1,
      duration: 30,
      certificateId: null,
    });
    expect(old?.courseTitle).toMatch(/react/i);
    expect(old?.courseTitle).not.toBe('REACT FOR BEGINNERS');
    expect(Date.parse(old?.archivedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(old?.createdAt ?? ''));
  });

  it('is empty for a learner without plans and shows none of another learner’s', async () => {
    const owner = await learnerWithPlan(t.app);
    const stranger = await learnerWithPlan(t.app);
    const plans = await plansOf(stranger);
    expect(plans.map((plan) => plan.id)).toEqual([stranger.planId]);
    expect(plans.some((plan) => plan.id === owner.planId)).toBe(false);
  });

  it('keeps a finished plan’s certificate listed and verifiable after Change Plan', async () => {
    const learner = await learnerWithPlan(t.app);
    await seedCompletions(t.database.db, learner, 30);
    const issued = await generateCertificate(t.app, learner, { name: 'Asha Verma' });
    expect(issued.statusCode, issued.body).toBe(200);
    await changePlan(learner, 'LEARN SQL');

    const old = (await plansOf(learner)).find((plan) => plan.id === learner.planId);
    expect(old).toMatchObject({ completedDays: 30, status: 'archived' });
    expect(old?.certificateId).toMatch(/^PW-/);
    const verified = await t.app.inject({ method: 'GET', url: `/api/certificates/${old?.certificateId}` });
    expect(verified.statusCode, verified.body).toBe(200);
  });
});

describe('POST /plan/history/:planId/resume', () => {
  it('makes the archived plan active again with its progress intact, and keeps the streak', async () => {
    const learner = await learnerWithPlan(t.app);
    expect((await complete(t.app, learner, 1)).statusCode).toBe(200);
    const second = await changePlan(learner, 'LEARN SQL');
    await saveReminder(t, learner, validPrefs({ courseTopic: 'LEARN SQL' }));
    expect(json(await progress(t.app, learner))).toMatchObject({ streak: 1, completed_days: [] });

    const response = await resume(learner, learner.planId);
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toMatchObject({ plan: { id: learner.planId, goal: 'REACT FOR BEGINNERS' } });

    const plans = await plansOf(learner);
    expect(plans.find((plan) => plan.id === learner.planId)).toMatchObject({
      status: 'active',
      archivedAt: null,
      completedDays: 1,
    });
    expect(plans.find((plan) => plan.id === second)).toMatchObject({ status: 'archived' });
    const roadmap = json<{ plan: { id: string }; completedDays: number[] }>(
      await t.app.inject({ method: 'GET', url: '/api/plan/learning-plan', headers: learner.auth }),
    );
    expect(roadmap).toMatchObject({ plan: { id: learner.planId }, completedDays: [1] });
    expect(json(await progress(t.app, learner))).toMatchObject({ streak: 1, completed_days: [1] });
    // Today is still day 1 (done): the next day unlocks tomorrow, as it would have on this plan.
    expect(json(await getToday(t.app, learner))).toMatchObject({ day: 1, completed: true });
    const reminder = await t.app.inject({ method: 'GET', url: '/api/dailyreminder', headers: learner.auth });
    expect(json<{ preferences: { courseTopic: string } }>(reminder).preferences.courseTopic).toBe(
      'REACT FOR BEGINNERS',
    );
    expect(await activePlans(learner.userId)).toEqual([{ id: learner.planId }]);
  });

  it('starts the tutor chat afresh: the lines written on the plan set aside are not shown', async () => {
    const learner = await learnerWithPlan(t.app);
    await changePlan(learner, 'LEARN SQL');
    expect((await askTutor(t.app, learner, 'What does SELECT do?')).statusCode).toBe(200);
    const tutorLines = async () =>
      json<{ messages: unknown[] }>(
        await t.app.inject({ method: 'GET', url: '/api/AI/tutor/history', headers: learner.auth }),
      ).messages;
    expect(await tutorLines()).toHaveLength(2);
    expect((await resume(learner, learner.planId)).statusCode).toBe(200);
    expect(await tutorLines()).toEqual([]);
  });

  it("refuses another learner's plan with 403 and changes nothing", async () => {
    const owner = await learnerWithPlan(t.app);
    const other = await learnerWithPlan(t.app);
    await changePlan(other, 'LEARN SQL');
    const response = await resume(owner, other.planId);
    expect(response.statusCode).toBe(403);
    expect(await activePlans(owner.userId)).toEqual([{ id: owner.planId }]);
    expect((await plansOf(other)).find((plan) => plan.id === other.planId)?.status).toBe('archived');
  });

  it('answers 404 for an unknown plan and 409 for the plan already active', async () => {
    const learner = await learnerWithPlan(t.app);
    expect((await resume(learner, randomUUID())).statusCode).toBe(404);
    expect((await resume(learner, 'not-a-plan')).statusCode).toBe(404);
    const active = await resume(learner, learner.planId);
    expect(active.statusCode).toBe(409);
    expect(json(active)).toEqual({ error: 'This plan is already your current plan.' });
  });

  it('needs a valid token (missing or forged: 401)', async () => {
    const learner = await learnerWithPlan(t.app);
    const forged = await forgedToken(learner.userId);
    for (const auth of [{}, { authorization: `Bearer ${forged}` }]) {
      expect((await history({ auth: auth as Learner['auth'] })).statusCode).toBe(401);
      expect((await resume({ auth: auth as Learner['auth'] }, learner.planId)).statusCode).toBe(401);
    }
  });

  it('never leaves two active plans or none, whatever resumes run at once', async () => {
    const learner = await learnerWithPlan(t.app);
    const second = await changePlan(learner, 'LEARN SQL');
    const third = await changePlan(learner, 'LEARN GO');

    const results = await Promise.all([
      resume(learner, learner.planId),
      resume(learner, second),
      resume(learner, learner.planId),
    ]);
    const codes = results.map((response) => response.statusCode).sort();
    expect(codes.every((code) => code === 200 || code === 409)).toBe(true);
    expect(codes.filter((code) => code === 200).length).toBeGreaterThanOrEqual(1);
    const active = await activePlans(learner.userId);
    expect(active).toHaveLength(1);
    expect([learner.planId, second]).toContain(active[0]?.id);
    expect((await plansOf(learner)).find((plan) => plan.id === third)?.status).toBe('archived');
  });
});
