import type { ChatMessage } from '@pathwise/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { ChatTurn } from '../../ai/gateway';
import { prepared, type Database } from '../../db/client';
import { chatMessages, learningPlans, type ConversationChannel } from '../../db/schema';

/** Lines a learner can get back in one call; older assistant lines stay stored but are not sent. */
export const HISTORY_LIMIT = 200;

/**
 * A channel's history, oldest first: the tutor's for one local day since the active plan began (Change
 * Plan starts the tutor chat afresh), the assistant's across days (the latest `limit` lines).
 */
export async function loadHistory(
  db: Database,
  query: { userId: string; channel: ConversationChannel; localDate?: string; limit?: number },
): Promise<ChatMessage[]> {
  const values = { userId: query.userId, channel: query.channel, limit: query.limit ?? HISTORY_LIMIT };
  const rows = query.localDate
    ? await prepared(db, 'history_of_day', historyOfDay).execute({ ...values, localDate: query.localDate })
    : await prepared(db, 'history', history).execute(values);
  return rows.reverse();
}

/** Lines written since the learner's active plan was created or resumed (all of them when there is none). */
const sinceActivePlan = sql`${chatMessages.createdAt} >= coalesce((select coalesce(${learningPlans.resumedAt}, ${learningPlans.createdAt}) from ${learningPlans}
  where ${learningPlans.userId} = ${chatMessages.userId} and ${learningPlans.status} = 'active'), '-infinity'::timestamptz)`;

const historyQuery = (db: Database, localDate: boolean) =>
  db
    .select({ sender: chatMessages.sender, text: chatMessages.text })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.userId, sql.placeholder('userId')),
        eq(chatMessages.channel, sql.placeholder('channel')),
        localDate ? eq(chatMessages.localDate, sql.placeholder('localDate')) : undefined,
        localDate ? sinceActivePlan : undefined,
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(sql.placeholder('limit'));
const history = (db: Database) => historyQuery(db, false).prepare('history');
const historyOfDay = (db: Database) => historyQuery(db, true).prepare('history_of_day');

/** Stores a learner's message and the reply in one statement (both or neither); an empty reply stores only the message. */
export async function appendExchange(
  db: Database,
  exchange: {
    userId: string;
    channel: ConversationChannel;
    localDate: string;
    message: string;
    reply: string;
  },
): Promise<void> {
  const base = { userId: exchange.userId, channel: exchange.channel, localDate: exchange.localDate };
  await db
    .insert(chatMessages)
    .values([
      { ...base, sender: 'user', text: exchange.message },
      ...(exchange.reply ? [{ ...base, sender: 'bot' as const, text: exchange.reply }] : []),
    ]);
}

/** Stored lines as the AI layer reads them. */
export const toTurns = (messages: readonly ChatMessage[]): ChatTurn[] =>
  messages.map((message) => ({ role: message.sender === 'user' ? 'user' : 'assistant', text: message.text }));
