import type { Lesson } from '@pathwise/contract';
import { GENERIC_TRACK_ID } from './offline/generic';
import { renderLesson, resolveSource, type PlanForLesson } from './offline/lesson';
import { buildOfflinePlan } from './offline/plan-builder';

/**
 * The curated lesson a provider adapts for a plan day, when the learner's goal matched a curated track
 * (plan.tracks): the day's own source (an offline outline), else the track's day at that position (a
 * provider outline, written from the track's outline: see planOutlinePrompt). Undefined for a goal with
 * no curated track: the generic curriculum is a study method, not content to ground a lesson in.
 * Runs on the offline engine's thread (its `grounding` task, decision 019), which holds the curricula.
 */
export function groundingLesson(
  plan: PlanForLesson & { tracks?: readonly string[] | undefined },
  day: number,
): Lesson | undefined {
  if (!plan.tracks?.length) return undefined;
  const sources = plan.sources ?? buildOfflinePlan(plan.goal, plan.experience).sources;
  const source = sources[day - 1];
  if (!source || source.startsWith(`${GENERIC_TRACK_ID}:`)) return undefined;
  const curated = resolveSource(source, plan.goal);
  return curated ? renderLesson(curated, plan.experience) : undefined;
}
