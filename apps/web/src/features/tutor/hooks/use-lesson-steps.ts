import { useCallback, useEffect, useState } from 'react';
import { tutorHistoryKey } from './use-tutor-history';

/** A guided lesson's steps, in order: read the explanation, try the quiz, do the hands-on task. */
export type LessonStep = 'read' | 'quiz' | 'task';

export const STEP_LABELS: Record<LessonStep, string> = { read: 'Read', quiz: 'Quiz', task: 'Task' };

/**
 * Kept per learner per day beside the tutor's chat (same user id + date), so logging out clears it with
 * the rest of the learner's keys.
 */
export function lessonStepsKey(userId: string, now = new Date()): string {
  return `lessonSteps_${tutorHistoryKey(userId, now)}`;
}

interface Progress {
  /** The lesson this progress belongs to (day and topic): another plan's day 1 starts afresh. */
  lesson: string;
  current: LessonStep | null;
  done: LessonStep[];
}

const isStep = (value: unknown): value is LessonStep =>
  value === 'read' || value === 'quiz' || value === 'task';

function readProgress(key: string | null, lesson: string): Progress {
  const fresh: Progress = { lesson, current: null, done: [] };
  if (!key) return fresh;
  try {
    const saved = JSON.parse(window.localStorage.getItem(key) ?? 'null') as Partial<Progress> | null;
    if (saved?.lesson !== lesson) return fresh;
    return {
      lesson,
      current: isStep(saved.current) ? saved.current : null,
      done: Array.isArray(saved.done) ? saved.done.filter(isStep) : [],
    };
  } catch {
    return fresh;
  }
}

export interface LessonSteps {
  steps: LessonStep[];
  current: LessonStep;
  isDone: (step: LessonStep) => boolean;
  /** Every step done: the lesson is marked completed. */
  allDone: boolean;
  /** Makes a step the current one. Steps guide, they never lock: any step can be opened any time. */
  goTo: (step: LessonStep) => void;
  /** Marks a step done and moves on to the next one (for a step with its own `doneWhen`, that still decides). */
  finish: (step: LessonStep) => void;
}

interface Options {
  userId: string | null;
  /** Identifies today's lesson, e.g. its day and topic. */
  lesson: string;
  steps: LessonStep[];
  /** A completed lesson has every step done. */
  completed: boolean;
  /**
   * Steps whose work says when they are done, whatever "Next" was pressed: the quiz is done once every
   * question has an answer.
   */
  doneWhen?: Partial<Record<LessonStep, boolean>>;
}

/** Where the learner is in today's lesson, restored after a reload and saved on every change. */
export function useLessonSteps({ userId, lesson, steps, completed, doneWhen = {} }: Options): LessonSteps {
  const key = userId ? lessonStepsKey(userId) : null;
  const [state, setState] = useState(() => ({ key, progress: readProgress(key, lesson) }));
  let current = state;
  if (state.key !== key || state.progress.lesson !== lesson) {
    current = { key, progress: readProgress(key, lesson) };
    setState(current);
  }

  useEffect(() => {
    const { key: storageKey, progress } = current;
    if (!storageKey || (progress.current === null && progress.done.length === 0)) return;
    try {
      window.localStorage.setItem(storageKey, JSON.stringify(progress));
    } catch {
      // Full or disabled storage: the steps still guide for this visit.
    }
  }, [current]);

  const update = useCallback((change: (progress: Progress) => Progress) => {
    setState((previous) => ({ ...previous, progress: change(previous.progress) }));
  }, []);

  const goTo = useCallback(
    (step: LessonStep) => {
      update((progress) => ({ ...progress, current: step }));
    },
    [update],
  );

  const finish = useCallback(
    (step: LessonStep) => {
      const next = steps[steps.indexOf(step) + 1] ?? step;
      update((progress) => ({
        ...progress,
        current: next,
        done: progress.done.includes(step) ? progress.done : [...progress.done, step],
      }));
    },
    [steps, update],
  );

  const { progress } = current;
  const isDone = (step: LessonStep) => completed || (doneWhen[step] ?? progress.done.includes(step));
  const fallback = steps.find((step) => !isDone(step)) ?? steps[steps.length - 1] ?? 'read';
  return {
    steps,
    current: progress.current && steps.includes(progress.current) ? progress.current : fallback,
    isDone,
    allDone: steps.length > 0 && steps.every(isDone),
    goTo,
    finish,
  };
}
