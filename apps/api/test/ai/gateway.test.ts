import { createOpenAI } from '@ai-sdk/openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AiGateway } from '../../src/ai/gateway';
import { tracks } from '../../src/ai/offline/curricula';
import { renderLesson } from '../../src/ai/offline/lesson';
import { createLearner, createTestApp, type TestApp } from '../helpers/app';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../fakes/openai-server';

let t: TestApp;
let fake: FakeOpenAiServer;
const warnings: string[] = [];
const log = { warn: (_object: object, message: string) => warnings.push(message), info: () => undefined };
const aiConfig = {
  AI_PROVIDER: 'openai-compatible',
  AI_TIMEOUT_MS: 2000,
  AI_FIRST_TOKEN_TIMEOUT_MS: 2000,
  AI_MAX_RETRIES: 0,
  AI_DAILY_QUOTA: 100_000,
} as const;
let userId: string;

beforeAll(async () => {
  t = await createTestApp();
  fake = await startFakeOpenAiServer();
  userId = (await createLearner(t.app)).userId;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const providerGateway = () =>
  new AiGateway({
    config: aiConfig,
    db: t.database.db,
    log,
    model: createOpenAI({ baseURL: fake.url, apiKey: 'test' }).chat('fake-model'),
  });
const offlineGateway = () =>
  new AiGateway({ config: { ...aiConfig, AI_PROVIDER: 'offline' }, db: t.database.db, log, model: null });

describe('structured results through the provider', () => {
  it('validates questions and evaluations with their schemas', async () => {
    const gateway = providerGateway();
    fake.setHandler(() => ({ content: '```json\n{"questions": ["Why a?", "How b?", "When c?"]}\n```' }));
    expect(await gateway.questions(userId, { lessonContent: 'React hooks' })).toEqual([
      'Why a?',
      'How b?',
      'When c?',
    ]);
    fake.setHandler(() => ({ content: '{"feedback": "Right idea, add an example.", "score": 7}' }));
    expect(
      await gateway.evaluateAnswer(userId, { question: 'What is a hook?', userAnswer: 'A function.' }),
    ).toEqual({ feedback: 'Right idea, add an example.', score: 7 });
  });

  it('logs a warning and answers from the offline engine when the repair fails too', async () => {
    warnings.length = 0;
    fake.setHandler(() => ({ content: '{"feedback": "", "score": 42}' }));
    const before = fake.requests.length;
    const result = await providerGateway().evaluateAnswer(userId, {
      question: 'What is a hook?',
      userAnswer: 'No idea',
    });
    expect(fake.requests.length - before).toBe(2);
    expect(result.score).toBeGreaterThanOrEqual(0);
    expect(result.feedback.length).toBeGreaterThan(10);
    expect(warnings).toEqual(['AI answer evaluation invalid after one repair: using the offline engine']);
  });

  it('falls back to the offline tutor when the provider fails before streaming', async () => {
    warnings.length = 0;
    fake.setHandler(() => ({ status: 500 }));
    const reply = await providerGateway().tutorReply(userId, { history: [], message: 'hi' });
    expect(reply).toMatch(/learning assistant|Hello/);
    expect(warnings[0]).toMatch(/tutor reply failed: using the offline engine/);
  });
});

describe('offline conversations', () => {
  const track = tracks.find((entry) => entry.id === 'python') ?? tracks[0]!;
  const day = track.days[0]!;
  const lesson = renderLesson(day, 'Beginner');
  let gateway: AiGateway;
  beforeAll(() => {
    gateway = offlineGateway();
  });

  it('the tutor greets with today’s topic and walks the quiz one question at a time', async () => {
    const greeting = await gateway.tutorReply(userId, { lesson, history: [], message: 'Hi' });
    expect(greeting).toContain(lesson.topicName);
    expect(greeting).toContain(`Question 1 of ${lesson.quiz.length}: ${lesson.quiz[0]!.question}`);
    const history = [
      { role: 'user' as const, text: 'Hi' },
      { role: 'assistant' as const, text: greeting },
    ];
    const good = await gateway.tutorReply(userId, { lesson, history, message: lesson.quiz[0]!.answer });
    expect(good).toMatch(/Excellent|Good start/);
    expect(good).toContain(`Question 2 of ${lesson.quiz.length}`);
    // "no idea" asks for help: a hint, and the try is not spent.
    const weak = await gateway.tutorReply(userId, { lesson, history, message: 'no idea' });
    expect(weak).toMatch(/^\*\*Hint:\*\*/);
    expect(weak).not.toMatch(/\(\d+\/10\)|another try/);
  });

  it('the tutor answers a question from the lesson text', async () => {
    const keyword = day.topicName.split(/\s+/).find((word) => word.length > 5) ?? day.topicName;
    const reply = await gateway.tutorReply(userId, {
      lesson,
      history: [{ role: 'assistant', text: 'Hello' }],
      message: `What does ${keyword} mean?`,
    });
    expect(reply).toMatch(/^From today's lesson:|beyond today's lesson|couldn't find/);
  });

  it('grades an answer against the curated key points', async () => {
    const item = day.quiz[0]!;
    const strong = await gateway.evaluateAnswer(userId, { question: item.question, userAnswer: item.answer });
    const weak = await gateway.evaluateAnswer(userId, {
      question: item.question,
      userAnswer: 'I am not sure.',
    });
    expect(strong.score).toBeGreaterThan(weak.score);
    expect(strong.feedback).toContain('Model answer:');
  });

  it('gives open feedback for questions it has no reference for', async () => {
    const result = await gateway.evaluateAnswer(userId, {
      question: 'Why do chefs rest meat after cooking?',
      userAnswer: 'It is tasty.',
    });
    expect(result.score).toBeLessThan(6);
    expect(result.feedback).toMatch(/To improve it/);
  });

  it('writes cross-questions from the closest lesson or about the topic itself', async () => {
    const curated = await gateway.questions(userId, { lessonContent: day.topicName });
    expect(curated).toContain(day.quiz[0]!.question);
    const open = await gateway.questions(userId, { lessonContent: 'Sourdough baking' });
    expect(open).toHaveLength(5);
    expect(open[0]).toBe('In your own words, what is Sourdough baking, and what problem does it solve?');
  });

  it('the assistant answers from the curricula and says where from', async () => {
    const reply = await gateway.assistantReply(userId, { history: [], message: day.topicName });
    expect(reply).toMatch(/This comes from the lesson|don't have a good answer/);
  });
});
