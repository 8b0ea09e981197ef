import type { MasteryDay, MasteryPoint, MasteryResponse } from '@pathwise/contract';

/** A point's state in words, so it never rests on colour alone; a point no answer touched says it was skipped. */
export function masteryLabel({ state, answered }: Pick<MasteryPoint, 'state' | 'answered'>): string {
  if (state === 'solid') return 'Solid';
  if (state === 'shaky') return 'Shaky';
  return answered ? 'Not yet' : 'Not yet · skipped';
}

/** "12 solid · 4 shaky · 9 not yet". */
export function masteryTotals(counts: MasteryResponse['counts']): string {
  return `${String(counts.solid)} solid · ${String(counts.shaky)} shaky · ${String(counts.notYet)} not yet`;
}

/** Latest day first. */
export const latestFirst = (days: readonly MasteryDay[]): MasteryDay[] =>
  [...days].sort((a, b) => b.day - a.day);

/** "What you know: 3 of 5 key points solid" for the roadmap's day; none for a day without key points. */
export function daySummary({ points }: MasteryDay): string | null {
  if (points.length === 0) return null;
  const solid = points.filter((point) => point.state === 'solid').length;
  const noun = points.length === 1 ? 'key point' : 'key points';
  return `What you know: ${String(solid)} of ${String(points.length)} ${noun} solid`;
}

/** The roadmap's line per day present in the answer (the days the learner has reached). */
export function daySummaries(mastery: MasteryResponse | undefined): ReadonlyMap<number, string> {
  const lines = new Map<number, string>();
  for (const day of mastery?.days ?? []) {
    const line = daySummary(day);
    if (line) lines.set(day.day, line);
  }
  return lines;
}
