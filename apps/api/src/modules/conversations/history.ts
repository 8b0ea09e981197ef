import type { ChatMessage } from '@pathwise/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { ChatTurn } from '../../ai/gateway';
import type { Database } from '../../db/client';
import { chatMessages, type ConversationChannel } from '../../db/schema';

/** Lines a learner can get back in one call; older assistant lines stay stored but are not sent. */
export const HISTORY_LIMIT = 200;

/**
 * A channel's history, oldest first: the tutor's for one local day, the assistant's across days (the
 * latest `limit` lines).
 */
export async function loadHistory(
  db: Database,
  query: { userId: string; channel: ConversationChannel; localDate?: string; limit?: number },
): Promise<ChatMessage[]> {
  const rows = await db
    .select({ sender: chatMessages.sender, text: chatMessages.text })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.userId, query.userId),
        eq(chatMessages.channel, query.channel),
        query.localDate ? eq(chatMessages.localDate, query.localDate) : undefined,
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(query.limit ?? HISTORY_LIMIT);
  return rows.reverse();
}

/** Stores a learner's message and the reply in one statement (both or neither); an empty reply stores only the message. */
export async function appendExchange(
  db: Database,
  exchange: { userId: string; channel: ConversationChannel; localDate: string; message: string; reply: string },
): Promise<void> {
  const base = { userId: exchange.userId, channel: exchange.channel, localDate: exchange.localDate };
  await db.insert(chatMessages).values([
    { ...base, sender: 'user', text: exchange.message },
    ...(exchange.reply ? [{ ...base, sender: 'bot' as const, text: exchange.reply }] : []),
  ]);
}

/** Stored lines as the AI layer reads them. */
export const toTurns = (messages: readonly ChatMessage[]): ChatTurn[] =>
  messages.map((message) => ({ role: message.sender === 'user' ? 'user' : 'assistant', text: message.text }));
