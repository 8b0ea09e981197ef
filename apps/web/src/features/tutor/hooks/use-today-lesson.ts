import { useEffect } from 'react';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useTodayLessonQuery, type TodayLesson } from '../api/get-today-lesson';
import { TUTOR_MESSAGES } from '../utils/messages';
import { useIsSlow } from './use-is-slow';

export interface TodayLessonState {
  /** No answer yet; `slow` once the wait is long enough to explain (a real model can take a while). */
  loading: boolean;
  slow: boolean;
  day: number | null;
  /** Cleared when the answer carried an `error` (SPEC §8). */
  lesson: TodayLesson | null;
  completed: boolean;
  /** The spec's banner text for a failed load or incomplete data. */
  problem: string | null;
  /** The server's `error` field (e.g. no plan yet): already shown as a toast. */
  serverError: string | null;
  /** 402: the trial ended while the page was open. */
  paymentRequired: boolean;
  reload: () => void;
  reloading: boolean;
}

/** Today's lesson as the tutor shows it: SPEC §8's rules for the error field, failures and partial data. */
export function useTodayLesson(): TodayLessonState {
  const query = useTodayLessonQuery();
  const { data, error, dataUpdatedAt } = query;
  const slow = useIsSlow(query.isPending, 4000);
  const serverError = data?.error ?? null;

  // The error field is a toast, raised once per answer (SPEC §8).
  useEffect(() => {
    if (serverError) toast.error(serverError, { id: `today-lesson-${String(dataUpdatedAt)}` });
  }, [serverError, dataUpdatedAt]);

  const paymentRequired = error instanceof ApiError && error.status === 402;
  let problem: string | null = null;
  if (error)
    problem = paymentRequired && error.serverMessage ? error.serverMessage : TUTOR_MESSAGES.lessonLoadFailed;
  else if (data && !serverError && (!data.lesson || data.day == null))
    problem = TUTOR_MESSAGES.lessonIncomplete;

  return {
    loading: query.isPending,
    slow,
    day: data?.day ?? null,
    lesson: serverError ? null : (data?.lesson ?? null),
    completed: data?.completed ?? false,
    problem,
    serverError,
    paymentRequired,
    reload: () => {
      void query.refetch();
    },
    reloading: query.isRefetching,
  };
}
