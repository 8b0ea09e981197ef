import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app';
import { AI_BUSY_MESSAGE } from '../../src/modules/rate-limit/ai-limits';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../fakes/openai-server';
import { createLearner, createTestApp, type Learner, type TestApp } from '../helpers/app';

// Issue 18 item 5 / decision 019: one learner cannot stall everyone. Every AI route counts against a
// per-learner window kept in the database, and a learner has at most a few replies in progress.

const RATE_MESSAGE = 'Too many AI requests from your account. Please wait about a minute and try again.';

type Call = (learner: Learner) => { method: 'POST'; url: string; payload: object };
const AI_ROUTES: Record<string, Call> = {
  tutor: (l) => ({
    method: 'POST',
    url: '/api/AI/tutor',
    payload: { user_id: l.userId, question: 'What is a variable?' },
  }),
  chat: (l) => ({
    method: 'POST',
    url: '/api/chat/chat',
    payload: { userId: l.userId, message: 'How should I study?' },
  }),
  'generate-questions': () => ({
    method: 'POST',
    url: '/api/crossquestion/generate-questions',
    payload: { lessonContent: 'Python lists keep items in order.' },
  }),
  'evaluate-answer': () => ({
    method: 'POST',
    url: '/api/crossquestion/evaluate-answer',
    payload: { question: 'What is a list?', userAnswer: 'An ordered collection of items.' },
  }),
  'generate-learning-plan': () => ({
    method: 'POST',
    url: '/api/plan/generate-learning-plan',
    payload: { goal: 'Learn Python', duration: '30', experience: 'Beginner' },
  }),
};

describe('per-learner AI rate limit (counted in the database)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AI_RATE_LIMIT_PER_LEARNER: '2', AI_RATE_LIMIT_WINDOW_MS: '60000' });
    // The engine's thread loads the content and builds its indexes once, before anything is timed.
    await t.app.ai.engine.run({ op: 'warm' });
  });
  afterAll(async () => {
    await t?.close();
  });

  for (const [name, call] of Object.entries(AI_ROUTES)) {
    it(`${name}: the learner's third AI request in a minute answers 429 with a clear message; another learner is served`, async () => {
      const learner = await createLearner(t.app);
      const send = (who: Learner) => t.app.inject({ ...call(who), headers: who.auth });
      for (let index = 0; index < 2; index += 1) {
        const ok = await send(learner);
        expect(ok.statusCode, ok.body).toBe(200);
      }
      const refused = await send(learner);
      expect(refused.statusCode, refused.body).toBe(429);
      expect(refused.json()).toEqual({ error: RATE_MESSAGE });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);

      const other = await createLearner(t.app);
      const served = await send(other);
      expect(served.statusCode, served.body).toBe(200);
    }, 120_000);
  }

  it('counts every AI route against one allowance per learner', async () => {
    const learner = await createLearner(t.app);
    const send = (call: Call) => t.app.inject({ ...call(learner), headers: learner.auth });
    expect((await send(AI_ROUTES.chat!)).statusCode).toBe(200);
    expect((await send(AI_ROUTES['evaluate-answer']!)).statusCode).toBe(200);
    const refused = await send(AI_ROUTES['generate-questions']!);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: RATE_MESSAGE });
  }, 120_000);

  it('two instances on one database enforce one limit', async () => {
    // A second app on the same database: another instance behind the load balancer.
    const second = await buildApp({ config: t.config, database: t.database, logger: false });
    await second.ready();
    try {
      const learner = await createLearner(t.app);
      const call = AI_ROUTES.chat!(learner);
      expect((await t.app.inject({ ...call, headers: learner.auth })).statusCode).toBe(200);
      expect((await second.inject({ ...call, headers: learner.auth })).statusCode).toBe(200);
      const refused = await t.app.inject({ ...call, headers: learner.auth });
      expect(refused.statusCode).toBe(429);
      const refusedThere = await second.inject({ ...call, headers: learner.auth });
      expect(refusedThere.statusCode).toBe(429);
    } finally {
      await second.close();
    }
    // The second instance starts its own engine thread: slow on a busy machine.
  }, 120_000);
});

describe('per-learner AI concurrency', () => {
  let fake: FakeOpenAiServer;
  let t: TestApp;
  let open: () => void = () => undefined;
  let gate = new Promise<void>((resolve) => (open = resolve));
  let running = 0;
  let mostAtOnce = 0;

  beforeAll(async () => {
    fake = await startFakeOpenAiServer({
      handler: async ({ text }) => {
        if (!text.includes('HOLD')) return { content: 'A quick answer.' };
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await gate;
        running -= 1;
        return { content: 'A held answer.' };
      },
    });
    t = await createTestApp({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: fake.url,
      AI_MODEL: 'fake-model',
      AI_TIMEOUT_MS: '20000',
      AI_MAX_RETRIES: '0',
      AI_CONCURRENCY_PER_LEARNER: '2',
      AI_QUEUE_PER_LEARNER: '1',
    });
  });
  afterAll(async () => {
    open();
    await t?.close();
    await fake?.close();
  });

  it('runs two of a learner’s replies at once, lets one wait, refuses the rest with 429; others are served meanwhile', async () => {
    const learner = await createLearner(t.app);
    const chat = (who: Learner, message: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/chat/chat',
        headers: who.auth,
        payload: { userId: who.userId, message },
      });

    const pending = Array.from({ length: 5 }, (_, index) =>
      chat(learner, `HOLD explain closures, part ${index + 1}`),
    );
    const early: number[] = [];
    // The two beyond the running two and the one waiting are refused at once, while the others are held.
    pending.forEach((response) => void response.then((r) => early.push(r.statusCode)));
    for (let waited = 0; waited < 200 && (running < 2 || early.length < 2); waited += 1)
      await new Promise((resolve) => setTimeout(resolve, 25));
    expect(running).toBe(2);
    expect(early).toEqual([429, 429]);
    expect(t.app.aiLimits.inFlight(learner.userId)).toBe(3);

    // Another learner is not held up by the first one's replies.
    const other = await createLearner(t.app);
    const served = await chat(other, 'What is a loop?');
    expect(served.statusCode, served.body).toBe(200);

    open();
    const responses = await Promise.all(pending);
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    for (const response of responses.filter((r) => r.statusCode === 429)) {
      expect(response.json()).toEqual({ error: AI_BUSY_MESSAGE });
      expect(response.headers['retry-after']).toBeDefined();
    }
    expect(mostAtOnce).toBe(2);
    // Every place is given back (when each response closes): the learner is served again.
    await vi.waitFor(() => expect(t.app.aiLimits.inFlight(learner.userId)).toBe(0));
    gate = Promise.resolve();
    const again = await chat(learner, 'What is a loop?');
    expect(again.statusCode, again.body).toBe(200);
  }, 120_000);
});
