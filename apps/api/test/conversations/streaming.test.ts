import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../fakes/openai-server';
import { isLessonRequest, isOutlineRequest, plannerHandler } from '../fakes/planner-replies';
import { learnerWithPlan, parseEvents } from './helpers';

const TOKENS = ['Let', "'s", ' look', ' at', ' your', ' first', ' variable', ':', ' what', ' is', ' it', '?'];
const GAP_MS = 100;

let fake: FakeOpenAiServer;
let t: TestApp;
let base: string;
const tokenTimes: number[] = [];

beforeAll(async () => {
  fake = await startFakeOpenAiServer({
    handler: (request) => {
      if (isOutlineRequest(request.text) || isLessonRequest(request.text)) return plannerHandler(request);
      return {
        chunks: TOKENS,
        chunkDelayMs: GAP_MS,
        onChunk: (index) => {
          tokenTimes[index] = performance.now();
        },
      };
    },
  });
  t = await createTestApp({
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: fake.url,
    AI_MODEL: 'fake-model',
    AI_TIMEOUT_MS: '5000',
    AI_MAX_RETRIES: '0',
  });
  // The listening app warms the engine's indexes in the background; done here before anything is timed.
  await t.app.ai.engine.run({ op: 'warm' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.app.plans.background.drain();
  await t.close();
  await fake.close();
});

const post = (auth: Record<string, string>, body: object, signal?: AbortSignal) =>
  fetch(`${base}/api/AI/tutor`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });

describe('tutor streaming over real HTTP', () => {
  it('delivers the first event before the provider has produced its last token, then the whole reply', async () => {
    const { learner } = await learnerWithPlan(t.app, 'Learn Python');
    await t.app.plans.background.drain();
    tokenTimes.length = 0;
    const response = await post(learner.auth, { user_id: learner.userId, question: 'Hi' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = response.body!.getReader() as ReadableStreamDefaultReader<Uint8Array>;
    const decoder = new TextDecoder();
    let body = '';
    let firstEventAt: number | undefined;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      body += decoder.decode(value, { stream: true });
      if (firstEventAt === undefined && body.includes('data: {"delta"')) firstEventAt = performance.now();
    }
    const lastTokenAt = tokenTimes[TOKENS.length - 1]!;
    expect(firstEventAt).toBeDefined();
    expect(firstEventAt!).toBeLessThan(lastTokenAt);
    const events = parseEvents(body);
    expect(events.filter((event) => 'delta' in event).map((event) => event.delta)).toEqual(TOKENS);
    expect(events.at(-1)).toEqual({ done: true, response: TOKENS.join('') });
  });

  it('stops when the client disconnects and keeps the part that was sent', async () => {
    const { learner } = await learnerWithPlan(t.app, 'Learn SQL');
    await t.app.plans.background.drain();
    tokenTimes.length = 0;
    const controller = new AbortController();
    const response = await post(learner.auth, { user_id: learner.userId, question: 'Hi' }, controller.signal);
    const reader = response.body!.getReader() as ReadableStreamDefaultReader<Uint8Array>;
    const decoder = new TextDecoder();
    let body = '';
    while (parseEvents(body).length < 3) body += decoder.decode((await reader.read()).value, { stream: true });
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, GAP_MS * 4));
    // The provider stream was abandoned: it did not run to the last token.
    expect(tokenTimes.length).toBeLessThan(TOKENS.length);
    const rows = await t.database.db
      .select({ sender: chatMessages.sender, text: chatMessages.text })
      .from(chatMessages)
      .where(eq(chatMessages.userId, learner.userId))
      .orderBy(chatMessages.id);
    expect(rows[0]).toEqual({ sender: 'user', text: 'Hi' });
    expect(rows[1]?.sender).toBe('bot');
    expect(TOKENS.join('').startsWith(rows[1]!.text)).toBe(true);
    expect(rows[1]!.text.length).toBeGreaterThan(0);
    expect(rows[1]!.text.length).toBeLessThan(TOKENS.join('').length);
  });
});
