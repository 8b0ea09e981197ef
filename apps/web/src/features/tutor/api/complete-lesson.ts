import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { userProgressQueryOptions } from './get-user-progress';
import { todayLessonQueryKey, type TodayLessonBody } from './get-today-lesson';

/** POST /plan/complete-lesson {day}; the answer is not read (SPEC §7). */
export function completeLesson(day: number) {
  return api.post('/plan/complete-lesson', { day }, z.unknown());
}

/** Marks the lesson completed, locks it in the cache and refetches the streak (SPEC §4). */
export function useCompleteLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeLesson,
    onSuccess: () => {
      queryClient.setQueryData<TodayLessonBody>(todayLessonQueryKey, (today) =>
        today ? { ...today, completed: true } : today,
      );
      void queryClient.invalidateQueries({ queryKey: userProgressQueryOptions.queryKey });
    },
  });
}
