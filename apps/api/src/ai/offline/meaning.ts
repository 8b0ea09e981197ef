import { createRequire } from 'node:module';
import type winkNLP from 'wink-nlp';

/**
 * What the grader reads in a text before it compares words (decision 037): English lemmas ("ran" →
 * "run", "children" → "child") and which words a negation governs ("should **not divide** the rate"),
 * from wink-nlp's packaged English model; and the numbers the text states, whatever their spelling
 * ("one fifth", "20 %", "₹1 crore", "ten million"), as one canonical word each.
 */
export interface Reading {
  /** The text with each word replaced by its lemma and each number by its canonical word. */
  text: string;
  /** The words (lemmas) that stand in the scope of a negation, in order. */
  negated: string[];
}

let engine: ReturnType<typeof winkNLP> | undefined;
/**
 * Loaded on the first grade (about 0.3 s and 17 MB of heap), in the engine's worker thread only. Required
 * here rather than imported: the model's module alone is ~25 MB of RSS, which a thread that only answers
 * greetings and questions never needs.
 */
const nlp = () => {
  if (!engine) {
    const require = createRequire(import.meta.url);
    const load = require('wink-nlp') as typeof winkNLP;
    engine = load(require('wink-eng-lite-web-model') as Parameters<typeof winkNLP>[0], [
      'sbd',
      'negation',
      'pos',
    ]);
  }
  return engine;
};

const WORD = /^[a-z]+$/i;

/** A word table without Object's own keys ("constructor" is not a number). */
const table = (entries: Record<string, number>) => new Map(Object.entries(entries));
/** Words that end a negation's scope. */
const CLAUSE =
  /^(?:and|but|so|because|since|while|whereas|which|then|or|when|whenever|if|unless|until|after|before|as|that)$/i;
const LEMMATISED = new Set(['NOUN', 'VERB']);
/** Auxiliaries keep their written form: "ca" + "n't" would come back as "cann't". */
const AUXILIARY = new Set([
  'be',
  'have',
  'do',
  'can',
  'ca',
  'will',
  'wo',
  'shall',
  'would',
  'should',
  'could',
  'may',
  'might',
  'must',
]);

/** Lemmas the grader keeps as written: the model folds them into words that mean something else here. */
const KEEP = new Set([
  'data',
  'media',
  'criteria',
  'less',
  'lesser',
  'better',
  'best',
  'worse',
  'worst',
  'saw',
  'left',
  'found',
  'bound',
  'lay',
  'lied',
  'fell',
  'wound',
  'ground',
  'rose',
  'felt',
  'lives',
  'means',
]);

const UNITS = table({
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  a: 1,
  an: 1,
});
const SCALES = table({
  hundred: 100,
  thousand: 1e3,
  k: 1e3,
  lakh: 1e5,
  lakhs: 1e5,
  lac: 1e5,
  lacs: 1e5,
  million: 1e6,
  millions: 1e6,
  mn: 1e6,
  crore: 1e7,
  crores: 1e7,
  cr: 1e7,
  billion: 1e9,
  bn: 1e9,
});
const FRACTIONS = table({
  half: 2,
  halves: 2,
  third: 3,
  thirds: 3,
  quarter: 4,
  quarters: 4,
  fourth: 4,
  fourths: 4,
  fifth: 5,
  fifths: 5,
  sixth: 6,
  sixths: 6,
  eighth: 8,
  eighths: 8,
  tenth: 10,
  tenths: 10,
});
const PERCENT = /^(?:%|percent|per ?cent|pc|pct)$/i;

/** A number as one word the stemmers leave alone: 0.2 → "q0p2q". */
export const numberWord = (value: number) =>
  `q${String(Number(value.toPrecision(4)))
    .replace('-', 'm')
    .replace('.', 'p')}q`;

const digits = (word: string) => {
  const clean = word.replace(/^[₹$€£]|^(?:rs\.?|inr|usd)/i, '').replace(/,/g, '');
  return /^\d+(?:\.\d+)?$/.test(clean) ? Number(clean) : undefined;
};

/**
 * Reads one number starting at `words[start]`: digits or number words, a scale ("lakh", "million"),
 * a fraction ("one fifth", "a quarter", "3/4", "half") and a percent sign or word.
 */
function readNumber(words: readonly string[], start: number): { value: number; length: number } | undefined {
  let index = start;
  let value: number | undefined;
  const first = words[index]?.toLowerCase() ?? '';
  const slash = /^(\d+)\/(\d+)$/.exec(first);
  if (slash && Number(slash[2]) > 0 && Number(slash[2]) <= 12)
    return { value: Number(slash[1]) / Number(slash[2]), length: 1 };
  const numeric = digits(first);
  if (numeric !== undefined) {
    value = numeric;
    index += 1;
  } else if (first === 'half' || first === 'halves') {
    return { value: 0.5, length: 1 };
  } else if (UNITS.has(first) && !['a', 'an'].includes(first)) {
    value = 0;
    let part = 0;
    while (index < words.length) {
      const word = words[index]!.toLowerCase();
      if (UNITS.has(word) && !['a', 'an'].includes(word)) part += UNITS.get(word)!;
      else if (word === 'hundred') part = Math.max(1, part) * 100;
      else if (word === 'and' && index > start) {
        index += 1;
        continue;
      } else break;
      index += 1;
    }
    value = part;
  } else if (
    (first === 'a' || first === 'an') &&
    (FRACTIONS.get(words[index + 1]?.toLowerCase() ?? '') ?? 0) > 0
  ) {
    value = 1;
    index += 1;
  } else return undefined;
  const next = words[index]?.toLowerCase() ?? '';
  if (SCALES.has(next)) {
    value *= SCALES.get(next)!;
    index += 1;
  } else if (FRACTIONS.has(next) && value > 0 && value < 20) {
    value /= FRACTIONS.get(next)!;
    index += 1;
  } else if (PERCENT.test(next) || (next === 'per' && words[index + 1]?.toLowerCase() === 'cent')) {
    value /= 100;
    index += next === 'per' ? 2 : 1;
  }
  // "one in five", "1 out of 5": a share.
  if (['in', 'of'].includes(next) || (next === 'out' && words[index + 1] === 'of')) {
    const skip = next === 'out' ? 2 : 1;
    const denominator = readNumber(words, index + skip);
    if (denominator && denominator.value > 0 && value <= denominator.value && next !== 'of')
      return { value: value / denominator.value, length: index + skip + denominator.length - start };
  }
  return { value, length: index - start };
}

