import { generatePlanResponse, operations, type ExperienceLevel } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, call } from '@/lib/api-client';
import { forgetTutorHistory, getUserId } from '@/lib/storage';
import { PLAN_DURATION, PLAN_MESSAGES } from '../utils/messages';
import { storePlan } from '../utils/stored-plan';

export type GeneratedPlan = z.infer<typeof generatePlanResponse>['plan'];

/** The body is read loosely so that "no plan in the answer" is told apart from a failed request. */
const looseResponse = z.object({ message: z.string().optional(), plan: z.unknown().optional() });

/** A 2xx answer that carried no usable plan (SPEC §8: 'No plan generated. Please try again.'). */
export class NoPlanGeneratedError extends Error {
  override readonly name = 'NoPlanGeneratedError';
  constructor() {
    super(PLAN_MESSAGES.noPlan);
  }
}

export interface GeneratePlanInput {
  goal: string;
  experience: ExperienceLevel;
}

/** POST /plan/generate-learning-plan {goal, duration: '30', experience}; the plan is read from plan.plan. */
export async function generateLearningPlan(input: GeneratePlanInput): Promise<GeneratedPlan> {
  const body = await call(
    operations.plan.generate,
    { body: { goal: input.goal, duration: PLAN_DURATION, experience: input.experience } },
    { schema: looseResponse },
  );
  const plan = generatePlanResponse.shape.plan.safeParse(body.plan);
  if (!plan.success || Object.keys(plan.data.plan).length === 0) throw new NoPlanGeneratedError();
  return plan.data;
}

/**
 * What to show for a failure: the no-plan message, the server's own words for a quota (429) or an
 * ended trial (402), otherwise the spec's generic failure.
 */
export function planErrorMessage(error: unknown): string {
  if (error instanceof NoPlanGeneratedError) return PLAN_MESSAGES.noPlan;
  if (error instanceof ApiError && (error.status === 402 || error.status === 429) && error.serverMessage)
    return error.serverMessage;
  return PLAN_MESSAGES.failed;
}

export function useGenerateLearningPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateLearningPlan,
    onSuccess: (plan) => {
      storePlan(plan);
      // The tutor starts afresh with the new plan (the server shows only lines since it began).
      const userId = getUserId();
      if (userId) forgetTutorHistory(userId);
      // Change Plan archives the old plan: today's lesson, progress and duration all change, and the
      // reminders' course topic follows the new goal.
      void queryClient.invalidateQueries({ queryKey: ['plan'] });
      void queryClient.invalidateQueries({ queryKey: ['reminders'] });
    },
  });
}
