import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, crossQuestions } from '../../src/db/schema';
import { createTestApp, json, type TestApp } from '../helpers/app';
import { requestText, startFakeOpenAiServer, type ChatRequestBody, type FakeHandler, type FakeOpenAiServer } from '../fakes/openai-server';
import { isLessonRequest, isOutlineRequest, plannerHandler } from '../fakes/planner-replies';
import { askAssistant, askTutor, evaluateAnswer, generateQuestions, learnerWithPlan } from './helpers';

const providerEnv = (url: string, extra: Record<string, string> = {}) => ({
  AI_PROVIDER: 'openai-compatible',
  AI_BASE_URL: url,
  AI_MODEL: 'fake-model',
  AI_TIMEOUT_MS: '2000',
  AI_MAX_RETRIES: '0',
  ...extra,
});

const system = (body: ChatRequestBody) => {
  const first = body.messages[0];
  return first?.role === 'system' && typeof first.content === 'string' ? first.content : '';
};

/** A well-behaved model: plans and lessons as JSON, conversations as text, questions and grades as JSON. */
const conversationHandler: FakeHandler = (request) => {
  const { text, body } = request;
  if (isOutlineRequest(text) || isLessonRequest(text)) return plannerHandler(request);
  if (system(body).includes("You are Pathwise's AI tutor")) return { content: 'Provider tutor: what is a variable?' };
  if (system(body).includes("You are Pathwise's AI learning assistant")) return { content: 'Provider assistant reply.' };
  if (text.includes('You write cross-questions'))
    return { content: JSON.stringify({ questions: ['Provider question one?', 'Provider question two?', 'What is the difference between INNER JOIN and LEFT JOIN?'] }) };
  if (text.includes("You grade a learner's answer")) return { content: '{"feedback": "Provider feedback: right idea, add NULLs.", "score": 6}' };
  return { content: 'unexpected' };
};

let fake: FakeOpenAiServer;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeOpenAiServer({ handler: conversationHandler });
  t = await createTestApp(providerEnv(fake.url));
});
afterEach(async () => {
  await t.app.plans.background.drain();
  fake.setHandler(conversationHandler);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('conversations through a provider', () => {
  it('sends the tutor today’s lesson with its rubric, the Socratic rules and the day’s history', async () => {
    const { learner, today } = await learnerWithPlan(t.app, 'Learn Python');
    const first = await askTutor(t.app, learner, 'Hi');
    expect(json(first)).toEqual({ response: 'Provider tutor: what is a variable?' });
    const before = fake.requests.length;
    await askTutor(t.app, learner, 'A named value');
    const request = fake.requests[before]!;
    const prompt = system(request);
    expect(prompt).toContain(today.lesson.topicName);
    expect(prompt).toContain(`Reference: ${today.lesson.quiz[0]!.answer}`);
    expect(prompt).toContain('never reveal the answer on the\n  first miss');
    expect(prompt).toContain(`Hands-on task: ${today.lesson.handsOnTask}`);
    expect(request.messages.slice(1).map((message) => [message.role, message.content])).toEqual([
      ['user', 'Hi'],
      ['assistant', 'Provider tutor: what is a variable?'],
      ['user', 'A named value'],
    ]);
  });

  it('sends the assistant the learner’s goal and plan position', async () => {
    const { learner } = await learnerWithPlan(t.app, 'Learn SQL');
    expect(json(await askAssistant(t.app, learner, 'How do indexes work?'))).toEqual({ reply: 'Provider assistant reply.' });
    const prompt = system(fake.requests.findLast((body) => system(body).includes('AI learning assistant'))!);
    expect(prompt).toContain("Learner's goal: Learn SQL");
    expect(prompt).toMatch(/Plan position: day 1 of 30\./);
  });

  it('stores provider questions, keeps a known rubric, and grades with it', async () => {
    const { learner } = await learnerWithPlan(t.app, 'Learn SQL');
    const generated = await generateQuestions(t.app, learner, 'SQL joins');
    expect(json(generated)).toEqual({
      questions: 'Provider question one?\nProvider question two?\nWhat is the difference between INNER JOIN and LEFT JOIN?',
    });
    const rows = await t.database.db.select().from(crossQuestions).where(eq(crossQuestions.userId, learner.userId));
    expect(rows.map((row) => [row.source, row.keyPoints?.length ?? 0])).toEqual([
      ['provider', 0],
      ['provider', 0],
      ['provider', 3],
    ]);
    const before = fake.requests.length;
    const feedback = await evaluateAnswer(t.app, learner, 'What is the difference between INNER JOIN and LEFT JOIN?', 'Inner keeps matches.');
    expect(json(feedback)).toEqual({ feedback: 'Provider feedback: right idea, add NULLs.', score: 6 });
    const prompt = requestText(fake.requests[before]!);
    expect(prompt).toContain('Reference answer: INNER JOIN returns only rows with a match in both tables');
    expect(prompt).toContain('Key points to look for: only matching rows; all left rows; NULLs when no match');
  });

  it('falls back to the offline tutor when the provider fails, instead of an error', async () => {
    const { learner, today } = await learnerWithPlan(t.app, 'Learn Python');
    await t.app.plans.background.drain();
    fake.setHandler(() => ({ status: 500 }));
    const response = await askTutor(t.app, learner, 'Hi');
    expect(response.statusCode).toBe(200);
    expect(json<{ response: string }>(response).response).toContain(`Question 1 of ${today.lesson.quiz.length}`);
    // Grading falls back to the offline rubric of the curated question.
    const feedback = await evaluateAnswer(
      t.app,
      learner,
      'What is the difference between INNER JOIN and LEFT JOIN?',
      'INNER JOIN returns only rows with a match in both tables; LEFT JOIN returns all rows from the left table, with NULLs for right-side columns when there is no match.',
    );
    expect(json<{ score: number; feedback: string }>(feedback)).toMatchObject({ score: 10, feedback: expect.stringMatching(/^Excellent/) });
  });
});

describe('the daily AI quota', () => {
  let q: TestApp;
  beforeAll(async () => {
    q = await createTestApp(providerEnv(fake.url, { AI_DAILY_QUOTA: '150' }));
  });
  afterAll(async () => {
    await q.app.plans.background.drain();
    await q.close();
  });

  it('answers 429 with the gateway’s message on every conversation call, streamed or not, and stores nothing', async () => {
    const { learner } = await learnerWithPlan(q.app, 'Learn Python'); // outline: 100 tokens
    await q.app.plans.background.drain(); // day 1's lesson: over the allowance now
    const streamed = await q.app.inject({
      method: 'POST',
      url: '/api/AI/tutor',
      headers: { ...learner.auth, accept: 'text/event-stream' },
      payload: { user_id: learner.userId, question: 'Hi' },
    });
    const responses = [
      await askTutor(q.app, learner, 'Hi'),
      streamed,
      await askAssistant(q.app, learner, 'Hi'),
      await generateQuestions(q.app, learner, 'SQL joins'),
      await evaluateAnswer(q.app, learner, 'What is SQL?', 'A language for databases.'),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(429);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(json(response).error).toMatch(/^You have used today's AI allowance: \d+ of 150 tokens, 0 left\. It resets at 00:00 UTC/);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    const stored = await q.database.db.select().from(chatMessages).where(eq(chatMessages.userId, learner.userId));
    expect(stored).toHaveLength(0);
  });
});
