import { sql } from 'drizzle-orm';
import { rowsOf, type Transaction } from '../../db/client';
import type { Completion } from '../plan/today';
import type { LearningSnapshot } from './decide';

const parse = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** Each learner's active plan and every completion, for a whole batch in one round trip. */
export async function loadSnapshots(
  tx: Transaction,
  userIds: readonly string[],
): Promise<Map<string, LearningSnapshot>> {
  const snapshots = new Map<string, LearningSnapshot>();
  if (userIds.length === 0) return snapshots;
  const result = await tx.execute(sql`
    select u.id as user_id, p.id as plan_id, p.duration,
      coalesce((select json_agg(json_build_object('day', c.day, 'localDate', c.local_date, 'dayStartedAt', c.day_started_at, 'planId', c.plan_id))
        from lesson_completions c where c.user_id = u.id), '[]'::json) as completions
    from jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb) as ids(value)
    cross join lateral (select ids.value::uuid as id) u
    left join learning_plans p on p.user_id = u.id and p.status = 'active'`);
  for (const row of rowsOf<{
    user_id: string;
    plan_id: string | null;
    duration: number | null;
    completions: unknown;
  }>(result)) {
    const all = parse<Array<Completion & { planId: string }>>(row.completions);
    snapshots.set(row.user_id, {
      plan: row.plan_id
        ? {
            id: row.plan_id,
            duration: Number(row.duration),
            completions: all
              .filter((entry) => entry.planId === row.plan_id)
              .map(({ day, localDate, dayStartedAt }) => ({ day, localDate, dayStartedAt })),
          }
        : null,
      completionDates: all.map((entry) => entry.localDate),
    });
  }
  return snapshots;
}

/** Topic names of the given plan days: the stored lesson's, else the outline's. Keyed `${planId}:${day}`. */
export async function loadTopics(
  tx: Transaction,
  days: ReadonlyArray<{ planId: string; day: number }>,
): Promise<Map<string, string>> {
  const topics = new Map<string, string>();
  if (days.length === 0) return topics;
  const wanted = JSON.stringify(days.map(({ planId, day }) => ({ plan_id: planId, day })));
  const result = await tx.execute(sql`
    select v.plan_id, v.day, coalesce(l.lesson->>'topicName', p.outline->(v.day::text)->>'topicName') as topic
    from jsonb_to_recordset(${wanted}::jsonb) as v(plan_id uuid, day int)
    join learning_plans p on p.id = v.plan_id
    left join plan_lessons l on l.plan_id = v.plan_id and l.day = v.day`);
  for (const row of rowsOf<{ plan_id: string; day: number; topic: string | null }>(result))
    if (row.topic) topics.set(`${row.plan_id}:${row.day}`, row.topic);
  return topics;
}
