import { read } from './meaning';
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
  /** Forms the text uses only inside a negation ("should **not divide**"). */
  negated: Set<string>;
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

const formsOf = (text: string): string[] =>
  terms(text).flatMap((term) => [
    gradingForm(term),
    ...(term.includes('-') ? terms(term.replace(/-/g, ' ')).map(gradingForm) : []),
  ]);

/** A text as the grader reads it: phrases folded, then lemmas and numbers (meaning.ts). */
export function bagOf(text: string): Bag {
  const reading = read(phrased(text));
  const all = formsOf(reading.text);
  const inNegation = formsOf(reading.negated.join(' '));
  const count = (list: readonly string[], form: string) => list.filter((entry) => entry === form).length;
  const negated = new Set(inNegation.filter((form) => count(inNegation, form) >= count(all, form)));
  return { forms: new Set(all), negated };
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
  /** The text says it only inside a negation. */
  negated: boolean;
}

/** A number in a key point is its crux: it weighs as much as a few of the library's rarest words. */
const NUMBER_WEIGHT = 10;

/** Terms of `text` as weighted grading forms, marking those the question (`asked`) already uses. */
export function wantedOf(text: string, asked?: Bag): Wanted[] {
  const reading = read(phrased(text));
  const negated = bagOf(text).negated;
  const seen = new Map<string, number>();
  for (const term of terms(reading.text)) {
    const form = gradingForm(term);
    // A number is as telling as the rarest word: "12" in "divide by 12" is the point.
    const weight = /^q[\dmp]+q$/.test(term) ? NUMBER_WEIGHT : idf(term);
    seen.set(form, Math.max(seen.get(form) ?? 0, weight, 0.5));
  }
  return [...seen].map(([form, weight]) => ({
    form,
    weight,
    echoed: asked ? matches(form, asked) : false,
    negated: negated.has(form),
  }));
}

/** Words that say the opposite of each other: an answer with one where the rubric has the other contradicts it. */
const OPPOSITES: ReadonlyArray<readonly [string, string]> = [
  ['multiply', 'divide'],
  ['increase', 'decrease'],
  ['before', 'after'],
  ['more', 'less'],
  ['higher', 'lower'],
  ['add', 'subtract'],
  ['always', 'never'],
  ['mutable', 'immutable'],
  ['synchronous', 'asynchronous'],
  ['inside', 'outside'],
  ['first', 'last'],
  ['public', 'private'],
  ['client', 'server'],
  ['left', 'right'],
  ['true', 'false'],
  ['allow', 'block'],
  ['encrypt', 'decrypt'],
  ['ascend', 'descend'],
].map(([a = '', b = '']) => [gradingForm(terms(a)[0] ?? a), gradingForm(terms(b)[0] ?? b)] as const);

const opposite = (form: string) => OPPOSITES.flatMap(([a, b]) => (a === form ? [b] : b === form ? [a] : []));

/**
 * The weighted share of what the answer matches of `wanted` (the question's own words aside) that it
 * says the other way round: under a negation where the rubric states it ("you should **not divide**"
 * against "divide the annual rate by 12"), or as its opposite ("multiply" for "divide"). 0 when the
 * answer matches nothing. A rubric's negation said in other words ("nothing is checked") is not
 * counted: learners have too many ways to say no.
 */
export function contradiction(
  wanted: readonly Wanted[],
  have: Bag,
  rubric: readonly Wanted[] = wanted,
): number {
  const stated = new Set(rubric.map((entry) => entry.form));
  // A form the rubric negates anywhere is no evidence either way; each form counts once.
  const negated = new Set(rubric.filter((entry) => entry.negated).map((entry) => entry.form));
  const seen = new Set<string>();
  let matched = 0;
  let against = 0;
  for (const entry of wanted) {
    if (entry.echoed || negated.has(entry.form) || seen.has(entry.form)) continue;
    seen.add(entry.form);
    const said = matches(entry.form, have);
    // The rubric may contrast the pair itself ("low training error, high validation error").
    const flipped = !said && opposite(entry.form).some((form) => have.forms.has(form) && !stated.has(form));
    if (!said && !flipped) continue;
    matched += entry.weight;
    if (flipped || have.negated.has(entry.form)) against += entry.weight;
  }
  return matched === 0 ? 0 : against / matched;
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
  return {
    forms: new Set([...have.forms].filter((form) => !matches(form, exclude))),
    negated: have.negated,
  };
}
