import type { CourseRef, PlanCoverage } from '@pathwise/contract';
import { nearestTracks, type DescribedTrack } from './nearest';

export interface PlanFacts {
  goal: string;
  /** The goal as a noun phrase ("Rust", "Public speaking"). */
  subject: string;
  /** Curated tracks the plan was made from (or grounded in), primary first. */
  trackIds: readonly string[];
  origin: 'offline' | 'provider';
  context: readonly string[];
}

export const PROVIDER_HINT =
  'Running Pathwise yourself? Set AI_PROVIDER (OpenAI, Anthropic, Google or any OpenAI-compatible server) and every goal gets a full course written for it.';

const list = (titles: string[]) =>
  titles.length <= 1 ? (titles[0] ?? '') : `${titles.slice(0, -1).join(', ')} and ${titles.at(-1) ?? ''}`;

/** How a plan was made, in words a learner reads above their roadmap. */
export function planCoverage(
  facts: PlanFacts,
  library: readonly DescribedTrack[],
  providerConfigured: boolean,
): PlanCoverage {
  const byId = new Map(library.map((track) => [track.id, track]));
  const courses: CourseRef[] = facts.trackIds
    .map((id) => byId.get(id))
    .filter((track): track is DescribedTrack => Boolean(track))
    .map(({ id, title }) => ({ id, title }));
  const context = [...facts.context];
  const titles = courses.map((course) => course.title);
  if (facts.origin === 'provider')
    return {
      method: 'provider',
      courses: [],
      context,
      note: 'Written for your goal and level by the AI provider: each lesson is generated the day you reach it.',
      nearest: [],
      providerHint: null,
    };
  if (courses.length === 1)
    return {
      method: 'curated',
      courses,
      context,
      note: `Made from our curated ${titles[0] ?? ''} course: 30 written lessons that build one real project in the first five days.`,
      nearest: [],
      providerHint: null,
    };
  if (courses.length > 1)
    return {
      method: 'combined',
      courses,
      context,
      note: `Made by combining our curated ${list(titles)} courses. ${titles[0] ?? ''} leads: its five-day project opens the plan and the others follow in blocks.`,
      nearest: [],
      providerHint: null,
    };
  return {
    method: 'study-method',
    courses: [],
    context,
    note: `We have no curated course for “${facts.subject}” yet. This plan is our study method: a month of proven practice (a five-day project, deliberate practice, feedback, spaced review) applied to your goal. It guides how you learn; it does not teach ${facts.subject} itself, so pair it with a good book or the official guide.`,
    nearest: nearestTracks(facts.goal, library).map(({ id, title }) => ({ id, title })),
    providerHint: providerConfigured ? null : PROVIDER_HINT,
  };
}
