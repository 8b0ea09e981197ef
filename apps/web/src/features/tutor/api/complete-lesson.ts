import { completeLessonResponse, operations } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { progressQueryOptions } from '@/lib/session-queries';
import { todayLessonQueryKey, type TodayLessonBody } from './get-today-lesson';

const completionStreak = completeLessonResponse.pick({ streak: true }).partial();

/**
 * POST /plan/complete-lesson {day}. SPEC §7 reads nothing back; the new streak, when the answer has one,
 * is only for the "Day N complete" panel, so an answer without it still counts as done.
 */
export async function completeLesson(day: number): Promise<{ streak: number | null }> {
  const { streak } = await call(
    operations.plan.completeLesson,
    { body: { day } },
    { schema: completionStreak },
  );
  return { streak: streak ?? null };
}

/** Marks the lesson completed, locks it in the cache and refetches the streak (SPEC §4) and the 30-day map. */
export function useCompleteLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeLesson,
    onSuccess: () => {
      queryClient.setQueryData<TodayLessonBody>(todayLessonQueryKey, (today) =>
        today ? { ...today, completed: true } : today,
      );
      void queryClient.invalidateQueries({ queryKey: progressQueryOptions.queryKey });
      // The 30-day map beside the lesson reads the roadmap (GET /plan/learning-plan): today's square is now done.
      void queryClient.invalidateQueries({ queryKey: ['plan', 'roadmap'] });
    },
  });
}
