import { describe, expect, it } from 'vitest';
import {
  offlineAssistantReply,
  offlineEvaluate,
  offlineQuestionItems,
  offlineTutorReply,
} from '../../src/ai/offline/conversation';
import { tracks } from '../../src/ai/offline/curricula';
import { hintFor } from '../../src/ai/offline/hints';
import { renderLesson } from '../../src/ai/offline/lesson';
import { buildOfflinePlan } from '../../src/ai/offline/plan-builder';
import { grade } from '../../src/ai/offline/rubric';
import { joinQuestions, questionKey } from '../../src/lib/question-key';

const react = tracks.find((track) => track.id === 'react')!;
const sql = tracks.find((track) => track.id === 'sql-databases')!;

describe('answer evaluation: key-point coverage with word forms and synonyms', () => {
  const joins = sql.days
    .flatMap((day) => day.quiz)
    .find((item) => /INNER JOIN and LEFT JOIN/.test(item.question))!;
  const table: Array<[string, string]> = [
    [
      'complete',
      'An INNER JOIN returns only rows that match in both tables; a LEFT JOIN keeps all rows of the left table and fills the right side with NULL when there is no match.',
    ],
    ['partial', 'An inner join only keeps the rows that match in both tables.'],
    ['empty-ish', "I don't know"],
    ['off-topic', 'You should water tomato plants early in the morning so the leaves dry.'],
  ];
  const scores = Object.fromEntries(
    table.map(([kind, answer]) => [kind, offlineEvaluate(joins.question, answer)]),
  );

  it('scores complete > partial > empty-ish and off-topic', () => {
    expect(scores.complete!.score).toBeGreaterThanOrEqual(8);
    expect(scores.partial!.score).toBeGreaterThan(scores['empty-ish']!.score);
    expect(scores.partial!.score).toBeLessThan(scores.complete!.score);
    expect(scores.partial!.score).toBeGreaterThan(scores['off-topic']!.score);
    expect(scores['empty-ish']!.score).toBeLessThanOrEqual(1);
    expect(scores['off-topic']!.score).toBeLessThanOrEqual(1);
  });

  it('always says what was right and what was missing, never a bare right/wrong', () => {
    expect(scores.complete!.feedback).toMatch(/^Excellent: your answer covers every key point, “.+”\./);
    expect(scores.partial!.feedback).toMatch(
      /^Good start: you got “only matching rows” right\.\nWhat is missing: a complete answer also covers “all left rows” and “NULLs when no match”\./,
    );
    expect(scores['empty-ish']!.feedback).toMatch(/A complete answer covers “.+”\./);
    expect(scores['off-topic']!.feedback).toMatch(/The question asks for “.+”\./);
    for (const result of Object.values(scores))
      expect(result.feedback).toContain(`Model answer: ${joins.answer}`);
  });

  it('folds word forms and synonyms ("reserve"/"reserved", "keyword")', () => {
    const item = {
      question: 'Why className?',
      answer: 'class is reserved in JavaScript.',
      keyPoints: ['class is reserved'],
    };
    expect(grade(item, 'Because class is a keyword in JS').covered).toEqual(['class is reserved']);
    expect(grade(item, 'since they reserve the word class').covered).toEqual(['class is reserved']);
  });

  it('gives every curated reference answer full marks', () => {
    for (const track of tracks)
      for (const day of [...track.days, ...track.advancedDays])
        for (const item of day.quiz)
          expect(grade(item, item.answer).score, `${track.id}: ${item.question}`).toBe(10);
  });
});

