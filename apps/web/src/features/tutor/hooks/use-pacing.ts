import type { ConsolidationDay, PacingOffer } from '@pathwise/contract';
import { useEffect } from 'react';
import { usePacingQuery } from '../api/get-pacing';
import type { TodayLessonState } from './use-today-lesson';

export interface PacingState {
  /** The first answer is still awaited: the lesson waits for it, so a consolidation day never flashes the other. */
  waiting: boolean;
  offer: PacingOffer | null;
  consolidation: ConsolidationDay | null;
  stretch: boolean;
  note: string | null;
}

/**
 * Today's pacing (decision 053). A failure only means no offer: the day's lesson shows as usual (logged,
 * as the tutor's other side calls are), and a retry that answers still brings the choice in.
 */
export function usePacing(): PacingState {
  const query = usePacingQuery();
  const { data, error } = query;
  useEffect(() => {
    if (error) console.warn('Tutor: could not load the pacing offer.', error);
  }, [error]);
  return {
    waiting: query.isPending && query.failureCount === 0,
    offer: data?.offer ?? null,
    consolidation: data?.consolidation ?? null,
    stretch: data?.stretch ?? false,
    note: data?.note ?? null,
  };
}

/**
 * The lesson the learner studies today: on a consolidation day its lesson, under the plan day it goes over
 * (the quiz then grades by that day), marked completed by its own completion.
 */
export function lessonOfTheDay(today: TodayLessonState, pacing: PacingState): TodayLessonState {
  const { consolidation } = pacing;
  if (consolidation)
    return {
      ...today,
      loading: false,
      day: consolidation.day,
      lesson: consolidation.lesson,
      completed: consolidation.completed,
      problem: null,
      serverError: null,
    };
  return pacing.waiting ? { ...today, loading: true } : today;
}
