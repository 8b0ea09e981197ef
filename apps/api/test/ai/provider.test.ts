import type { AiUsageResponse } from '@pathwise/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildOfflinePlan } from '../../src/ai/offline/plan-builder';
import { aiUsage, learningPlans, planLessons } from '../../src/db/schema';
import { createLearner, createTestApp, json, type TestApp } from '../helpers/app';
import { startFakeOpenAiServer, type FakeOpenAiServer, requestText } from '../fakes/openai-server';
import { fakeLesson, isLessonRequest, isOutlineRequest, plannerHandler } from '../fakes/planner-replies';
import { generate, getToday } from '../plan/helpers';

let fake: FakeOpenAiServer;
let t: TestApp;
const providerEnv = (fakeUrl: string, extra: Record<string, string> = {}) => ({
  AI_PROVIDER: 'openai-compatible',
  AI_BASE_URL: fakeUrl,
  AI_MODEL: 'fake-model',
  // A silent provider is given up on after the first-token timeout; a whole 30-day outline may take longer.
  AI_TIMEOUT_MS: '5000',
  AI_FIRST_TOKEN_TIMEOUT_MS: '500',
  AI_MAX_RETRIES: '2',
  ...extra,
});

beforeAll(async () => {
  fake = await startFakeOpenAiServer({ handler: plannerHandler });
  t = await createTestApp(providerEnv(fake.url));
});
afterEach(async () => {
  await t.app.plans.background.drain();
  fake.requests.length = 0;
  fake.setHandler(plannerHandler);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const valid = { goal: 'Learn Python', duration: '30', experience: 'Intermediate' };
const outlineRequests = () => fake.requests.filter((body) => isOutlineRequest(requestText(body)));
const lessonRequests = () => fake.requests.filter((body) => isLessonRequest(requestText(body)));
type PlanBody = { plan: { id: string; plan: Record<string, { topicName: string }> } };

describe('plan generation through an OpenAI-compatible provider', () => {
  it('uses the provider outline, then one lesson call for day 1, and accounts the tokens', async () => {
    const learner = await createLearner(t.app, { timeZone: 'Asia/Kolkata' });
    const response = await generate(t.app, learner, valid);
    expect(response.statusCode).toBe(200);
    const body = json<PlanBody>(response);
    expect(body.plan.plan['1']?.topicName).toMatch(/^Provider day 1:/);
    expect(Object.keys(body.plan.plan)).toHaveLength(30);

    const prompt = requestText(outlineRequests()[0]!);
    expect(prompt).toContain("Learner's goal: Learn Python");
    expect(prompt).toContain('Level: Intermediate');
    expect(prompt).toMatch(/As of: \d{4}-\d{2}-\d{2}/);
    expect(outlineRequests()[0]?.model).toBe('fake-model');

    await t.app.plans.background.drain();
    expect(outlineRequests()).toHaveLength(1);
    expect(lessonRequests()).toHaveLength(1); // day 1, prepared in the background
    const today = json<{ day: number; lesson: { topicName: string } }>(await getToday(t.app, learner));
    expect(today).toMatchObject({ day: 1, lesson: { topicName: fakeLesson(1).topicName } });
    const lessonPrompt = requestText(lessonRequests()[0]!);
    expect(lessonPrompt).toContain('Plan position: day 1 of 30');

    const [plan] = await t.database.db.select().from(learningPlans).where(eq(learningPlans.id, body.plan.id));
    expect(plan).toMatchObject({ origin: 'provider', sources: null, tracks: ['python'] });
    await t.app.plans.background.drain();
    const [usage] = await t.database.db.select().from(aiUsage).where(eq(aiUsage.userId, learner.userId));
    expect(usage).toMatchObject({ calls: 3, tokens: 300 }); // outline + day 1 + day 2 pre-generated
  });

  it('repairs a malformed outline once, then falls back to the offline engine', async () => {
    fake.setHandler((request) =>
      isOutlineRequest(request.text)
        ? { content: 'Sure! Here is your plan: {"days": [oops' }
        : plannerHandler(request),
    );
    const learner = await createLearner(t.app);
    const response = await generate(t.app, learner, valid);
    expect(response.statusCode).toBe(200);
    const offline = buildOfflinePlan('Learn Python', 'Intermediate');
    expect(json<PlanBody>(response).plan.plan).toEqual(offline.outline);
    const attempts = outlineRequests();
    expect(attempts).toHaveLength(2);
    const repair = attempts[1]!.messages;
    expect(repair.at(-2)).toMatchObject({
      role: 'assistant',
      content: 'Sure! Here is your plan: {"days": [oops',
    });
    expect(requestText(attempts[1]!)).toContain('The reply was not valid JSON.');
    const [plan] = await t.database.db
      .select()
      .from(learningPlans)
      .where(eq(learningPlans.userId, learner.userId));
    expect(plan?.origin).toBe('offline');
  });

  it('accepts the repaired reply when the repair is valid', async () => {
    let outlineCalls = 0;
    fake.setHandler((request) => {
      if (!isOutlineRequest(request.text)) return plannerHandler(request);
      outlineCalls += 1;
      return outlineCalls === 1
        ? { content: '{"days": [{"topicName": "only one day"}]}' }
        : plannerHandler(request);
    });
    const learner = await createLearner(t.app);
    const body = json<PlanBody>(await generate(t.app, learner, valid));
    expect(body.plan.plan['1']?.topicName).toMatch(/^Provider day 1:/);
    expect(requestText(outlineRequests()[1]!)).toContain('days: days must contain exactly 30 entries');
  });

  it('falls back to the offline engine when the provider times out', async () => {
    fake.setHandler(() => ({ hang: true }));
    const learner = await createLearner(t.app);
    const started = Date.now();
    const response = await generate(t.app, learner, valid);
    expect(response.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(json<PlanBody>(response).plan.plan).toEqual(
      buildOfflinePlan('Learn Python', 'Intermediate').outline,
    );
    expect(outlineRequests()).toHaveLength(1); // a timeout is not retried
    const today = json<{ lesson: { detailedExplanation: string } }>(await getToday(t.app, learner));
    expect(today.lesson.detailedExplanation.length).toBeGreaterThan(500);
  });

  it.each([
    [429, { 'retry-after-ms': '10' }],
    [503, {}],
  ])('retries a %s and then succeeds', async (status, headers) => {
    fake.queue({ status, headers });
    const learner = await createLearner(t.app);
    const body = json<PlanBody>(await generate(t.app, learner, valid));
    expect(body.plan.plan['1']?.topicName).toMatch(/^Provider day 1:/);
    expect(outlineRequests()).toHaveLength(2);
  });

  it('gives up after the configured retries and falls back', async () => {
    fake.setHandler(() => ({ status: 429, headers: { 'retry-after-ms': '5' } }));
    const learner = await createLearner(t.app);
    const body = json<PlanBody>(await generate(t.app, learner, valid));
    expect(body.plan.plan).toEqual(buildOfflinePlan('Learn Python', 'Intermediate').outline);
    expect(outlineRequests()).toHaveLength(3); // 1 + AI_MAX_RETRIES
  });

  it('stores a provider lesson once for concurrent first loads', async () => {
    fake.setHandler((request) => ({
      ...plannerHandler(request),
      delayMs: isLessonRequest(request.text) ? 150 : 0,
    }));
    const learner = await createLearner(t.app);
    const plan = json<PlanBody>(await generate(t.app, learner, valid)).plan;
    const loads = await Promise.all([1, 2, 3, 4].map(() => getToday(t.app, learner)));
    expect(new Set(loads.map((r) => r.body)).size).toBe(1);
    await t.app.plans.background.drain();
    const days = lessonRequests().map((body) => /lesson for day (\d+)/.exec(requestText(body))?.[1]);
    expect(days.sort()).toEqual(['1', '2']);
    expect(
      (await t.database.db.select().from(planLessons).where(eq(planLessons.planId, plan.id))).length,
    ).toBe(2);
  });

  it('streams tutor replies over SSE and records their tokens', async () => {
    const content =
      'A closure keeps the variables of the scope it was created in, even after that scope returns.';
    fake.setHandler(() => ({ content, usage: { prompt_tokens: 30, completion_tokens: 20 } }));
    const learner = await createLearner(t.app);
    const chunks: string[] = [];
    for await (const chunk of t.app.ai.streamTutorReply(learner.userId, {
      history: [],
      message: 'What is a closure?',
    }))
      chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks.join('')).toBe(content);
    expect(fake.requests[0]?.stream).toBe(true);
    const [usage] = await t.database.db.select().from(aiUsage).where(eq(aiUsage.userId, learner.userId));
    expect(usage).toMatchObject({ calls: 1, tokens: 50 });
  });
});

describe('daily AI quota', () => {
  let quotaFake: FakeOpenAiServer;
  let q: TestApp;
  beforeAll(async () => {
    quotaFake = await startFakeOpenAiServer({ handler: plannerHandler });
    // The test holds the day-1 lesson's reply back (below): a long first-token wait keeps it a provider lesson.
    q = await createTestApp(
      providerEnv(quotaFake.url, { AI_DAILY_QUOTA: '150', AI_FIRST_TOKEN_TIMEOUT_MS: '10000' }),
    );
  });
  afterAll(async () => {
    await q.close();
    await quotaFake.close();
  });

  it('answers 429 stating the numbers and the reset time GET /auth/ai-usage shows, once the day’s tokens are used', async () => {
    const learner = await createLearner(q.app);
    const usage = async () =>
      json<AiUsageResponse>(
        await q.app.inject({ method: 'GET', url: '/api/auth/ai-usage', headers: learner.auth }),
      );
    const resetsAt = new Date(
      Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 1),
    );
    expect(await usage()).toEqual({
      limited: true,
      unit: 'tokens',
      allowance: 150,
      used: 0,
      remaining: 150,
      resetsAt: resetsAt.toISOString(),
    });
    // Day 1's lesson is written in the background once the plan is answered; its reply waits until the outline's
    // cost has been read, or a fast machine would already count both.
    let releaseLesson = () => {};
    const lessonHeld = new Promise<void>((resolve) => (releaseLesson = resolve));
    quotaFake.setHandler(async (request) => {
      if (isLessonRequest(request.text)) await lessonHeld;
      return plannerHandler(request);
    });
    expect((await generate(q.app, learner, valid)).statusCode).toBe(200); // outline: 100 tokens
    expect(await usage()).toMatchObject({ used: 100, remaining: 50 });
    releaseLesson();
    await q.app.plans.background.drain(); // day 1 lesson: 200 tokens, over the quota now
    // The lesson call was allowed with 50 left and cost 100: the count shows what was really used.
    expect(await usage()).toMatchObject({
      allowance: 150,
      used: 200,
      remaining: 0,
      resetsAt: resetsAt.toISOString(),
    });
    const calls = quotaFake.requests.length;
    const response = await generate(q.app, learner, { ...valid, goal: 'Learn SQL' });
    expect(response.statusCode).toBe(429);
    expect(json(response).error).toMatch(
      /^You have used today's AI allowance: 200 of 150 tokens, 0 left\. It resets at 00:00 UTC \(\d{4}-\d{2}-\d{2}T00:00:00\.000Z\), in about \d+ (h \d+ )?min\.$/,
    );
    expect(json(response).error).toContain(`(${resetsAt.toISOString()})`);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(quotaFake.requests.length).toBe(calls); // no provider call was made
    const plans = await q.database.db
      .select()
      .from(learningPlans)
      .where(eq(learningPlans.userId, learner.userId));
    expect(plans.map((p) => [p.goal, p.status])).toEqual([['Learn Python', 'active']]);

    // Lessons never block the learner: over quota they come from the offline engine.
    expect(json(await getToday(q.app, learner))).toMatchObject({
      day: 1,
      lesson: { topicName: fakeLesson(1).topicName },
    });
    await q.app.plans.background.drain();
    const lessons = await q.database.db
      .select()
      .from(planLessons)
      .where(eq(planLessons.planId, plans[0]!.id));
    expect(lessons.map((l) => [l.day, l.origin]).sort()).toEqual([
      [1, 'provider'],
      [2, 'offline'],
    ]);

    // Another learner has their own allowance.
    const other = await createLearner(q.app);
    expect((await generate(q.app, other, valid)).statusCode).toBe(200);
  });
});
