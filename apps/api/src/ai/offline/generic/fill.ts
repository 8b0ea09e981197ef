/** The plan id of the generic plan's days: sources read "generic:7", "generic:a2". */
export const GENERIC_TRACK_ID = 'generic';

/**
 * The placeholder of the generic plan's Markdown (apps/api/content/generic): the learner's goal, as
 * goalSubject reads it from what they typed ("Blender 3D"). It is the only one (content/README.md).
 */
export const GOAL_PLACEHOLDER = '{goal}';

/** Anything that looks like a placeholder, `{word}`, so the content check can refuse all but `{goal}`. */
export const PLACEHOLDER_LIKE = /\{\s*[A-Za-z_][\w-]*\s*\}/g;

/**
 * Every string in `value` (a track, a day, a list) with the goal filled in. The replacement is a function,
 * so a goal holding `$&` or `$1` is written as typed.
 */
export function fillGoal<T>(value: T, goal: string): T {
  if (typeof value === 'string') return value.replaceAll(GOAL_PLACEHOLDER, () => goal) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillGoal(item, goal)) as T;
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillGoal(item, goal)])) as T;
  return value;
}
