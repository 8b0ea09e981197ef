import { normaliseGoal } from './normalise';

export interface DescribedTrack {
  id: string;
  title: string;
  aliases: readonly string[];
  audience: string;
  summary: string;
}

const STOP = new Set(
  `a an and or the of for to in on with by from at as is are be how my your our learn learning want
  basics basic course beginner beginners advanced intermediate fundamentals master become get make build
  using use about into more skills skill day days month weeks week
  preparation prep exam exams market`.split(/\s+/),
);

/** Word roots: "designing", "designer" and "designs" meet at "design". */
const root = (word: string) => word.replace(/(ing|ers|er|es|s|ed)$/, '').slice(0, 7);

const wordsOf = (text: string) =>
  normaliseGoal(text)
    .split(/[\s/.-]+/)
    .filter((word) => word.length > 2 && !STOP.has(word))
    .map(root);

/** Broadly useful first courses, offered when a software goal shares no word with any course. */
export const STARTER_COURSES = ['python', 'javascript', 'excel-spreadsheets'];

/**
 * Goals about software. Beekeeping, Spanish or yoga get no starters: Python is not "near" to them, and
 * an unrelated suggestion reads as if we had misunderstood the goal.
 */
const SOFTWARE =
  /\b(programming|program|coding|code|coder|developer|development|dev|software|framework|library|app|apps|tech|technology|computer|computers|it|automation|scripting|database|web|website|data|cloud|api|apis)\b/;

/** One word of a course's summary alone is a coincidence ("engine" in "data engineering"), not nearness. */
const MIN_SCORE = 2;

/**
 * The curated courses nearest to a goal no course covers: those sharing most of the goal's word roots
 * (title and aliases count double), then, for a software goal, the broad starters. Never more than `limit`.
 */
export function nearestTracks<T extends DescribedTrack>(goal: string, library: readonly T[], limit = 3): T[] {
  const goalWords = new Set(wordsOf(goal));
  const scored = library
    .map((track) => {
      const strong = new Set(wordsOf([track.title, ...track.aliases].join(' ')));
      const weak = new Set(wordsOf(`${track.audience} ${track.summary}`));
      let score = 0;
      for (const word of goalWords) score += strong.has(word) ? 2 : weak.has(word) ? 1 : 0;
      return { track, score };
    })
    .filter((entry) => entry.score >= MIN_SCORE)
    .sort((a, b) => b.score - a.score);
  const picked = scored.slice(0, limit).map((entry) => entry.track);
  if (!SOFTWARE.test(normaliseGoal(goal))) return picked;
  for (const id of STARTER_COURSES) {
    if (picked.length >= limit) break;
    const starter = library.find((track) => track.id === id);
    if (starter && !picked.includes(starter)) picked.push(starter);
  }
  return picked;
}
