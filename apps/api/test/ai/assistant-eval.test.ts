import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accuracy, evaluateAssistant, evaluateHeldOut } from '../../../../bench/ai-eval/assistant-eval';
import { offlineAssistantReply } from '../../src/ai/offline/assistant';

/**
 * The assistant's evaluation sets (bench/ai-eval) against the offline engine, with the goals as
 * assertions: product, plan and study facts right, concepts answered from the right lesson, and never
 * an unrelated passage offered as an answer. `npx tsx bench/ai-eval/run-assistant.ts` prints every miss.
 */
describe('assistant evaluation sets, offline engine', async () => {
  const result = await evaluateAssistant(
    (message, context) => Promise.resolve(offlineAssistantReply({ history: [], message, ...context })),
    'offline',
    new Date('2026-03-10T09:00:00Z'),
  );
  const misses = (set: typeof result.assistant) =>
    set.misses.map((miss) => `${miss.question}: ${miss.why}`).join('\n');

  it('has the sets the issue asks for', () => {
    expect(result.assistant.total).toBeGreaterThanOrEqual(40);
    expect(result.concepts.total + result.unknown.total).toBeGreaterThanOrEqual(30);
  });

  it('states the facts of at least 95 % of the product, plan and study answers', () => {
    expect(accuracy(result.assistant), misses(result.assistant)).toBeGreaterThanOrEqual(95);
  });

  it('answers at least 90 % of the concept questions from the right lesson', () => {
    expect(accuracy(result.concepts), misses(result.concepts)).toBeGreaterThanOrEqual(90);
  });

  it('says it does not know what the library cannot answer', () => {
    expect(accuracy(result.unknown), misses(result.unknown)).toBe(100);
  });

  it('never shows an unrelated passage as an answer', () => {
    expect(result.assistant.unrelatedPassages).toBe(0);
    expect(result.concepts.unrelatedPassages).toBe(0);
    expect(result.unknown.unrelatedPassages).toBe(0);
  });
});

describe('the held-out loader', () => {
  it('scores a file in the held-out format by intent, and reports nothing when it is absent', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'held-out-')), 'assistant.json');
    const learner = {
      goal: 'React',
      day: 2,
      completedDays: [1],
      streak: 1,
      premium: false,
      trialDaysLeft: 3,
      topics: {},
    };
    const questions = [
      { intent: 'product', question: 'Q1', facts: ['not refundable'] },
      { intent: 'concept', question: 'Q2', topics: ['closures'], facts: ['closure'] },
      { intent: 'off-topic', question: 'Q3', facts: [] },
    ];
    writeFileSync(file, JSON.stringify({ learner, questions }));
    const replies: Record<string, string> = {
      Q1: 'The payment is not refundable.',
      Q2: 'A closure keeps its scope.\n\nThis comes from the lesson "Lexical scope and closures".',
      Q3: "Sorry, that's outside what I can help with.",
    };
    const result = await evaluateHeldOut(
      (message) => Promise.resolve(replies[message] ?? ''),
      'offline',
      new Date(),
      file,
    );
    expect(result?.product.right).toBe(1);
    expect(result?.concept.right).toBe(1);
    expect(result?.offTopic.right).toBe(1);
    expect(
      await evaluateHeldOut(() => Promise.resolve(''), 'offline', new Date(), `${file}.absent`),
    ).toBeUndefined();
  });
});
