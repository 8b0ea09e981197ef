import { describe, expect, it } from 'vitest';
import { tutorSystem } from '../../src/ai/prompts/conversation';
import { dayPoints, nextState, pointOutcomes } from '../../src/modules/review/mastery';

const POINTS = ['divide by 12', 'monthly rate', 'percent as decimal'];

describe('what one graded answer says about each key point', () => {
  it('takes the points the grader names: got ones right, the others missed', () => {
    const outcomes = pointOutcomes(POINTS, { score: 5, covered: ['divide by 12'], missing: POINTS.slice(1) });
    expect([...outcomes.values()]).toEqual(['right', 'missed', 'missed']);
  });

  it('softens both ends: a point missing from a right answer is partial, one named in a wrong answer too', () => {
    expect([
      ...pointOutcomes(POINTS, { score: 8, covered: POINTS.slice(0, 2), missing: [POINTS[2]!] }).values(),
    ]).toEqual(['right', 'right', 'partial']);
    expect([
      ...pointOutcomes(POINTS, { score: 2, covered: [POINTS[0]!], missing: POINTS.slice(1) }).values(),
    ]).toEqual(['partial', 'missed', 'missed']);
  });

  it('gives every point the answer’s band when the grader names none (a provider’s score)', () => {
    expect(new Set(pointOutcomes(POINTS, { score: 9 }).values())).toEqual(new Set(['right']));
    expect(new Set(pointOutcomes(POINTS, { score: 5 }).values())).toEqual(new Set(['partial']));
    expect(new Set(pointOutcomes(POINTS, { score: 1 }).values())).toEqual(new Set(['missed']));
  });
});

describe('a key point’s state', () => {
  const after = (...outcomes: Array<'right' | 'partial' | 'missed'>) => {
    let standing: { state: ReturnType<typeof nextState>; missedCount: number } | undefined;
    for (const outcome of outcomes)
      standing = {
        state: nextState(standing, outcome),
        missedCount: (standing?.missedCount ?? 0) + (outcome === 'missed' ? 1 : 0),
      };
    return standing?.state;
  };

  it('is solid when right the first time, and stays solid while right', () => {
    expect(after('right')).toBe('solid');
    expect(after('right', 'right')).toBe('solid');
  });

  it('is not yet after a miss, shaky when then right, solid when right again', () => {
    expect(after('missed')).toBe('not_yet');
    expect(after('missed', 'right')).toBe('shaky');
    expect(after('missed', 'right', 'right')).toBe('solid');
  });

  it('slips from solid to shaky on a miss, and is shaky when partly right', () => {
    expect(after('right', 'missed')).toBe('shaky');
    expect(after('right', 'missed', 'missed')).toBe('not_yet');
    expect(after('partial')).toBe('shaky');
    expect(after('right', 'partial')).toBe('shaky');
  });
});

describe("a day's key points", () => {
  it('lists each point once in quiz order; a point no answer touched is not yet and unanswered', () => {
    const quiz = [
      { keyPoints: ['Monthly rate', 'divide by 12'] },
      { keyPoints: ['monthly rate', 'compound'] },
    ];
    expect(dayPoints(quiz, [{ pointKey: 'monthly rate', state: 'shaky' }])).toEqual([
      { point: 'Monthly rate', state: 'shaky', answered: true },
      { point: 'divide by 12', state: 'not_yet', answered: false },
      { point: 'compound', state: 'not_yet', answered: false },
    ]);
  });
});

describe("a provider's tutor prompt", () => {
  it('carries the same standing: yesterday’s weak points to offer a recap of, and today’s questions not to ask again', () => {
    const lesson = {
      topicName: 'Loan interest',
      detailedExplanation: 'Interest is charged monthly.',
      quiz: [
        {
          question: 'How is the monthly rate found?',
          answer: 'Divide the annual rate by 12.',
          keyPoints: POINTS,
        },
        {
          question: 'What is compounding?',
          answer: 'Interest on interest.',
          keyPoints: ['interest on interest'],
        },
      ],
      handsOnTask: 'Work out one month of interest.',
    };
    const system = tutorSystem(undefined, lesson, 'Hi', {
      recap: {
        day: 3,
        topic: 'Percentages',
        items: [{ question: 'What is 20 % of 50?', answer: '10', points: ['one fifth'], skipped: false }],
      },
      answeredRight: [0],
    });
    expect(system).toContain('Yesterday (day 3, Percentages)');
    expect(system).toContain('What is 20 % of 50? (not solid: one fifth)');
    expect(system).toContain('do not ask again unless the learner asks for the quiz again: question 1.');
    expect(tutorSystem(undefined, lesson as never, 'Hi')).not.toContain('What the learner showed before');
  });
});
