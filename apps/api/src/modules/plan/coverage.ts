import type { PlanCoverage } from '@pathwise/contract';
import type { OfflineEngine } from '../../ai/offline-engine';

/**
 * How a stored plan was made, recomputed from its goal, tracks and origin (the library may have grown).
 * The curated library lives with the offline engine on its worker threads (decision 019), so it is asked there,
 * as the learner's task (the engine queues fairly across learners).
 */
export function describePlan(
  engine: OfflineEngine,
  plan: { goal: string; tracks: readonly string[]; origin: string },
  learner: string,
): Promise<PlanCoverage> {
  return engine.run(
    { op: 'coverage', plan: { goal: plan.goal, tracks: [...plan.tracks], origin: plan.origin } },
    { learner },
  );
}
