import type { Lesson } from '@pathwise/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { planLessons } from '../../db/schema';

const MAX_ENTRIES = 2000;

export interface StoredLesson {
  day: number;
  lesson: Lesson;
  /** The offline engine's stand-in for a failed provider: written again later, so never kept in memory. */
  fallback?: boolean;
}

/**
 * Stored lessons kept in memory by (plan, day). A final stored lesson is written once and never changed
 * (insert … on conflict do nothing), so an entry can never be stale; a fallback lesson (rewritten once the
 * provider answers, by any instance) is read from the database each time and never kept. A deleted plan
 * is never asked for again because the plan query comes first. Keeps ~3.5 kB of lesson JSON per request
 * off the database and the wire (docs/benchmarks.md, Load). Bounded: the oldest entry goes first.
 */
export class StoredLessons {
  private readonly entries = new Map<string, Lesson>();

  constructor(private readonly maxEntries = MAX_ENTRIES) {}

  /** The lessons of `days` (those that exist), from memory or in one query for the missing ones. */
  async load(db: Database, planId: string, days: readonly number[]): Promise<StoredLesson[]> {
    const found: StoredLesson[] = [];
    const missing: number[] = [];
    for (const day of days) {
      const lesson = this.entries.get(`${planId}:${day}`);
      if (lesson) found.push({ day, lesson });
      else missing.push(day);
    }
    if (missing.length === 0) return found;
    const rows = await db
      .select({ day: planLessons.day, lesson: planLessons.lesson, fallback: planLessons.fallback })
      .from(planLessons)
      .where(and(eq(planLessons.planId, planId), inArray(planLessons.day, missing)));
    for (const row of rows) {
      if (row.fallback) found.push(row);
      else {
        this.remember(planId, row.day, row.lesson);
        found.push({ day: row.day, lesson: row.lesson });
      }
    }
    return found;
  }

  private remember(planId: string, day: number, lesson: Lesson): void {
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(`${planId}:${day}`, lesson);
  }
}

/** One per process: final lesson rows are immutable and keyed by random plan ids, so apps can share it. */
export const storedLessons = new StoredLessons();
