import type { CourseRef, PlanCoverage } from '@pathwise/contract';
import { nearestTracks, type DescribedTrack } from './nearest';
import type { UntaughtMention } from './untaught';

export interface PlanFacts {
  goal: string;
  /** The goal as a noun phrase ("Rust", "Public speaking"). */
  subject: string;
  /** Curated tracks the plan was made from (or grounded in), primary first. */
  trackIds: readonly string[];
  origin: 'offline' | 'provider';
  context: readonly string[];
  /** Technologies the goal names that no curated course teaches. */
  untaught: readonly UntaughtMention[];
}

const list = (titles: string[]) =>
  titles.length <= 1 ? (titles[0] ?? '') : `${titles.slice(0, -1).join(', ')} and ${titles.at(-1) ?? ''}`;

/** "None of our courses teaches Azure." — said whenever the goal names one, whatever the plan is made of. */
function untaughtSentence(untaught: readonly UntaughtMention[], inPlan = true): string {
  if (untaught.length === 0) return '';
  const names = list(untaught.map((mention) => mention.name));
  const rest = inPlan ? `, so this plan leaves ${untaught.length > 1 ? 'them' : 'it'} out` : '';
  return ` None of our courses teaches ${names}${rest}.`;
}

/** The courses nearest to an untaught technology, with what a learner must know about each. */
function untaughtNearest(untaught: readonly UntaughtMention[], byId: ReadonlyMap<string, DescribedTrack>) {
  const nearest: DescribedTrack[] = [];
  const caveats: string[] = [];
  for (const mention of untaught)
    for (const id of mention.nearest) {
      const track = byId.get(id);
      if (!track || nearest.includes(track)) continue;
      nearest.push(track);
      const caveat = mention.caveats[id];
      if (caveat) caveats.push(`${track.title} ${caveat}`);
    }
  const sentence =
    nearest.length === 0
      ? ' None of our courses is close to it.'
      : ` The nearest courses are related, not the same${caveats.length > 0 ? `: ${list(caveats)}` : ''}.`;
  return { nearest: nearest.slice(0, 3), sentence };
}

/** How a plan was made, in words a learner reads above their roadmap. */
export function planCoverage(facts: PlanFacts, library: readonly DescribedTrack[]): PlanCoverage {
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
    };
  if (courses.length === 1)
    return {
      method: 'curated',
      courses,
      context,
      note: `Made from our curated ${titles[0] ?? ''} course: 30 written lessons that build one real project in the first five days.${untaughtSentence(facts.untaught)}`,
      nearest: [],
    };
  if (courses.length > 1)
    return {
      method: 'combined',
      courses,
      context,
      note: `Made by combining our curated ${list(titles)} courses. ${titles[0] ?? ''} leads: its five-day project opens the plan and the others follow in blocks.${untaughtSentence(facts.untaught)}`,
      nearest: [],
    };
  const studyMethod = `This plan is our study method: a month of proven practice (a five-day project, deliberate practice, feedback, spaced review) applied to your goal. It guides how you learn; it does not teach ${facts.subject} itself, so pair it with a good book or the official guide.`;
  if (facts.untaught.length > 0) {
    const { nearest, sentence } = untaughtNearest(facts.untaught, byId);
    return {
      method: 'study-method',
      courses: [],
      context,
      note: `We have no curated course for “${facts.subject}” yet.${untaughtSentence(facts.untaught, false)} ${studyMethod}${sentence}`,
      nearest: nearest.map(({ id, title }) => ({ id, title })),
    };
  }
  return {
    method: 'study-method',
    courses: [],
    context,
    note: `We have no curated course for “${facts.subject}” yet. ${studyMethod}`,
    nearest: nearestTracks(facts.goal, library).map(({ id, title }) => ({ id, title })),
  };
}
