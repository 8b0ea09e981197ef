import { GOOD_ANSWER_SCORE } from '@pathwise/contract';
import { useCallback, useEffect, useState } from 'react';
import { tutorHistoryKey } from './use-tutor-history';

/** A quiz question's last grade: its score out of 10, or null when the grader gave feedback only. */
export interface QuizAnswer {
  score: number | null;
}

/**
 * Right: the grader's good band, or no score to fault. Not quite right: below the band, worth another try.
 * The latest grade counts, so a better second answer puts the question right.
 */
export const isNotQuite = (answer: QuizAnswer | null): boolean =>
  answer !== null && answer.score !== null && answer.score < GOOD_ANSWER_SCORE;

/**
 * Kept beside the lesson's steps (same user id + date), so a new day starts afresh and logging out clears
 * it. Only the grades are kept, never the learner's text.
 */
export function lessonQuizKey(userId: string, now = new Date()): string {
  return `lessonQuiz_${tutorHistoryKey(userId, now)}`;
}

interface Saved {
  /** The lesson these grades belong to (day and topic). */
  lesson: string;
  /** One entry per question, in order; null until it is graded. */
  answers: (QuizAnswer | null)[];
}

const isScore = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 10);

function readSaved(key: string | null, lesson: string, count: number): Saved {
  const fresh: Saved = { lesson, answers: Array.from({ length: count }, () => null) };
  if (!key) return fresh;
  try {
    const saved = JSON.parse(window.localStorage.getItem(key) ?? 'null') as Partial<Saved> | null;
    if (saved?.lesson !== lesson || !Array.isArray(saved.answers) || saved.answers.length !== count)
      return fresh;
    return {
      lesson,
      answers: saved.answers.map((answer: unknown) => {
        const score = (answer as Partial<QuizAnswer> | null)?.score;
        return answer !== null && isScore(score) ? { score } : null;
      }),
    };
  } catch {
    return fresh;
  }
}

export interface QuizProgress {
  answers: (QuizAnswer | null)[];
  total: number;
  /** Questions without a grade yet. */
  unanswered: number;
  /** Questions whose last grade is below the good band. */
  notQuite: number;
  /** The first question to go back to (unanswered or not quite right), or null when every answer is right. */
  firstToRevisit: number | null;
  /** Keeps a question's latest grade. */
  record: (index: number, score: number | null) => void;
}

interface Options {
  userId: string | null;
  /** Identifies today's lesson, e.g. its day and topic. */
  lesson: string;
  /** How many questions the quiz has. */
  count: number;
}

/** How far today's quiz is answered, restored after a reload and saved on every grade. */
export function useQuizProgress({ userId, lesson, count }: Options): QuizProgress {
  const key = userId ? lessonQuizKey(userId) : null;
  const [state, setState] = useState(() => ({ key, saved: readSaved(key, lesson, count) }));
  let current = state;
  if (state.key !== key || state.saved.lesson !== lesson || state.saved.answers.length !== count) {
    current = { key, saved: readSaved(key, lesson, count) };
    setState(current);
  }

  useEffect(() => {
    const { key: storageKey, saved } = current;
    if (!storageKey || saved.answers.every((answer) => answer === null)) return;
    try {
      window.localStorage.setItem(storageKey, JSON.stringify(saved));
    } catch {
      // Full or disabled storage: the grades still count for this visit.
    }
  }, [current]);

  const record = useCallback((index: number, score: number | null) => {
    setState((previous) => {
      if (index < 0 || index >= previous.saved.answers.length) return previous;
      const answers = previous.saved.answers.map((answer, at) => (at === index ? { score } : answer));
      return { ...previous, saved: { ...previous.saved, answers } };
    });
  }, []);

  const { answers } = current.saved;
  const revisit = answers.findIndex((answer) => answer === null || isNotQuite(answer));
  return {
    answers,
    total: answers.length,
    unanswered: answers.filter((answer) => answer === null).length,
    notQuite: answers.filter(isNotQuite).length,
    firstToRevisit: revisit === -1 ? null : revisit,
    record,
  };
}
