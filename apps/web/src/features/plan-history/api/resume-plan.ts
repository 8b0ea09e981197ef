import { operations } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { forgetTutorHistory, getUserId } from '@/lib/storage';

/** POST /plan/history/:planId/resume: the archived plan becomes the current one, its progress kept. */
export function resumePlan(planId: string) {
  return call(operations.plan.resume, { params: { planId } });
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
