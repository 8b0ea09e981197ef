import type { PlanCoverage } from '@pathwise/contract';
import { tracks } from '../../ai/offline/curricula';
import { planCoverage } from '../../ai/offline/goal/coverage';
import { goalSubject, understandGoal } from '../../ai/offline/goal-matching';

/** How a stored plan was made, recomputed from its goal, tracks and origin (the library may have grown). */
export function describePlan(
  plan: { goal: string; tracks: readonly string[]; origin: string },
  providerConfigured: boolean,
): PlanCoverage {
  return planCoverage(
    {
      goal: plan.goal,
      subject: goalSubject(plan.goal),
      trackIds: plan.tracks,
      origin: plan.origin === 'provider' ? 'provider' : 'offline',
      context: understandGoal(plan.goal).context,
    },
    tracks,
    providerConfigured,
  );
}
