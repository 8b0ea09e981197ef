import type { CurriculumDay, ExperienceLevel, PlanDay, PlanOutline } from '@pathwise/contract';
import { trackById, type Track } from './curricula';
import { genericTrack } from './generic';
import { matchGoal } from './goal-matching';
import { normaliseGoal } from './goal/normalise';

export const PLAN_LENGTH = 30;

/** A curriculum day placed in a plan, with where it came from ("react:12", "react:a2"). */
export interface PlannedDay {
  source: string;
  trackTitle: string;
  content: CurriculumDay;
}

export interface OfflinePlan {
  /** Curated tracks used; empty for the generic plan. */
  tracks: string[];
  subject: string;
  days: PlannedDay[];
  outline: PlanOutline;
  sources: string[];
}

/** How many fundamentals a level skips, replaced by as many advanced days. */
export const SKIPPED_BASICS: Record<ExperienceLevel, number> = { Beginner: 0, Intermediate: 2, Advanced: 4 };

const GOAL_STOP = new Set(
  `learn learning with for and the basics course beginner beginners advanced intermediate want how
  get good better master understand from scratch using into days weeks month hours daily complete full
  guide tutorial fundamentals`.split(/\s+/),
);
const stem = (word: string) => word.replace(/(ing|s)$/, '').slice(0, 6);
const topicWords = (text: string) =>
  (text.toLowerCase().match(/[a-z][a-z0-9+#]{2,}/g) ?? []).filter((word) => !GOAL_STOP.has(word)).map(stem);
/** "math" asks for the days about its parts too. */
const RELATED: Record<string, readonly string[]> = {
  math: ['vector', 'matric', 'gradie', 'calcul', 'algebr', 'probab', 'statis', 'derivat'],
  mathem: ['vector', 'matric', 'gradie', 'calcul', 'algebr', 'probab', 'statis', 'derivat'],
  hook: ['usesta', 'useeff', 'usered', 'usemem', 'useref', 'usecal', 'usecon', 'useact'],
  scrap: ['reques', 'html', 'beauti', 'http'],
};
/** The goal's own words beyond the track's name: what a learner asked for in particular. */
const goalWords = (goal: string) =>
  new Set(topicWords(goal).flatMap((word) => [word, ...(RELATED[word] ?? [])]));

/**
 * One track's 30 days adjusted to the level: the first N `basic` days are dropped and N advanced days
 * take their place before the closing day, so the plan still ends on the track's wrap-up.
 */
export function levelSequence(track: Track, level: ExperienceLevel, goal = ''): PlannedDay[] {
  return leadWithAsked(basicsDropped(track, level, goal), level, goal);
}

function basicsDropped(track: Track, level: ExperienceLevel, goal: string): PlannedDay[] {
  const skip = SKIPPED_BASICS[level];
  const asked = goalWords(goal);
  const dropped = new Set(
    track.days
      .map((day, index) => ({ day, index }))
      // A fundamentals day the goal asks for ("Machine learning math") is never skipped.
      .filter(
        ({ day }) => day.level === 'basic' && !topicWords(day.topicName).some((word) => asked.has(word)),
      )
      .slice(0, skip)
      .map(({ index }) => index),
  );
  const kept = track.days
    .map((content, index) => ({ source: `${track.id}:${index + 1}`, trackTitle: track.title, content }))
    .filter((_day, index) => !dropped.has(index));
  const advanced = track.advancedDays
    .slice(0, dropped.size)
    .map((content, index) => ({ source: `${track.id}:a${index + 1}`, trackTitle: track.title, content }));
  const closing = kept.pop();
  return [...kept, ...advanced, ...(closing ? [closing] : [])];
}

/** The five-day project: the days every later day of a track builds on. */
const PROJECT_DAYS = 5;
/** Enough to open the plan with the asked-for subject without unpicking the whole track. */
const MAX_LEADING = 4;

/**
 * "SQL window functions", "React hooks": the days that teach the subject named inside the track come
 * first, as early as the track's order allows. A beginner still builds the five-day project first (those
 * days are what the rest builds on); at Intermediate and Advanced only the setup day stays ahead of them.
 * Only the days that name most of the goal's words lead, so one common word cannot reorder the track.
 */
function leadWithAsked(sequence: PlannedDay[], level: ExperienceLevel, goal: string): PlannedDay[] {
  // One group per word of the goal: "hooks" is met by "useEffect" as well, but only once.
  const groups = [...new Set(topicWords(goal))].map((word) => new Set([word, ...(RELATED[word] ?? [])]));
  if (groups.length === 0 || sequence.length <= PROJECT_DAYS + 1) return sequence;
  const scoreOf = (day: PlannedDay) => {
    const words = topicWords(day.content.topicName);
    return groups.filter((group) => words.some((word) => group.has(word))).length;
  };
  // The project week and the closing day keep their places.
  const movable = sequence.slice(PROJECT_DAYS, -1);
  const best = Math.max(0, ...movable.map(scoreOf));
  if (best === 0) return sequence;
  const leading = movable.filter((day) => scoreOf(day) === best).slice(0, MAX_LEADING);
  const ahead = level === 'Beginner' ? PROJECT_DAYS : 1;
  const rest = sequence.slice(ahead).filter((day) => !leading.includes(day));
  return [...sequence.slice(0, ahead), ...leading, ...rest];
}

interface Unit {
  track: number;
  days: PlannedDay[];
}

/** Two days at a time: enough to get into a topic without switching context every day. */
function pairs(days: PlannedDay[], track: number): Unit[] {
  const units: Unit[] = [];
  for (let index = 0; index < days.length; index += 2)
    units.push({ track, days: days.slice(index, index + 2) });
  return units;
}

/**
 * Combines tracks into 30 days: days 1-5 are the primary track's 5-day project, whole. The other 25
 * days are shared out; each track keeps its own order (later days build on earlier ones), a secondary
 * track's first five days stay together as its own mini project, and tracks take turns by progress
 * in blocks of two days.
 */
export function interleave(sequences: PlannedDay[][]): PlannedDay[] {
  const [primary, ...others] = sequences;
  if (!primary) return [];
  if (others.length === 0) return primary.slice(0, PLAN_LENGTH);
  const opening = primary.slice(0, 5);
  const slots = PLAN_LENGTH - opening.length;
  const base = Math.floor(slots / sequences.length);
  const quotas = sequences.map(
    (_sequence, index) => base + (index < slots - base * sequences.length ? 1 : 0),
  );
  const queues: Unit[][] = sequences.map((sequence, index) => {
    const quota = quotas[index] ?? 0;
    if (index === 0) return [];
    const taken = sequence.slice(0, quota);
    const head = taken.length >= 5 ? [{ track: index, days: taken.slice(0, 5) }] : [];
    return [...head, ...pairs(taken.slice(head.length > 0 ? 5 : 0), index)];
  });
  queues[0] = pairs(primary.slice(5, 5 + (quotas[0] ?? 0)), 0);
  const taken = sequences.map(() => 0);
  const result = [...opening];
  while (result.length < PLAN_LENGTH) {
    let pick = -1;
    for (let index = 0; index < queues.length; index += 1) {
      if ((queues[index]?.length ?? 0) === 0) continue;
      const ratio = (taken[index] ?? 0) / (quotas[index] ?? 1);
      const best = pick < 0 ? Infinity : (taken[pick] ?? 0) / (quotas[pick] ?? 1);
      if (ratio < best) pick = index;
    }
    const unit = pick < 0 ? undefined : queues[pick]?.shift();
    if (!unit) break;
    result.push(...unit.days);
    taken[pick] = (taken[pick] ?? 0) + unit.days.length;
  }
  return result.slice(0, PLAN_LENGTH);
}

export function outlineEntry(day: CurriculumDay): PlanDay {
  return {
    topicName: day.topicName,
    quiz: day.quiz.map((item) => item.question),
    project: day.project,
    exercise: day.exercise,
  };
}

/**
 * The goal's words that are not the track's own name ("machine learning math" → "math", "React hooks" →
 * "hooks"), context ("for backend devs") left out. Aliases count as asked: "pandas" is a subject inside
 * Data Analysis, not its name.
 */
function goalBeyond(goal: string, context: readonly string[], tracks: readonly Track[]): string {
  // The words that name any of the plan's tracks: "data analysis" in "python for data analysis" is the
  // data-analysis track, not a subject inside the Python track.
  const own = new Set(tracks.flatMap((track) => topicWords(`${track.title} ${track.id}`)));
  let subject = normaliseGoal(goal);
  // "with pandas" is read as context when the rest names the track, but it is what the learner asks for.
  for (const phrase of context)
    if (!/^(with|using|in|via|through) /.test(phrase)) subject = subject.replace(phrase, ' ');
  return topicWords(subject)
    .filter((word) => !own.has(word))
    .join(' ');
}

/**
 * "Python for data analysis" at Intermediate or Advanced: the learner has the basics the named subject
 * builds on, so the track that needs the other as a prerequisite leads. A beginner keeps the goal's order.
 */
function prerequisitesLast(matched: Track[], level: ExperienceLevel): Track[] {
  const [primary, ...others] = matched;
  if (!primary || level === 'Beginner') return matched;
  const dependent = others.find((track) => track.prerequisites.includes(primary.id));
  return dependent ? [dependent, ...matched.filter((track) => track !== dependent)] : matched;
}

/** The offline engine's plan: curated tracks for the goal (or the generic curriculum) at the level. */
export function buildOfflinePlan(goal: string, level: ExperienceLevel): OfflinePlan {
  const match = matchGoal(goal);
  const matched = prerequisitesLast(
    match.trackIds.map(trackById).filter((track): track is Track => Boolean(track)),
    level,
  );
  const sources = matched.length > 0 ? matched : [genericTrack(match.subject)];
  const days = interleave(
    sources.map((track) => levelSequence(track, level, goalBeyond(goal, match.context, sources))),
  );
  const outline: PlanOutline = {};
  days.forEach((day, index) => {
    outline[String(index + 1)] = outlineEntry(day.content);
  });
  return {
    tracks: matched.map((track) => track.id),
    subject: match.subject,
    days,
    outline,
    sources: days.map((day) => day.source),
  };
}
