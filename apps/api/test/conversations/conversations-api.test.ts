import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, crossQuestions } from '../../src/db/schema';
import { createLearner, createTestApp, json, type Learner, type TestApp } from '../helpers/app';
import { expireTrial } from '../payment/helpers';
import {
  askAssistant,
  askTutor,
  evaluateAnswer,
  generateQuestions,
  history,
  learnerWithPlan,
  parseEvents,
  type TodayLesson,
} from './helpers';

let t: TestApp;
let learner: Learner;
let today: TodayLesson;
let other: Learner;

beforeAll(async () => {
  t = await createTestApp();
  ({ learner, today } = await learnerWithPlan(t.app, 'Learn Python'));
  other = await createLearner(t.app);
});
afterAll(async () => {
  await t.app.plans.background.drain();
  await t.close();
});

type Messages = { messages: Array<{ sender: string; text: string }> };

describe('POST /api/AI/tutor', () => {
  it('answers { response } grounded in today’s lesson and keeps the day’s history', async () => {
    const hi = await askTutor(t.app, learner, 'Hi');
    expect(hi.statusCode).toBe(200);
    const greeting = json<{ response: string }>(hi).response;
    expect(greeting).toContain(today.lesson.topicName);
    expect(greeting).toContain(
      `Question 1 of ${today.lesson.quiz.length}: ${today.lesson.quiz[0]!.question}`,
    );

    const answer = await askTutor(t.app, learner, today.lesson.quiz[0]!.answer);
    expect(json<{ response: string }>(answer).response).toMatch(/^Excellent/);

    const stored = json<Messages>(await history(t.app, learner, '/api/AI/tutor/history'));
    expect(stored.messages.map((m) => m.sender)).toEqual(['user', 'bot', 'user', 'bot']);
    expect(stored.messages[0]).toEqual({ sender: 'user', text: 'Hi' });
    expect(stored.messages[1]).toEqual({ sender: 'bot', text: greeting });
  });

  it('streams the same reply as Server-Sent Events when asked for text/event-stream', async () => {
    const { learner: streamer, today: lesson } = await learnerWithPlan(t.app, 'Learn SQL');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/AI/tutor',
      headers: { ...streamer.auth, accept: 'text/event-stream' },
      payload: { user_id: streamer.userId, question: 'Hi' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff'); // security headers survive the hijack
    const events = parseEvents(response.body);
    const done = events.at(-1)!;
    expect(done.done).toBe(true);
    const deltas = events.slice(0, -1).map((event) => event.delta as string);
    expect(deltas.length).toBeGreaterThan(0);
    expect(deltas.join('')).toBe(done.response);
    expect(done.response).toContain(lesson.lesson.quiz[0]!.question);
    const stored = json<Messages>(await history(t.app, streamer, '/api/AI/tutor/history'));
    expect(stored.messages.at(-1)).toEqual({ sender: 'bot', text: done.response });
  });

  it('on a long day, reads the latest lines: the quiz resumes where it was left, and the whole day is kept', async () => {
    const { learner: chatty, today: lesson } = await learnerWithPlan(t.app, 'Learn Python');
    // 60 lines of questions first: more than a reply reads, all older than the quiz.
    for (let i = 0; i < 30; i += 1)
      expect((await askTutor(t.app, chatty, 'What is a variable?')).statusCode).toBe(200);
    expect(json<{ response: string }>(await askTutor(t.app, chatty, 'Hi')).response).toContain(
      'Question 1 of',
    );
    await askTutor(t.app, chatty, lesson.lesson.quiz[0]!.answer);
    const resumed = json<{ response: string }>(await askTutor(t.app, chatty, 'Hi')).response;
    expect(resumed).toMatch(/^Welcome back! Let's pick up where we left off/);
    expect(resumed).toContain(`Question 2 of ${lesson.lesson.quiz.length}`);
    const stored = json<Messages>(await history(t.app, chatty, '/api/AI/tutor/history'));
    expect(stored.messages).toHaveLength(66);
  });

  it('refuses another learner’s user_id with 403 and stores nothing', async () => {
    const response = await askTutor(t.app, other, 'Hi', learner.userId);
    expect(response.statusCode).toBe(403);
    expect(json(response).error).toBe('You can only access your own account.');
    const rows = await t.database.db.select().from(chatMessages).where(eq(chatMessages.userId, other.userId));
    expect(rows).toHaveLength(0);
  });

  it.each([
    ['a blank question', { question: '   ' }, 'Please type a question or an answer.'],
    ['a missing question', { question: undefined }, 'Please type a question or an answer.'],
    ['a user_id that is not an id', { user_id: 'me' }, 'userId must be a valid id.'],
  ])('rejects %s with 400 and the contract message', async (_case, change, message) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/AI/tutor',
      headers: learner.auth,
      payload: { user_id: learner.userId, question: 'Hi', ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).error).toBe(message);
  });

  it('needs a session (401)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/AI/tutor',
      payload: { user_id: learner.userId, question: 'Hi' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('without a plan, tells the learner to generate one instead of failing', async () => {
    const response = await askTutor(t.app, other, 'Hi');
    expect(response.statusCode).toBe(200);
    expect(json<{ response: string }>(response).response).toMatch(/generate your 30-day plan/);
  });
});

describe('POST /api/chat/chat', () => {
  it('answers { reply } from the learner’s curricula and keeps the history', async () => {
    const response = await askAssistant(t.app, learner, 'How do I add an item to the end of a list?');
    expect(response.statusCode).toBe(200);
    const reply = json<{ reply: string }>(response).reply;
    expect(reply).toMatch(/append/);
    expect(reply).toMatch(/This comes from the lesson ".+" in the Python/);
    const stored = json<Messages>(await history(t.app, learner, '/api/chat/history'));
    expect(stored.messages).toEqual([
      { sender: 'user', text: 'How do I add an item to the end of a list?' },
      { sender: 'bot', text: reply },
    ]);
  });

  it('knows the plan and says so honestly when it has nothing relevant', async () => {
    const plan = json<{ reply: string }>(await askAssistant(t.app, learner, 'What is on day 2?')).reply;
    expect(plan).toMatch(/^Day 2 of your plan: \*\*.+\*\*/);
    const unknown = json<{ reply: string }>(
      await askAssistant(t.app, learner, 'Who won the 1998 football world cup?'),
    ).reply;
    // Off-topic: declined in a sentence with what it does help with, never a lesson passage.
    expect(unknown).toMatch(/^Sorry, that's outside what I can help with/);
    expect(unknown).toContain('Ask me about a concept from your plan');
    const concept = json<{ reply: string }>(
      await askAssistant(t.app, learner, 'How does COBOL JCL allocate a dataset?'),
    ).reply;
    expect(concept).toMatch(/^I don't have a good answer to that/);
  });

  it('refuses another learner’s userId (403) and a blank message (400)', async () => {
    expect((await askAssistant(t.app, other, 'hello', learner.userId)).statusCode).toBe(403);
    const blank = await askAssistant(t.app, learner, ' \n ');
    expect(blank.statusCode).toBe(400);
    expect(json(blank).error).toBe('Please type a message.');
  });
});

describe('cross-questioning', () => {
  it('generates newline-separated questions, stores their rubrics and grades an answer by them', async () => {
    const response = await generateQuestions(t.app, learner, 'SQL joins');
    expect(response.statusCode).toBe(200);
    const questions = json<{ questions: string }>(response).questions.split('\n');
    expect(questions).toHaveLength(5);
    expect(questions).toContain('What is the difference between INNER JOIN and LEFT JOIN?');
    const rows = await t.database.db
      .select()
      .from(crossQuestions)
      .where(eq(crossQuestions.userId, learner.userId));
    expect(rows).toHaveLength(5);
    expect(rows.every((row) => row.referenceAnswer && row.keyPoints?.length)).toBe(true);

    const feedback = await evaluateAnswer(
      t.app,
      learner,
      // Screens may number questions: the stored one is still found.
      `1. ${questions[0]!}`,
      'INNER JOIN keeps only the rows that match in both tables, while LEFT JOIN keeps every row of the left table and fills NULL where there is no match.',
    );
    expect(feedback.statusCode).toBe(200);
    const body = json<{ feedback: string; score: number }>(feedback);
    expect(body.score).toBeGreaterThanOrEqual(8);
    expect(body.feedback).toMatch(/^Excellent|^Good start/);
    expect(body.feedback).toContain('Model answer:');
  });

  it('for an unknown topic, asks probing questions graded by key points derived from the topic', async () => {
    const questions = json<{ questions: string }>(
      await generateQuestions(t.app, learner, 'Sourdough baking'),
    ).questions.split('\n');
    expect(questions[0]).toBe('In your own words, what is Sourdough baking, and what problem does it solve?');
    const weak = json<{ feedback: string; score: number }>(
      await evaluateAnswer(t.app, learner, questions[0]!, 'It is bread.'),
    );
    const strong = json<{ feedback: string; score: number }>(
      await evaluateAnswer(
        t.app,
        learner,
        questions[0]!,
        'Sourdough baking is making bread rise with a wild-yeast starter instead of commercial yeast. It solves the problem of needing bought yeast and gives better flavour and keeping, for example a country loaf that stays fresh for days.',
      ),
    );
    expect(strong.score).toBeGreaterThan(weak.score);
    expect(strong.feedback).toContain('A strong answer:');
    expect(weak.score).toBeLessThanOrEqual(3);
    expect(weak.feedback).toMatch(
      /covers “what Sourdough baking is”, “the problem it solves” and “an example”\./,
    );
  });

  it('rejects a blank topic and a blank answer with the SPEC messages', async () => {
    const topic = await generateQuestions(t.app, learner, '  ');
    expect(topic.statusCode).toBe(400);
    expect(json(topic).error).toBe('Please enter a topic to generate questions.');
    const answer = await evaluateAnswer(t.app, learner, 'What is SQL?', '   ');
    expect(answer.statusCode).toBe(400);
    expect(json(answer).error).toBe('Please provide answers for all questions.');
  });
});

describe('access: an active trial or premium', () => {
  it('answers 402 with a clear message on every conversation call once the trial has ended', async () => {
    const expired = await createLearner(t.app);
    await expireTrial(t.database.db, expired.userId);
    const calls = [
      askTutor(t.app, expired, 'Hi'),
      askAssistant(t.app, expired, 'Hi'),
      generateQuestions(t.app, expired, 'SQL joins'),
      evaluateAnswer(t.app, expired, 'What is SQL?', 'A query language.'),
      history(t.app, expired, '/api/AI/tutor/history'),
      history(t.app, expired, '/api/chat/history'),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(402);
      expect(json(response).error).toBe(
        'Your free trial has ended. Unlock Premium (₹499, lifetime access) to keep learning.',
      );
    }
  });
});
