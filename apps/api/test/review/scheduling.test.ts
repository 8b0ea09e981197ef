import { Rating, type Grade } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { ratingForScore, ratingName } from '../../src/modules/review/rating';
import { schedule, type CardColumns } from '../../src/modules/review/scheduler';

const DAY_MS = 86_400_000;
const start = new Date('2026-01-05T06:00:00Z');
const days = (card: CardColumns, from: Date) => Math.round((card.due.getTime() - from.getTime()) / DAY_MS);

describe('the grader’s score as an FSRS rating', () => {
  it('maps 0–4 to Again, 5–7 to Hard, 8–9 to Good and 10 to Easy', () => {
    expect([0, 4, 5, 7, 8, 9, 10].map((score) => ratingName(ratingForScore(score)))).toEqual([
      'Again',
      'Again',
      'Hard',
      'Hard',
      'Good',
      'Good',
      'Easy',
    ]);
  });

  it('counts a missing score as Hard (neither credit nor a lapse)', () => {
    expect(ratingForScore(null)).toBe(Rating.Hard);
    expect(ratingForScore(undefined)).toBe(Rating.Hard);
    expect(ratingForScore(Number.NaN)).toBe(Rating.Hard);
  });
});

describe('the schedule', () => {
  it('never brings a new question back the same day, and a better answer waits longer', () => {
    const grades: Grade[] = [Rating.Again, Rating.Hard, Rating.Good, Rating.Easy];
    const first = grades.map((rating) => days(schedule(null, rating, start).card, start));
    expect(first[0]).toBeGreaterThanOrEqual(1);
    for (let index = 1; index < first.length; index += 1)
      expect(first[index]).toBeGreaterThanOrEqual(first[index - 1]!);
    expect(first[3]).toBeGreaterThan(first[0]!);
  });

  it('stretches the interval with each remembered review and shortens it after a lapse', () => {
    let { card } = schedule(null, Rating.Good, start);
    const intervals: number[] = [];
    for (let review = 0; review < 4; review += 1) {
      const at = card.due;
      card = schedule(card, Rating.Good, at).card;
      intervals.push(days(card, at));
    }
    for (let index = 1; index < intervals.length; index += 1)
      expect(intervals[index]).toBeGreaterThan(intervals[index - 1]!);
    const lapseAt = card.due;
    const lapsed = schedule(card, Rating.Again, lapseAt).card;
    expect(days(lapsed, lapseAt)).toBeLessThan(intervals.at(-1)!);
    expect(lapsed.lapses).toBe(1);
  });
});
