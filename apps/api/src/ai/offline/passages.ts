import MiniSearch from 'minisearch';
import { queryTerms, termSet, terms } from './terms';
import { weightedCoverage } from './vocabulary';

/** One block of a lesson: a paragraph, list or code example under its section heading. */
export interface Passage {
  id: number;
  heading: string;
  /** The block as written (Markdown), safe to quote in a reply. */
  markdown: string;
  /** Terms of the heading and block, for relevance checks. */
  terms: Set<string>;
}

const HEADING = /^#{1,6}\s+(.+?)\s*#*$/;
const LABEL = /^\*\*([^*]{3,40}?):?\*\*:?\s*/;

/**
 * Splits Markdown into passages: blocks separated by blank lines, code fences kept whole, and a
 * paragraph ending in ":" joined to the code block it introduces (the two only make sense together).
 */
export function passagesOf(markdown: string): Passage[] {
  const blocks: Array<{ heading: string; text: string; code: boolean }> = [];
  let heading = '';
  let current: string[] = [];
  let inCode = false;
  const flush = (code = false) => {
    const text = current.join('\n').trim();
    current = [];
    if (!text) return;
    const previous = blocks.at(-1);
    if (code && previous && !previous.code && previous.heading === heading && /:\s*$/.test(previous.text)) {
      previous.text = `${previous.text}\n${text}`;
      previous.code = true;
      return;
    }
    blocks.push({ heading: LABEL.exec(text)?.[1] ?? heading, text, code });
  };
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) {
      if (inCode) {
        current.push(line);
        flush(true);
      } else {
        flush();
        current.push(line);
      }
      inCode = !inCode;
      continue;
    }
    if (inCode) {
      current.push(line);
      continue;
    }
    const title = HEADING.exec(line);
    if (title) {
      flush();
      heading = (title[1] ?? '').replace(/\*\*/g, '');
      continue;
    }
    if (!line.trim()) flush();
    else current.push(line);
  }
  flush(inCode);
  return blocks.map((block, id) => ({
    id,
    heading: block.heading,
    markdown: block.text,
    terms: termSet(`${block.heading} ${block.text}`),
  }));
}

/** Section headings in reading order, without repeats. */
export const headingsOf = (passages: readonly Passage[]) => [
  ...new Set(passages.map((passage) => passage.heading).filter(Boolean)),
];

export interface PassageHit {
  passage: Passage;
  /** Share of the query's meaning the passage covers (idf-weighted, 0..1). */
  coverage: number;
}

const isCode = (passage: Passage) => passage.markdown.startsWith('```');

/**
 * The passages that answer `query`, best first: ranked by BM25 (MiniSearch, headings boosted) and kept
 * only when they cover at least 60% of the query's meaning (see weightedCoverage), so an unrelated block
 * is never offered as an answer. Prose ranks before a bare code block that matches as well.
 */
export function searchPassages(passages: readonly Passage[], query: string, limit = 2): PassageHit[] {
  const wanted = queryTerms(query);
  if (wanted.length === 0 || passages.length === 0) return [];
  const index = new MiniSearch<{ id: number; heading: string; text: string }>({
    fields: ['heading', 'text'],
    tokenize: (text) => terms(text),
    processTerm: (term) => term,
    searchOptions: { boost: { heading: 2 }, prefix: (term) => term.length >= 4, fuzzy: 0.1 },
  });
  index.addAll(passages.map((passage) => ({ id: passage.id, heading: passage.heading, text: passage.markdown })));
  const byId = new Map(passages.map((passage) => [passage.id, passage]));
  const hits = index
    .search(wanted.join(' '), { tokenize: (text) => text.split(' '), processTerm: (term) => term })
    .flatMap((result, rank) => {
      const passage = byId.get(Number(result.id));
      if (!passage) return [];
      const coverage = weightedCoverage(wanted, passage.terms);
      return coverage >= 0.6 ? [{ passage, coverage, rank }] : [];
    });
  const band = (hit: { coverage: number }) => Math.round(hit.coverage * 5);
  return hits
    .sort((a, b) => band(b) - band(a) || Number(isCode(a.passage)) - Number(isCode(b.passage)) || a.rank - b.rank)
    .slice(0, limit)
    .map(({ passage, coverage }) => ({ passage, coverage }));
}

/** A passage as a quote for a chat reply: whole when short, else cut at a sentence near `max` characters. */
export function quote(passage: Passage, max = 900): string {
  const text = passage.markdown.trim();
  if (text.length <= max || /```/.test(text)) return text;
  const cut = text.slice(0, max);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('.\n'));
  return `${end > max / 3 ? cut.slice(0, end + 1) : cut.trimEnd()} …`;
}
