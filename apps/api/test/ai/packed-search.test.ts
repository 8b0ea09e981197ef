import MiniSearch, { type SearchOptions } from 'minisearch';
import { describe, expect, it } from 'vitest';
import { PackedMiniSearch } from '../../src/ai/offline/packed-search';
import { curatedDays, dayDocuments, dayIndexOptions } from '../../src/ai/offline/search';

const days = [...curatedDays()];
const plain = new MiniSearch(dayIndexOptions);
plain.addAll([...dayDocuments(days)]);
const packed = PackedMiniSearch.build(dayIndexOptions, dayDocuments(days));

// Exact terms, prefixes ("memo", "promis") and typos ("clousre", "recursoin") reach every path of the scoring.
const queries = [
  'What is a closure in JavaScript?',
  'clousre scope',
  'memo',
  'promis async await',
  'LEFT JOIN vs INNER JOIN',
  'recursoin base case',
  'how do I center a div with flexbox',
  'useEffect cleanup function',
  'pricing page for a SaaS startup',
  'git rebase or merge',
  'kubernetes pod',
  ...days.filter((_, i) => i % 7 === 0).map((day) => day.content.topicName),
  ...days
    .filter((_, i) => i % 11 === 0)
    .flatMap((day) => day.content.quiz.slice(0, 1).map((item) => item.question)),
];

describe('PackedMiniSearch', () => {
  it('ranks and scores every query exactly as MiniSearch does over the curated library', () => {
    expect(queries.length).toBeGreaterThan(200);
    let hits = 0;
    for (const query of queries) {
      const expected = plain.search(query);
      hits += expected.length;
      expect(packed.search(query), query).toEqual(expected);
    }
    expect(hits).toBeGreaterThan(queries.length * 10);
  });

  it('filters and boosts per search as MiniSearch does', () => {
    const options: SearchOptions = { fields: ['text'], boost: { text: 2 }, fuzzy: false, prefix: false };
    expect(packed.search('closure', options)).toEqual(plain.search('closure', options));
    expect(packed.documentCount).toBe(days.length);
    expect(packed.termCount).toBe(plain.termCount);
  });

  it('is read-only once built', () => {
    expect(() => packed.add({ ...[...dayDocuments(days.slice(0, 1))][0]!, id: 'new' })).toThrow(/read-only/);
    expect(() => packed.discard(days[0]!.id)).toThrow(/read-only/);
    expect(packed.search('closure').length).toBeGreaterThan(0);
  });
});
