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
  using use about into more skills skill day days month weeks week`.split(/\s+/),
);

/** Word roots: "designing", "designer" and "designs" meet at "design". */
const root = (word: string) => word.replace(/(ing|ers|er|es|s|ed)$/, '').slice(0, 7);

const wordsOf = (text: string) =>
  normaliseGoal(text)
    .split(/[\s/.-]+/)
    .filter((word) => word.length > 2 && !STOP.has(word))
    .map(root);

/** Broadly useful first courses, offered when a goal shares no word with any course. */
export const STARTER_COURSES = ['python', 'javascript', 'excel-spreadsheets'];

/**
 * The curated courses nearest to a goal no course covers: those sharing most of the goal's word roots
 * (title and aliases count double), else the broad starters. Never more than `limit`.
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
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score);
  const picked = scored.slice(0, limit).map((entry) => entry.track);
  for (const id of STARTER_COURSES) {
    if (picked.length >= limit) break;
    const starter = library.find((track) => track.id === id);
    if (starter && !picked.includes(starter)) picked.push(starter);
  }
  return picked;
}
