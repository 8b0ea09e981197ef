import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { lesson as lessonSchema, planOutline } from '@pathwise/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learningPlans, planLessons } from '../../src/db/schema';
import { startFakeOpenAiServer, type FakeHandler, type FakeOpenAiServer } from '../fakes/openai-server';
import { isLessonRequest, isOutlineRequest, plannerHandler } from '../fakes/planner-replies';
import { createLearner, createTestApp, type TestApp } from '../helpers/app';
import { generate, getToday } from '../plan/helpers';

/**
 * The AI provider fails in every way we know: unreachable, too slow, answering garbage (in the
 * message or on the wire), erroring, or dying after the outline. Every AI call must still answer
 * (offline fallback, or a clear 4xx/503 error), never 500, and no plan is ever half-written.
 * Retries, repair and quota are unit-tested in test/ai/*; this is the end-to-end sweep.
 * SMTP down (queued, then delivered exactly once when it is back) is test/system/smtp-delivery.test.ts.
 */
interface Provider {
  url: string;
  close: () => Promise<void>;
}

async function fake(handler: FakeHandler): Promise<Provider> {
  const server: FakeOpenAiServer = await startFakeOpenAiServer({ handler });
  return { url: server.url, close: () => server.close() };
}

/** A server that answers 200 with an HTML page: not the OpenAI wire format at all. */
async function htmlServer(): Promise<Provider> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<html><body>502 Bad Gateway (nginx)</body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** An address nothing listens on (a server we open and close at once). */
async function unreachable(): Promise<Provider> {
  const provider = await htmlServer();
  await provider.close();
  return { url: provider.url, close: async () => {} };
}

const outlineThenDown: FakeHandler = (request) =>
  isOutlineRequest(request.text) ? plannerHandler(request) : { status: 500 };

const scenarios: Array<[string, () => Promise<Provider>]> = [
  ['unreachable (connection refused)', unreachable],
  ['slower than AI_TIMEOUT_MS', () => fake(() => ({ hang: true }))],
  ['answering garbage text', () => fake(() => ({ content: '}{ not json at all <<<' }))],
  ['answering an HTML page with 200', htmlServer],
  ['failing with 500', () => fake(() => ({ status: 500 }))],
  ['dying right after the outline', () => fake(outlineThenDown)],
  ['answering lessons with the wrong shape', () => fake((request) => (isLessonRequest(request.text) ? { content: '{"topicName": 42}' } : plannerHandler(request)))],
];

describe.each(scenarios)('AI provider %s', (_name, start) => {
  let provider: Provider;
  let t: TestApp;
  beforeAll(async () => {
    provider = await start();
    t = await createTestApp({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: provider.url,
      AI_MODEL: 'fake-model',
      AI_TIMEOUT_MS: '300',
      AI_MAX_RETRIES: '1',
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  it('still gives a complete plan and lesson, answers every AI call, and writes no half plan', async () => {
    const learner = await createLearner(t.app);
    const started = Date.now();
    const generated = await generate(t.app, learner, { goal: 'Learn Python', duration: '30', experience: 'Beginner' });
    expect(generated.statusCode, generated.body).toBe(200);
    const today = await getToday(t.app, learner);
    expect(today.statusCode, today.body).toBe(200);
    expect(lessonSchema.safeParse(today.json<{ lesson: unknown }>().lesson).success).toBe(true);

    const calls = [
      t.app.inject({ method: 'POST', url: '/api/AI/tutor', headers: learner.auth, payload: { user_id: learner.userId, question: 'Hi' } }),
      t.app.inject({ method: 'POST', url: '/api/chat/chat', headers: learner.auth, payload: { userId: learner.userId, message: 'How should I study?' } }),
      t.app.inject({ method: 'POST', url: '/api/crossquestion/generate-questions', headers: learner.auth, payload: { lessonContent: 'Python lists keep items in order.' } }),
      t.app.inject({ method: 'POST', url: '/api/crossquestion/evaluate-answer', headers: learner.auth, payload: { question: 'What is a list?', userAnswer: 'An ordered collection.' } }),
    ];
    for (const response of await Promise.all(calls)) {
      // A fallback answer, or a clear error the screen can show; never a 500.
      expect([200, 503], `${response.statusCode}: ${response.body}`).toContain(response.statusCode);
      const body = response.json<Record<string, unknown>>();
      if (response.statusCode === 503) expect(body.error).toEqual(expect.any(String));
      else expect(Object.values(body).some((value) => typeof value === 'string' && value.trim().length > 0), `an empty answer: ${response.body}`).toBe(true);
    }
    expect(Date.now() - started).toBeLessThan(20_000);

    await t.app.plans.background.drain();
    const plans = await t.database.db.select().from(learningPlans).where(eq(learningPlans.userId, learner.userId));
    expect(plans).toHaveLength(1);
    expect(plans[0]!.status).toBe('active');
    expect(Object.keys(planOutline.parse(plans[0]!.outline))).toHaveLength(30);
    const lessons = await t.database.db.select().from(planLessons).where(eq(planLessons.planId, plans[0]!.id));
    expect(lessons.length).toBeGreaterThanOrEqual(1);
    for (const row of lessons) {
      expect(row.day).toBeGreaterThanOrEqual(1);
      expect(row.day).toBeLessThanOrEqual(30);
      expect(lessonSchema.safeParse(row.lesson).success, JSON.stringify(row.lesson).slice(0, 200)).toBe(true);
    }
  });
});
