import type { FaqEntry } from '../content/faq';

/** Words to tokens: lower case, letters and digits only, with plural and -ing endings folded. */
export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map(stem);
}

function stem(word: string): string {
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** A phrase matches when all its words appear in the question; it scores one point per word. */
function score(entry: FaqEntry, words: Set<string>): number {
  let total = 0;
  for (const keyword of entry.keywords) {
    const parts = tokenize(keyword);
    if (parts.length > 0 && parts.every((part) => words.has(part))) total += parts.length;
  }
  return total;
}

/** The entry that best covers the question (the earlier one on a tie), or null when nothing matches. */
export function matchFaq(question: string, entries: FaqEntry[]): FaqEntry | null {
  const words = new Set(tokenize(question));
  let best: FaqEntry | null = null;
  let bestScore = 0;
  for (const entry of entries) {
    const points = score(entry, words);
    if (points > bestScore) {
      best = entry;
      bestScore = points;
    }
  }
  return best;
}
