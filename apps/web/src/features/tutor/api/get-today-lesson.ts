import { operations } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { call } from '@/lib/api-client';
import { getUserId } from '@/lib/storage';
import { useVisitMount } from '@/lib/visit';
import { isNetworkError, readOfflineLesson, saveOfflineLesson } from '../utils/offline-lesson';

/**
 * Read loosely on purpose: SPEC shows 'No Topic' for a lesson without a topic name and
 * 'No lesson data available for today.' for incomplete data, so a partial lesson is shown, not rejected.
 */
const quizEntry = z.union([
  z.string().transform((question) => ({ question, answer: undefined, keyPoints: [] as string[] })),
  z.object({
    question: z.string(),
    answer: z.string().optional(),
    keyPoints: z.array(z.string()).optional().default([]),
  }),
]);

const todayLesson = z.object({
  topicName: z.string().nullish(),
  detailedExplanation: z.string().nullish(),
  quiz: z.array(quizEntry).nullish(),
  handsOnTask: z.string().nullish(),
});
export type TodayLesson = z.infer<typeof todayLesson>;
export type TodayQuizItem = z.infer<typeof quizEntry>;

const todayLessonBody = z.object({
  day: z.number().int().nullish(),
  lesson: todayLesson.nullish(),
  completed: z.boolean().optional().default(false),
  error: z.string().optional(),
});
/** `offline`: the network is gone and this is the lesson as last loaded in this browser (decision 026). */
export type TodayLessonBody = z.infer<typeof todayLessonBody> & { offline?: boolean };

/**
 * GET /plan/learning-plan/today: day, lesson, completed and an optional error (402 without access).
 * A lesson that loads is kept for the learner; without a network that copy is returned, marked offline.
 */
export async function getTodayLesson(): Promise<TodayLessonBody> {
  const userId = getUserId();
  try {
    const body = await call(operations.plan.today, {}, { schema: todayLessonBody });
    if (userId && body.lesson && !body.error) saveOfflineLesson(userId, body);
    return body;
  } catch (error) {
    const copy =
      userId && isNetworkError(error) ? todayLessonBody.safeParse(readOfflineLesson(userId)) : null;
    if (!copy?.success) throw error;
    return { ...copy.data, offline: true };
  }
}

export const todayLessonQueryKey = ['plan', 'today'] as const;

export const todayLessonQueryOptions = queryOptions({
  queryKey: todayLessonQueryKey,
  queryFn: getTodayLesson,
  // "Today" moves at the learner's midnight and with completions elsewhere: always re-check on mount.
  staleTime: 0,
});

export function useTodayLessonQuery() {
  return useQuery({ ...todayLessonQueryOptions, ...useVisitMount() });
}
