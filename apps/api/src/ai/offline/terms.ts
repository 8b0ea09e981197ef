import { stem, stems } from './text';

/**
 * Words that mean the same thing to a grader, each group mapped to its first word. Small on purpose:
 * it covers the ways learners phrase the ideas our rubrics ask for ("lets you" for "the problem it
 * solves", "UI" for "user interface"), not a thesaurus.
 */
const GROUPS: readonly string[] = [
  'purpose problem solves need goal helps allows lets enables aim benefit',
  'example e.g sample illustration',
  'step first next finally after before stage sequence',
  'result output outcome produces',
  'mistake error bug wrong pitfall fails gotcha incorrect broken issue',
  'notice detect spot symptom see catch observe identify',
  'fix correct resolve repair avoid prevent instead',
  'check test verify validate confirm measure assert inspect',
  'expect should predict',
  'alternative other versus vs compared option different contrast',
  'choose pick prefer suits appropriate better best',
  'tradeoff trade-off cost downside drawback advantage disadvantage faster slower simpler easier harder',
  'ui screen display',
  'function func fn method procedure routine',
  'variable var binding',
  'fast quick speed performance efficient',
  'change modify update mutate alter edit',
  'create build generate construct define declare',
  'remove delete erase clear',
  'add append include',
  'reserved keyword',
  'store save persist keep hold',
  'data information info',
  'user customer person people visitor',
  'small tiny little minimal',
  'large big huge',
  'identical equal equivalent',
  'start begin init launch',
  'stop finish close terminate',
  'run execute invoke call',
  'show print',
  'receive read load retrieve',
  'send submit transmit emit',
  'list array collection',
  'object dict dictionary',
  'text string str',
  'number integer int float numeric digit',
  'boolean bool true false',
  'secure safe protect encrypt',
  'required mandatory necessary essential must',
  'because since due therefore cause reason',
];

/** The form every word takes before it is compared: text.ts's stem, folded once more. */
const fold = (word: string) => normalise(stem(word.toLowerCase()));

const CANONICAL = new Map<string, string>();
for (const line of GROUPS) {
  const [head = '', ...rest] = line.split(' ').map(fold);
  for (const word of [head, ...rest]) if (!CANONICAL.has(word)) CANONICAL.set(word, head);
}

/** Extra words that carry no meaning in a learner's question to the tutor or assistant. */
const QUERY_NOISE = new Set(
  ('understand understood didn didnt don dont doesn mean meaning meant confused confusing part bit again ' +
    'lesson today know sure really help give show example clarify simple plain word words term terms ' +
    'question answer stuck lost idea')
    .split(' ')
    .map(fold),
);

/** A stem folded once more ("reserve"/"reserved" → "reserv"), so word forms meet. */
export function normalise(word: string): string {
  let value = word.toLowerCase();
  if (value.length > 4) value = value.replace(/(ies|es|s|ing|ed|ly|ment|ness|ions?|ity)$/, (s) => (s === 'ies' ? 'y' : ''));
  if (value.length > 4) value = value.replace(/(ing|ed|er|ly)$/, '');
  // "overfitting" → "overfitt" → "overfit", as "overfits" → "overfit".
  if (value.length > 4 && /([^aeiouls])\1$/.test(value)) value = value.slice(0, -1);
  if (value.length > 3) value = value.replace(/e$/, '');
  if (value.endsWith("'s")) value = value.slice(0, -2);
  return value;
}

/** A stemmed word's meaning class: folded once more, or the head of its synonym group. */
export function canonical(stemmed: string): string {
  const value = normalise(stemmed);
  return CANONICAL.get(value) ?? value;
}

/** Content terms of a text (stop words dropped, word forms and synonyms folded), in order, repeats kept. */
/** Function words text.ts keeps but that never carry a key point's meaning. */
const MINOR = new Set(['per', 'via', 'etc', 'within', 'without', 'among', 'across', 'onto', 'upon', 'whether', 'either', 'neither']);

export function terms(text: string): string[] {
  return stems(text)
    .filter((word) => !MINOR.has(word))
    .map(canonical);
}

export const termSet = (text: string): Set<string> => new Set(terms(text));

/** Content words with word forms folded but no synonyms: for matching names and titles exactly. */
export const plainTerms = (text: string): string[] => [...new Set(stems(text).map(normalise))];

/** Terms of a learner's question, without the conversational words around the real subject. */
export function queryTerms(text: string): string[] {
  const subject = stems(text).filter((word) => !QUERY_NOISE.has(normalise(word)));
  return [...new Set(subject.map(canonical))];
}

/** Share of `wanted` (deduplicated) found in `have`, 0..1. */
export function share(wanted: Iterable<string>, have: ReadonlySet<string>): number {
  const unique = [...new Set(wanted)];
  if (unique.length === 0) return 0;
  return unique.filter((term) => have.has(term)).length / unique.length;
}