describe('the Socratic tutor’s hints', () => {
  it('never contain the answer, for every quiz question of every track', () => {
    for (const track of tracks)
      for (const day of track.days) {
        const lesson = renderLesson(day, 'Beginner');
        for (const item of lesson.quiz) {
          const hint = hintFor(item, lesson, item.keyPoints);
          expect(hint, `${track.id}: ${item.question}`).toMatch(/^\*\*Hint:\*\*/);
          expect(hint).not.toContain(item.answer);
        }
      }
  });

  it('after the last question points to the hands-on task, and "quiz me again" restarts', () => {
    const lesson = renderLesson(react.days[0]!, 'Beginner');
    const history: Array<{ role: 'user' | 'assistant'; text: string }> = [];
    const say = (message: string) => {
      const reply = offlineTutorReply({ lesson, history, message });
      history.push({ role: 'user', text: message }, { role: 'assistant', text: reply });
      return reply;
    };
    say('Hi');
    let last = '';
    for (const item of lesson.quiz) last = say(item.answer);
    expect(last).toContain('That was the last question');
    expect(last).toContain(lesson.handsOnTask);
    expect(say('hello again')).toMatch(/^Welcome back! You've finished today's quiz/);
    expect(say('quiz me again')).toContain(`Question 1 of ${lesson.quiz.length}`);
  });

  it('gives a hint when asked, then the answer, and keeps the question open after a side question', () => {
    const lesson = renderLesson(react.days[0]!, 'Beginner');
    const item = lesson.quiz[0]!;
    const greeting = offlineTutorReply({ lesson, history: [], message: 'Hi' });
    const history = [
      { role: 'user' as const, text: 'Hi' },
      { role: 'assistant' as const, text: greeting },
    ];
    const side = offlineTutorReply({ lesson, history, message: 'What is JSX?' });
    expect(side).toMatch(/^From today's lesson:/);
    expect(side).toContain(`back to the quiz: **Question 1 of ${lesson.quiz.length}: ${item.question}**`);
    const hint = offlineTutorReply({ lesson, history, message: 'Can I have a hint?' });
    expect(hint).toContain('**Hint:**');
    expect(hint).not.toContain(item.answer);
    // Active learning: the first "just tell me" asks for one attempt; the second reveals the answer.
    const hinted = [
      ...history,
      { role: 'user' as const, text: 'hint' },
      { role: 'assistant' as const, text: hint },
    ];
    const attempt = offlineTutorReply({ lesson, history: hinted, message: 'just tell me' });
    expect(attempt).toMatch(/^Give it one try first/);
    expect(attempt).not.toContain(item.answer);
    const revealed = offlineTutorReply({
      lesson,
      history: [...hinted, { role: 'user', text: 'just tell me' }, { role: 'assistant', text: attempt }],
      message: 'just tell me',
    });
    expect(revealed).toContain(`Here's the answer: ${item.answer}`);
  });
});

describe('the assistant', () => {
  const plan = buildOfflinePlan('Learn React', 'Beginner');
  const context = { goal: 'Learn React', tracks: plan.tracks, outline: plan.outline, day: 3 };
  const ask = (message: string) => offlineAssistantReply({ history: [], message, ...context });

  it('answers concepts from the learner’s curricula and says where from', () => {
    expect(ask('Why must hooks not be called inside conditions?')).toMatch(
      /This comes from the lesson ".+" in the React track \(day \d+ of your plan\)/,
    );
  });

  it('answers plan and study questions from the plan', () => {
    expect(ask("what's next?")).toContain(`day 4: **${plan.outline['4']!.topicName}**`);
    expect(ask('I fell behind, how do I catch up?')).toContain(`day 3: ${plan.outline['3']!.topicName}`);
    expect(ask('How do I stay consistent?')).toMatch(/Consistency beats intensity for Learn React/);
  });

  it.each([
    'What is the capital of France?',
    'How do I bake sourdough bread?',
    'Who won the 1998 world cup?',
  ])('says so instead of answering nonsense: %s', (message) => {
    // Declined as outside what it helps with, or an honest "I don't know": never a lesson passage.
    expect(ask(message)).toMatch(
      /^(I don't have a good answer to that in my offline library|Sorry, that's outside what I can help with)/,
    );
  });
});

describe('cross-questions', () => {
  it('draws questions from the matching curriculum days, each with its reference answer and key points', () => {
    const items = offlineQuestionItems('Machine learning overfitting', 5);
    expect(items).toHaveLength(5);
    expect(items[0]!.source).toBe('curated');
    expect(items[0]!.question).toMatch(/overfitting/i);
    for (const item of items) expect(item.rubric.keyPoints.length).toBeGreaterThan(0);
  });

  it('asks well-formed probing questions about an unknown topic, with key points from the topic', () => {
    const items = offlineQuestionItems('Beekeeping', 5);
    expect(items.map((item) => item.source)).toEqual(Array(5).fill('generic'));
    expect(items[0]!.rubric.keyPoints).toEqual(['what Beekeeping is', 'the problem it solves', 'an example']);
    const strong = offlineEvaluate(
      items[0]!.question,
      'Beekeeping is keeping colonies of honey bees in hives so you can harvest honey and wax. It gives honey without destroying wild nests and pollinates crops, for example an orchard that rents hives in spring.',
    );
    expect(strong.score).toBeGreaterThanOrEqual(8);
    expect(strong.feedback).toContain('A strong answer:');
  });

  it('finds a stored question whatever its numbering, case and punctuation', () => {
    expect(questionKey('1. What is a JOIN?')).toBe(questionKey('what is a join'));
    expect(questionKey('Q2: Why?')).toBe('why');
    expect(joinQuestions(['One?', 'Two\nlines?', ' '])).toBe('One?\nTwo lines?');
  });
});