/** Words and the spaces before them: numbers read over whole words, "20%" split into "20 %". */
function canonicalNumbers(text: string): string {
  const parts = text
    .replace(/(\d)(%)/g, '$1 $2')
    .replace(/([₹$])\s+(\d)/g, '$1$2')
    .replace(/[()]/g, ' $& ')
    .replace(/\b([a-z]+)-([a-z]+)\b/gi, (whole, tens: string, unit: string) =>
      UNITS.has(tens.toLowerCase()) && UNITS.has(unit.toLowerCase()) ? `${tens} ${unit}` : whole,
    )
    .split(/(\s+)/);
  const words = parts.filter((_, index) => index % 2 === 0);
  const out: string[] = [];
  for (let index = 0; index < words.length;) {
    const word = words[index]!;
    const trail = /[.,;:!?)]+$/.exec(word)?.[0] ?? '';
    const found = readNumber(
      words
        .slice(index, index + 6)
        .map((entry, offset) =>
          offset === 0
            ? entry.slice(0, entry.length - trail.length) || entry
            : entry.replace(/[.,;:!?)]+$/, ''),
        ),
      0,
    );
    if (found && found.length > 0 && !(found.length === 1 && ['a', 'an'].includes(word.toLowerCase()))) {
      const last = words[index + found.length - 1] ?? '';
      out.push(`${numberWord(found.value)}${/[.,;:!?)]+$/.exec(last)?.[0] ?? ''}`);
      index += found.length;
    } else {
      out.push(word);
      index += 1;
    }
  }
  return out.join(' ');
}

const cache = new Map<string, Reading>();
const CACHE_SIZE = 2000;

/** The reading of a text (cached: the same rubric is read for every answer to it). */
export function read(text: string): Reading {
  const hit = cache.get(text);
  if (hit) return hit;
  const doc = nlp().readDoc(text);
  const { its } = nlp();
  const tokens = doc.tokens();
  const values = tokens.out();
  /* eslint-disable @typescript-eslint/unbound-method -- wink-nlp's `its` helpers are plain functions it calls itself */
  // The model's typings declare `lemma` with an extra parameter; it reads like any token property.
  const lemmas = tokens.out(its.lemma as unknown as typeof its.value);
  const spaces = tokens.out(its.precedingSpaces);
  const flags = tokens.out(its.negationFlag);
  const tags = tokens.out(its.pos);
  /* eslint-enable @typescript-eslint/unbound-method */
  let rebuilt = '';
  const negated: string[] = [];
  // The model's negation starts at "not", "n't" and "never"; "no" and "without" govern the next words too.
  let scope = 0;
  let cut = false;
  let span = '';
  // A run of negated words, numbers read as one: "not ₹5 crore" is one number, negated.
  const flush = (text: string) => {
    if (text.trim()) negated.push(...canonicalNumbers(text.trim()).split(/\s+/));
    return '';
  };
  values.forEach((value, index) => {
    const lemma = String(lemmas[index] ?? value);
    // Nouns and verbs only: an adjective's lemma can be another word ("outer" → "out", "lower" → "low").
    const keep =
      !LEMMATISED.has(String(tags[index])) ||
      KEEP.has(value.toLowerCase()) ||
      AUXILIARY.has(lemma) ||
      !WORD.test(lemma);
    const word = WORD.test(value) && !keep ? lemma : value;
    rebuilt += `${String(spaces[index] ?? '')}${word}`;
    const plain = /^[a-z]+(?:-[a-z]+)*$/i.test(value);
    // Numbers and their signs ("20", "%", "₹") belong to the negated words around them.
    const content = plain || /^[\d₹$%.,/]+$|^(?:rs|inr)\.?$/i.test(value);
    // The model's scope runs to the end of the clause; a subordinate clause ("when you change it") is not in it.
    if (!flags[index]) cut = false;
    else if (CLAUSE.test(value)) cut = true;
    const inScope = ((flags[index] && !cut) || scope > 0) && content && !CLAUSE.test(value);
    span = inScope ? `${span}${String(spaces[index] ?? '')}${word}` : flush(span);
    scope = /^(?:no|without)$/i.test(value) ? 4 : content && !CLAUSE.test(value) ? scope - 1 : 0;
  });
  flush(span);
  const reading = { text: canonicalNumbers(rebuilt), negated };
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(text, reading);
  return reading;
}
