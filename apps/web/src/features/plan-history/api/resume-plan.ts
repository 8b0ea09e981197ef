import { operations } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { forgetTutorHistory, getUserId, saveLearningPlan } from '@/lib/storage';

/** POST /plan/history/:planId/resume: the archived plan becomes the current one, its progress kept. */
export async function resumePlan(planId: string) {
  const resumed = await call(operations.plan.resume, { params: { planId } });
  await cacheResumedPlan();
  return resumed;
}

/**
 * The browser's cached plan ('learningPlan', SPEC §3) follows the resume, as it follows Change Plan: the
 * whole plan from GET /plan/learning-plan. If that read fails, the cache is forgotten rather than left
 * holding the plan the learner just left.
 */
async function cacheResumedPlan(): Promise<void> {
  try {
    saveLearningPlan((await call(operations.plan.roadmap, {})).plan);
  } catch {
    saveLearningPlan(null);
  }
}

export function useResumePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumePlan,
    onSuccess: () => {
      // As with Change Plan: the tutor's chat kept in this browser belonged to the plan left behind.
      const userId = getUserId();
      if (userId) forgetTutorHistory(userId);
      // Today's lesson, progress, the roadmap and this list all follow the resumed plan, and so do
      // the reminders' course topic and the certificate of the current plan.
      void queryClient.invalidateQueries({ queryKey: ['plan'] });
      void queryClient.invalidateQueries({ queryKey: ['reminders'] });
      void queryClient.invalidateQueries({ queryKey: ['certificates', 'mine'] });
    },
  });
}
