import type { CuratedQuizItem, CurriculumDay } from '@pathwise/contract';
import type { Options } from 'minisearch';
import { tracks } from './curricula';
import { PackedMiniSearch } from './packed-search';
import { normaliseQuestion, stems } from './text';

export interface IndexedDay {
  id: string;
  trackId: string;
  trackTitle: string;
  content: CurriculumDay;
}

export interface DayDocument {
  id: string;
  trackId: string;
  topicName: string;
  text: string;
  quiz: string;
}

interface Indexes {
  search: PackedMiniSearch<DayDocument>;
  days: Map<string, IndexedDay>;
  byTopic: Map<string, IndexedDay>;
  quiz: Map<string, CuratedQuizItem>;
}

let built: Indexes | undefined;

/** Built on first use: the tutor, assistant and graders search every curated day. */
function indexes(): Indexes {
  if (built) return built;
  const days = new Map<string, IndexedDay>();
  const byTopic = new Map<string, IndexedDay>();
  const quiz = new Map<string, CuratedQuizItem>();
  for (const day of curatedDays()) {
    days.set(day.id, day);
    byTopic.set(day.content.topicName.toLowerCase(), day);
    for (const item of day.content.quiz) quiz.set(normaliseQuestion(item.question), item);
  }
  const search = PackedMiniSearch.build(dayIndexOptions, dayDocuments(days.values()));
  built = { search, days, byTopic, quiz };
  return built;
}

/** Every curated day of every track, core days first, in the library's order. */
export function* curatedDays(): Generator<IndexedDay> {
  for (const track of tracks) {
    const all = [
      ...track.days.map((day, i) => [`${i + 1}`, day] as const),
      ...track.advancedDays.map((day, i) => [`a${i + 1}`, day] as const),
    ];
    for (const [ref, content] of all)
      yield { id: `${track.id}:${ref}`, trackId: track.id, trackTitle: track.title, content };
  }
}

export const dayIndexOptions: Options<DayDocument> = {
  fields: ['topicName', 'text', 'quiz'],
  storeFields: ['trackId'],
  processTerm: (term) => stems(term)[0] ?? null,
  searchOptions: { boost: { topicName: 3, quiz: 1.5 }, fuzzy: 0.15, prefix: true },
};

/** What the days index reads of each curated day. */
export function* dayDocuments(days: Iterable<IndexedDay>): Generator<DayDocument> {
  for (const { id, trackId, content } of days)
    yield {
      id,
      trackId,
      topicName: content.topicName,
      text: content.explanation,
      quiz: content.quiz.map((q) => q.question).join(' '),
    };
}

export function findDayByTopic(topicName: string): CurriculumDay | undefined {
  return indexes().byTopic.get(topicName.trim().toLowerCase())?.content;
}

/** The curated day (with its track) a lesson was rendered from, found by its topic name. */
export function findIndexedDayByTopic(topicName: string): IndexedDay | undefined {
  return indexes().byTopic.get(topicName.trim().toLowerCase());
}

export function findQuizItem(question: string): CuratedQuizItem | undefined {
  return indexes().quiz.get(normaliseQuestion(question));
}

export interface DayHit {
  day: IndexedDay;
  score: number;
}

/**
 * The curated days most relevant to a query, best first. With `tracks`, the best `limit` days of those
 * tracks (the learner's curricula) come first, then the best `limit` of the rest of the library.
 */
export function searchDays(query: string, limit = 3, options: { tracks?: readonly string[] } = {}): DayHit[] {
  const { search, days } = indexes();
  const preferred = new Set(options.tracks ?? []);
  const results = search.search(query);
  const ranked =
    preferred.size === 0
      ? results
      : [
          ...results.filter((result) => preferred.has(String(result.trackId))).slice(0, limit),
          ...results.filter((result) => !preferred.has(String(result.trackId))).slice(0, limit),
        ];
  return ranked.slice(0, preferred.size === 0 ? limit : 2 * limit).flatMap((result) => {
    const day = days.get(String(result.id));
    return day ? [{ day, score: result.score }] : [];
  });
}
