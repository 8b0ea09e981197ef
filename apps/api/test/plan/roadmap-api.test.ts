import type { PlanCoverage, RoadmapResponse } from '@pathwise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signSession } from '../../src/modules/auth/session-token';
import { createLearner, createTestApp, json, type TestApp } from '../helpers/app';
import { complete, generate } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_IP: '100' });
});
afterAll(async () => t.close());

const plan = (goal: string) => ({ goal, duration: '30', experience: 'Beginner' });
const coverageOf = (response: { json: <T>() => T }) =>
  response.json<{ plan: { coverage: PlanCoverage } }>().plan.coverage;
const roadmap = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/plan/learning-plan', headers });

describe('how a plan was made (coverage)', () => {
  it('names the curated course a matching goal gets, and the context it read', async () => {
    const learner = await createLearner(t.app);
    const coverage = coverageOf(await generate(t.app, learner, plan('React for backend devs')));
    expect(coverage).toMatchObject({
      method: 'curated',
      courses: [{ id: 'react', title: 'React' }],
      context: ['for backend devs'],
      nearest: [],
    });
    expect(coverage.note).toContain('curated React course');
  });

  it('says "combined" for two subjects, primary first', async () => {
    const learner = await createLearner(t.app);
    const coverage = coverageOf(await generate(t.app, learner, plan('SQL and React')));
    expect(coverage.method).toBe('combined');
    expect(coverage.courses.map((course) => course.id)).toEqual(['sql-databases', 'react']);
  });

  it('says plainly when no curated course exists, offers no unrelated course and no operator hint', async () => {
    const learner = await createLearner(t.app);
    const response = await generate(t.app, learner, plan('Beekeeping'));
    expect(response.statusCode).toBe(200);
    const coverage = coverageOf(response);
    expect(coverage.method).toBe('study-method');
    expect(coverage.courses).toEqual([]);
    expect(coverage.note).toContain('no curated course for “Beekeeping” yet');
    expect(coverage.note).toContain('study method');
    // Python is not near to beekeeping; how to configure an AI provider is for operators (the log, README).
    expect(coverage.nearest).toEqual([]);
    expect(JSON.stringify(coverage)).not.toMatch(/AI_PROVIDER|Running Pathwise yourself/);
  });

  it('says a named technology no course teaches is not taught, with the courses nearest to it', async () => {
    const learner = await createLearner(t.app);
    const coverage = coverageOf(await generate(t.app, learner, plan('Azure certification exam')));
    expect(coverage.method).toBe('study-method');
    expect(coverage.note).toContain('None of our courses teaches Azure');
    expect(coverage.nearest.map((course) => course.id)).toEqual(['aws', 'devops-cloud']);
  });
});

describe('GET /api/plan/learning-plan (the roadmap)', () => {
  it('returns every day, what is done and today, for the token’s own plan', async () => {
    const learner = await createLearner(t.app);
    const generated = json<{ plan: { id: string; plan: Record<string, { topicName: string }> } }>(
      await generate(t.app, learner, plan('Learn Python')),
    );
    const before = json<RoadmapResponse>(await roadmap(learner.auth));
    expect(before.plan.id).toBe(generated.plan.id);
    expect(Object.keys(before.plan.plan)).toHaveLength(30);
    expect(before.plan.plan['12']?.topicName).toBe(generated.plan.plan['12']?.topicName);
    expect(before.completedDays).toEqual([]);
    expect(before.today).toBe(1);
    expect(before.plan.coverage.method).toBe('curated');

    expect((await complete(t.app, learner, 1)).statusCode).toBe(200);
    const after = json<RoadmapResponse>(await roadmap(learner.auth));
    expect(after.completedDays).toEqual([1]);
    // One new lesson per local day: today stays day 1 (completed) until tomorrow.
    expect(after.today).toBe(1);
  });

  it('is private: no-store, 401 without or with a forged token, 404 without a plan', async () => {
    const learner = await createLearner(t.app);
    const none = await roadmap(learner.auth);
    expect(none.statusCode).toBe(404);
    expect(json(none).error).toBe('No learning plan found. Generate a plan to get started.');
    expect((await roadmap()).statusCode).toBe(401);
    const forged = await signSession(new TextEncoder().encode('x'.repeat(48)), {
      userId: learner.userId,
      tokenVersion: 0,
    });
    expect((await roadmap({ authorization: `Bearer ${forged}` })).statusCode).toBe(401);
    await generate(t.app, learner, plan('Learn SQL'));
    const mine = await roadmap(learner.auth);
    expect(mine.headers['cache-control']).toBe('private, no-store');
  });

  it('shows each learner only their own plan', async () => {
    const first = await createLearner(t.app);
    const second = await createLearner(t.app);
    await generate(t.app, first, plan('Learn React'));
    await generate(t.app, second, plan('Learn SQL'));
    expect(json<RoadmapResponse>(await roadmap(first.auth)).plan.goal).toBe('Learn React');
    expect(json<RoadmapResponse>(await roadmap(second.auth)).plan.goal).toBe('Learn SQL');
  });
});
