import { curriculumTrack } from '@pathwise/contract';
import { genericTemplate, type Track } from '../curricula';
import { fillGoal } from './fill';

export { GENERIC_TRACK_ID } from './fill';

const cache = new Map<string, Track>();

/**
 * The curriculum for a goal we have no curated track for: a month of real learning method (scoping,
 * canonical sources, a 5-day project, deliberate practice, feedback loops, spaced review, building in
 * public, a capstone) applied to the learner's own goal, which every day names. The text is Markdown in
 * apps/api/content/generic (loaded at start with the curated tracks); here its `{goal}` is filled in and
 * the result validated by the same schema as the curated tracks.
 */
export function genericTrack(subject: string): Track {
  const cached = cache.get(subject);
  if (cached) return cached;
  const rendered = curriculumTrack.parse(fillGoal(genericTemplate, subject));
  if (cache.size > 500) cache.clear();
  cache.set(subject, rendered);
  return rendered;
}
