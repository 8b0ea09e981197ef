import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

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
export type TodayLessonBody = z.infer<typeof todayLessonBody>;

/** GET /plan/learning-plan/today: day, lesson, completed and an optional error (402 without access). */
export function getTodayLesson() {
  return api.get('/plan/learning-plan/today', todayLessonBody);
}

export const todayLessonQueryKey = ['plan', 'today'] as const;

export const todayLessonQueryOptions = queryOptions({
  queryKey: todayLessonQueryKey,
  queryFn: getTodayLesson,
  // "Today" moves at the learner's midnight and with completions elsewhere: always re-check on mount.
  staleTime: 0,
});

export function useTodayLessonQuery() {
  return useQuery(todayLessonQueryOptions);
}
