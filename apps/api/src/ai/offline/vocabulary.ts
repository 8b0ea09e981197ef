import { tracks } from './curricula';
import { termSet } from './terms';

let frequencies: { days: number; df: Map<string, number> } | undefined;

/** How many curated days use each term: built once, on first use. */
function documentFrequencies() {
  if (frequencies) return frequencies;
  const df = new Map<string, number>();
  let days = 0;
  for (const track of tracks)
    for (const day of [...track.days, ...track.advancedDays]) {
      days += 1;
      const text = `${day.topicName} ${day.explanation} ${day.quiz.map((item) => `${item.question} ${item.answer}`).join(' ')}`;
      for (const term of termSet(text)) df.set(term, (df.get(term) ?? 0) + 1);
    }
  frequencies = { days, df };
  return frequencies;
}

/**
 * How telling a term is (inverse document frequency over the curated library): "closure" says far more
 * about a question than "javascript", and a term the library never uses says the most of all.
 */
export function idf(term: string): number {
  const { days, df } = documentFrequencies();
  return Math.log((days + 1) / ((df.get(term) ?? 0) + 0.5));
}

const has = (term: string, have: ReadonlySet<string>, list: readonly string[]) =>
  have.has(term) || (term.length >= 4 && list.some((word) => word.startsWith(term)));

/**
 * The share of a question's meaning a text covers: its terms weighted by idf, a longer word that starts
 * with a term counting as the term ("hook" → "hooks"). A text that has only the common words of a
 * question ("javascript" of "closure in javascript") covers little of it.
 */
export function weightedCoverage(wanted: readonly string[], have: ReadonlySet<string>): number {
  const unique = [...new Set(wanted)];
  if (unique.length === 0) return 0;
  const list = [...have];
  let total = 0;
  let covered = 0;
  for (const term of unique) {
    const weight = idf(term);
    total += weight;
    if (has(term, have, list)) covered += weight;
  }
  return total === 0 ? 0 : covered / total;
}
