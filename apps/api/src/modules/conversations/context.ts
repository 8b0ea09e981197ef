import type { ChatMessage } from '@pathwise/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { arrayStatement } from '../../db/statements';
import type { ConversationChannel } from '../../db/schema';
import { todayJson, withLessons, type PlanRecord, type TodayRow } from '../plan/queries';

/** What a tutor or assistant reply reads: today's plan data, the plan itself and the latest lines. */
export interface ConversationContext {
  today: TodayRow | undefined;
  plan: PlanRecord | undefined;
  /** The channel's latest `limit` lines (the tutor's of one local day since the active plan began), oldest first. */
  history: ChatMessage[];
}

/** The tutor's lines since the active plan was created or resumed: Change Plan starts the tutor chat afresh. */
const SINCE_ACTIVE_PLAN = `and m.created_at >= coalesce((select coalesce(a.resumed_at, a.created_at) from learning_plans a
  where a.user_id = m.user_id and a.status = 'active'), '-infinity'::timestamptz)`;

/**
 * One statement ($1 user id, $2 channel, $3 line limit, $4 local date when `ofDay`): three parallel
 * queries before, each with its own pool checkout and protocol round trip (docs/benchmarks.md, Load).
 */
function contextQuery(ofDay: boolean): SQL {
  const userId = sql.raw('$1::uuid');
  return sql`select
    ${todayJson(userId)} as today,
    (select json_build_object(
        'id', p.id, 'userId', p.user_id, 'goal', p.goal, 'experience', p.experience, 'duration', p.duration,
        'tracks', p.tracks, 'outline', p.outline, 'sources', p.sources)
      from learning_plans p where p.user_id = ${userId} and p.status = 'active' limit 1) as plan,
    (select coalesce(json_agg(json_build_object('sender', h.sender, 'text', h.text) order by h.id), '[]'::json)
      from (select m.id, m.sender, m.text from chat_messages m
        where m.user_id = ${userId} and m.channel = ${sql.raw('$2::text')}
        ${ofDay ? sql.raw(`and m.local_date = $4::date ${SINCE_ACTIVE_PLAN}`) : sql.raw('')}
        order by m.id desc limit ${sql.raw('$3::int')}) h) as history`;
}

const dayContext = arrayStatement('day_conversation_context', () => contextQuery(true));
const allContext = arrayStatement('all_conversation_context', () => contextQuery(false));

/** The context of one reply, in one round trip (a named statement, rows as arrays). */
export async function loadConversationContext(
  db: Database,
  query: { userId: string; channel: ConversationChannel; limit: number; localDate?: string },
): Promise<ConversationContext> {
  const ofDay = query.localDate !== undefined;
  const values = [query.userId, query.channel, query.limit, ...(ofDay ? [query.localDate] : [])];
  const [row] = await (ofDay ? dayContext : allContext)(db, values);
  const [today, plan, history] = (row ?? []).map((value): unknown =>
    typeof value === 'string' ? JSON.parse(value) : value,
  ) as [unknown, PlanRecord | null, ChatMessage[] | null];
  return { today: await withLessons(db, today), plan: plan ?? undefined, history: history ?? [] };
}
