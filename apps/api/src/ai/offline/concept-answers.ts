import type { PlanOutline } from '@pathwise/contract';
import { passagesOf, quote, searchPassages, type Passage } from './passages';
import { searchDays, type IndexedDay } from './search';
import { queryTerms, termSet } from './terms';
import { idf } from './vocabulary';

export interface ConceptAnswer {
  text: string;
  trackId: string;
  topicName: string;
  confidence: number;
}

interface Candidate {
  day: IndexedDay;
  passage: Passage;
  /** Share of the question's meaning (idf-weighted) found word for word in the passage, its heading or its topic. */
  exact: number;
  /** The same share in the lesson's topic name alone. */
  topic: number;
  defines: boolean;
  score: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** idf-weighted share of `wanted` found in `have`, whole terms only ("virtual" is not "virtualization"). */
function exactShare(wanted: readonly string[], have: ReadonlySet<string>): number {
  let total = 0;
  let found = 0;
  for (const term of wanted) {
    const weight = idf(term);
    total += weight;
    if (have.has(term)) found += weight;
  }
  return total === 0 ? 0 : found / total;
}

/**
 * Whether the passage has a sentence that starts by defining the subject: "A closure is …", "Closures
 * let …". A passage that only mentions the term in passing ("a closure keeps the array alive") doesn't.
 */
function definesSubject(passage: Passage, subject: string): boolean {
  if (!subject) return false;
  const start = new RegExp(
    `(^|[.!?:]\\s+|\\n\\s*(?:[-*]\\s+)?)(\\*\\*)?(an?|the)?\\s*\\*?\\*?${escape(subject)}\\w{0,3}\\*?\\*?\\s+(is|are|means|mean|lets|let|runs|run|keeps|keep|gives|give|describes|measures|returns|makes|tells)\\b`,
    'i',
  );
  return start.test(passage.markdown);
}

/** The question's subject in the learner's words: its content words, in order, without the question frame. */
function subjectOf(question: string): string {
  return question
    .replace(/[?!.]+$/g, '')
    .replace(
      /^\s*(what('?s| is| are| does)?|how (do|does|can|should) (i |you |we )?|why (do|does|is|are)|when (do|should) (i|you)|explain|define|tell me about|can you explain)\s+/i,
      '',
    )
    .replace(/^(an?|the)\s+/i, '')
    .replace(/\s+(work|works|mean|means|do|used for|in \w+)$/i, '')
    .trim();
}

/**
 * Forum shorthand and filler, rewritten to the words the lessons use: "whats the diff b/w let n const"
 * asks what "what is the difference between let and const" asks. Each pair runs on the whole question.
 */
const SHORTHAND: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bwhats\b/gi, 'what is'],
  [/\bwat\b/gi, 'what'],
  [/\b(what|why|how|where|when) r\b/gi, '$1 are'],
  [/\b(r|ru) u\b/gi, 'are you'],
  [/\bu\b/gi, 'you'],
  [/\bb\/w\b|\bbtwn\b|\bbetwn\b/gi, 'between'],
  [/\bdiff\b|\bdifferance\b/gi, 'difference'],
  [/(?<=\w) n (?=\w)/gi, ' and '],
  [/\b(pls|plz|please|thx|thanks|lol|bro|guys|eli5)\b|\blike i'?m (5|five)\b/gi, ' '],
  [
    /^\s*(can|could|would) (someone|anyone|you|u) (please )?(explain|tell me about|help me understand)\b/i,
    'explain',
  ],
  [/\s+(explained|in simple words|in simple terms|simply)\s*[?!.]*$/i, ''],
  [/\b(what does it do|what is it for)\b/gi, ''],
  [/\bjs\b/gi, 'JavaScript'],
  [/\bts\b(?=.*\b(type|interface|generic)s?\b)/gi, 'TypeScript'],
  [/\bbig[\s-]o( notation)?\b/gi, 'Big-O'],
  [/\bvirtual env(ironment)?s?\b/gi, 'venv'],
];

export const expandShorthand = (question: string): string =>
  SHORTHAND.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), question)
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A concept question answered from the curated library: the lesson passage that covers it best, only
 * when the question's telling words are in it word for word (or in its lesson's topic) and the passage
 * is about them (its topic or heading names them, or it defines them). Otherwise undefined: an
 * unrelated passage is worse than "I don't know".
 */
export function conceptAnswer(
  asked: string,
  options: { tracks?: readonly string[] | undefined; outline?: PlanOutline | undefined },
): ConceptAnswer | undefined {
  // Shorthand expanded ("Big O" would lose its one-letter word, and with it its meaning); "the difference between" is the
  // question's frame, not its subject, and no passage says it.
  const question = expandShorthand(asked).replace(
    /\b(what'?s |what is )?(the )?differences? between\b|\bcompared (to|with)\b|\bversus\b|\bvs\.?(?=\s)/gi,
    ' ',
  );
  const wanted = queryTerms(question);
  if (wanted.length === 0) return undefined;
  const key = [...wanted].sort((a, b) => idf(b) - idf(a))[0] ?? '';
  const subject = subjectOf(question);
  const howTo = /^\s*how (do|can|should|would) (i|you|we)\b/i.test(question);
  const preferred = new Set(options.tracks ?? []);
  const candidates: Candidate[] = [];
  for (const hit of searchDays(question, 6, { tracks: options.tracks ?? [] })) {
    const topicTerms = termSet(hit.day.content.topicName);
    // The track names the context a question takes for granted: "Python" in "how do Python decorators work?".
    const trackTerms = termSet(hit.day.trackTitle);
    for (const { passage } of searchPassages(passagesOf(hit.day.content.explanation), question, 3)) {
      const all = new Set([...passage.terms, ...topicTerms, ...trackTerms]);
      const exact = exactShare(wanted, all);
      const topic = exactShare(wanted, topicTerms);
      const defines = definesSubject(passage, subject);
      // The lesson is about the question: its topic or the section's heading names the most telling word;
      // or, for a how-to question that names no concept ("add an item to the end of a list"), the topic
      // names part of it and the passage says nearly all of it.
      const named =
        topicTerms.has(key) || termSet(passage.heading).has(key) || (howTo && topic > 0 && exact >= 0.9);
      if (exact < 0.75 || !all.has(key) || !(named || defines)) continue;
      const phrase = subject.includes(' ') && passage.markdown.toLowerCase().includes(subject.toLowerCase());
      const score =
        exact + topic + (defines ? 0.5 : 0) + (phrase ? 0.5 : 0) + (preferred.has(hit.day.trackId) ? 0.1 : 0);
      candidates.push({ day: hit.day, passage, exact, topic, defines, score });
    }
  }
  const best = candidates.sort((a, b) => b.score - a.score)[0];
  if (!best) return undefined;
  const { content, trackTitle, trackId } = best.day;
  const entry = Object.entries(options.outline ?? {}).find(
    ([, value]) => value.topicName === content.topicName,
  );
  const where = entry ? ` (day ${entry[0]} of your plan)` : '';
  return {
    text: `${quote(best.passage)}\n\nThis comes from the lesson "${content.topicName}" in the ${trackTitle} track${where}. Next step: ${content.exercise}`,
    trackId,
    topicName: content.topicName,
    confidence: best.score,
  };
}
