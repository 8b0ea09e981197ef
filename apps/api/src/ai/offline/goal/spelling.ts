/**
 * Typos in technology names ("pyhton", "javscript", "kubernates") are corrected against the words of
 * the library's aliases: a word the library does not know, of five letters or more, becomes the known
 * word one edit away (two for words of eight letters or more) that starts with the same letter.
 * Everyday English words are never corrected, so "public speaking" does not turn into "publish".
 */

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions), capped at `max` + 1. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_unused, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (previous2[j - 2] ?? 0) + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

const COMMON_WORDS = new Set(
  `about after again all also apps basic basics become before best better build building business career
  careers change class classes coding college company complete course courses create daily design designing
  develop developer developers development different doing easy english every everything exam exams first
  free from full games general getting going great guide hands help hindi home house improve india indian
  intro know language languages learn learning level little local making master month months music new
  office online people personal playing practical practice problem problems project projects public quick
  ready really school science simple skill skills small speaking start started student students study
  systems teach teaching their things think today tools topic topics under understand using video videos
  want website websites while working world write writing years young`
    .split(/\s+/)
    .filter(Boolean),
);

export class Speller {
  private readonly words: ReadonlySet<string>;
  private readonly byInitial = new Map<string, string[]>();

  constructor(vocabulary: Iterable<string>) {
    this.words = new Set(vocabulary);
    for (const word of this.words) {
      if (word.length < 4) continue;
      const initial = word[0] ?? '';
      const list = this.byInitial.get(initial) ?? [];
      list.push(word);
      this.byInitial.set(initial, list);
    }
  }

  /** The known word `word` was probably meant as, or `word` itself. */
  correct(word: string): string {
    if (word.length < 5 || this.words.has(word) || COMMON_WORDS.has(word) || /\d/.test(word)) return word;
    const max = word.length >= 8 ? 2 : 1;
    let best = word;
    let bestDistance = max + 1;
    for (const known of this.byInitial.get(word[0] ?? '') ?? []) {
      const distance = editDistance(word, known, max);
      if (distance < bestDistance) {
        best = known;
        bestDistance = distance;
      }
    }
    return best;
  }

  correctText(text: string): string {
    return text
      .split(' ')
      .map((word) => this.correct(word))
      .join(' ');
  }
}
