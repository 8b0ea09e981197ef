import type { CurriculumDay, QuizItem } from '@pathwise/contract';
import MiniSearch from 'minisearch';
import { tracks } from './curricula';
import { normaliseQuestion, stems } from './text';

export interface IndexedDay {
  id: string;
  trackId: string;
  trackTitle: string;
  content: CurriculumDay;
}

interface Document {
  id: string;
  trackId: string;
  topicName: string;
  text: string;
  quiz: string;
}

interface Indexes {
  search: MiniSearch<Document>;
  days: Map<string, IndexedDay>;
  byTopic: Map<string, IndexedDay>;
  quiz: Map<string, QuizItem>;
}

let built: Indexes | undefined;

/** Built on first use: the tutor, assistant and graders search every curated day. */
function indexes(): Indexes {
  if (built) return built;
  const search = new MiniSearch<Document>({
    fields: ['topicName', 'text', 'quiz'],
    storeFields: ['trackId'],
    processTerm: (term) => stems(term)[0] ?? null,
    searchOptions: { boost: { topicName: 3, quiz: 1.5 }, fuzzy: 0.15, prefix: true },
  });
  const days = new Map<string, IndexedDay>();
  const byTopic = new Map<string, IndexedDay>();
  const quiz = new Map<string, QuizItem>();
  for (const track of tracks) {
    const all = [
      ...track.days.map((day, i) => [`${i + 1}`, day] as const),
      ...track.advancedDays.map((day, i) => [`a${i + 1}`, day] as const),
    ];
    for (const [ref, content] of all) {
      const id = `${track.id}:${ref}`;
      const day = { id, trackId: track.id, trackTitle: track.title, content };
      days.set(id, day);
      byTopic.set(content.topicName.toLowerCase(), day);
      for (const item of content.quiz) quiz.set(normaliseQuestion(item.question), item);
      search.add({
        id,
        trackId: track.id,
        topicName: content.topicName,
        text: content.explanation,
        quiz: content.quiz.map((q) => q.question).join(' '),
      });
    }
  }
  built = { search, days, byTopic, quiz };
  return built;
}

export function findDayByTopic(topicName: string): CurriculumDay | undefined {
  return indexes().byTopic.get(topicName.trim().toLowerCase())?.content;
}

/** The curated day (with its track) a lesson was rendered from, found by its topic name. */
export function findIndexedDayByTopic(topicName: string): IndexedDay | undefined {
  return indexes().byTopic.get(topicName.trim().toLowerCase());
}

export function findQuizItem(question: string): QuizItem | undefined {
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
