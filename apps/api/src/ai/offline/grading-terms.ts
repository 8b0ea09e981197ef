import { terms } from './terms';
import { idf } from './vocabulary';

/**
 * Ways learners say what our key points say, beyond terms.ts's shared synonyms: only for grading, so
 * retrieval keeps its sharper vocabulary. Each group folds to its first word.
 */
const GROUPS: readonly string[] = [
  'render rerender re-render repaint redraw',
  'reset recreate reinitialise reinitialize scratch fresh',
  'parent enclosing outer',
  'down downward downwards',
  'readonly read-only immutable unchangeable',
  'miss missing absent',
  'template blueprint',
  'instance copy',
  'high higher worse',
  'low lower',
  'setup installation install configuration environment',
  'tool toolchain',
  'list report',
  'stage staging',
  'snapshot history',
  'store record',
  'remember retain capture alive',
  'check look lookup',
  'receiv query fetch',
  'fill put populate',
  'pass hand hands handed give given',
  'change modify modified edit edited',
  'speak talk speech presentation',
  'hang stall freeze',
  'exit abort quit',
  'unset undefined undeclared',
];

/** A light second stemmer for grading: derivational endings folded, so "inspects"/"inspection" meet. */
export function deepFold(term: string): string {
  let value = term.replace(/^re-(?=[a-z]{4})/, '').replace(/-/g, '');
  if (value.length > 6)
    value = value.replace(/(ational|ization|isation|ation|ition|ement|ness|ity|ence|ance)$/, '');
  if (value.length > 6) value = value.replace(/(at|iz|is|abl|ibl|iv|ful|ous|al|ic|ent|ant|er|or)$/, '');
  // The shared stemmer leaves short plurals ("rows") and "-ied" forms ("modifi") alone.
  if (value.length >= 4 && /[^su]s$/.test(value)) value = value.slice(0, -1);
  if (value.length > 4) value = value.replace(/i$/, 'y');
  return value;
}

const SYNONYM = new Map<string, string>();
for (const line of GROUPS) {
  const [head = '', ...rest] = line.split(' ').flatMap((word) => terms(word).map(deepFold));
  for (const word of [head, ...rest]) if (!SYNONYM.has(word)) SYNONYM.set(word, head);
}

/** The form a grader compares: terms.ts's term, stemmed once more and folded through the groups above. */
export function gradingForm(term: string): string {
  const folded = deepFold(term);
  return SYNONYM.get(folded) ?? folded;
}

export interface Bag {
  /** Grading forms of the text's terms (and of each part of a hyphenated term). */
  forms: Set<string>;
}

/** Phrases that say one key word in several ("must not change" is "read-only"): rewritten before matching. */
const PHRASES: ReadonlyArray<[RegExp, string]> = [
  [
    /\b(?:can ?not|can'?t|must ?not|mustn'?t|should ?not|shouldn'?t|never|not (?:allowed|supposed) to)\s+(?:be\s+)?(?:modif|chang|mutat|edit|reassign|writ)\w*/gi,
    ' read-only ',
  ],
  [/\b(?:is ?n[o']t|are ?n[o']t|not)\s+(?:there|found|present|in (?:it|the cache))\b/gi, ' missing '],
  [/\bread[\s-]only\b/gi, ' read-only '],
  [
    /\b(?:starts?|starting|begins?) (?:over|again|afresh|from scratch)\b|\b(?:created|made|initiali[sz]ed|set up) (?:again|afresh|from scratch)\b/gi,
    ' reset ',
  ],
];

export function phrased(text: string): string {
  return PHRASES.reduce((value, [pattern, word]) => value.replace(pattern, word), text);
}

export function bagOf(text: string): Bag {
  const forms = new Set<string>();
  for (const term of terms(phrased(text))) {
    forms.add(gradingForm(term));
    if (term.includes('-')) for (const part of terms(term.replace(/-/g, ' '))) forms.add(gradingForm(part));
  }
  return { forms };
}

/** One form a word-ending longer than the other ("inf"/"infer", where the shared stemmer cut too far). */
const near = (a: string, b: string) => {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length < 3 || !long.startsWith(short)) return false;
  return short.length >= 5 || ['e', 'er', 'ed', 's', 'es'].includes(long.slice(short.length));
};

const matches = (form: string, have: Bag) =>
  have.forms.has(form) || [...have.forms].some((word) => near(word, form));

export interface Wanted {
  form: string;
  /** How telling the term is (idf over the library), at least 0.5 so no word of a key point is free. */
  weight: number;
  /** The question already uses it. */
  echoed: boolean;
}

/** Terms of `text` as weighted grading forms, marking those the question (`asked`) already uses. */
export function wantedOf(text: string, asked?: Bag): Wanted[] {
  const seen = new Map<string, number>();
  for (const term of terms(phrased(text))) {
    const form = gradingForm(term);
    seen.set(form, Math.max(seen.get(form) ?? 0, idf(term), 0.5));
  }
  return [...seen].map(([form, weight]) => ({ form, weight, echoed: asked ? matches(form, asked) : false }));
}

/**
 * The weighted share of `wanted` that `have` covers, 0..1 (0 when nothing is wanted). A word the
 * question already used counts `echoWeight` of its weight when matched: it is needed, but it is no
 * evidence of understanding.
 */
export function weightedShare(wanted: readonly Wanted[], have: Bag, echoWeight = 1): number {
  const total = wanted.reduce((sum, entry) => sum + entry.weight, 0);
  if (total === 0) return 0;
  const got = wanted
    .filter((entry) => matches(entry.form, have))
    .reduce((sum, entry) => sum + entry.weight * (entry.echoed ? echoWeight : 1), 0);
  return got / total;
}

/** The forms of `have` that are not in `exclude`: what an answer adds beyond the question's words. */
export function ownForms(have: Bag, exclude: Bag): Bag {
  return { forms: new Set([...have.forms].filter((form) => !matches(form, exclude))) };
}
