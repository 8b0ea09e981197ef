import type { ChatMessage } from '@pathwise/contract';
import { asksAboutProgress, type AiGateway, type ConversationInput } from '../../ai/gateway';
import type { Database } from '../../db/client';
import type { ConversationChannel, UserRow } from '../../db/schema';
import { localDateOf } from '../../lib/local-date';
import type { PlanService } from '../plan/service';
import { todayState } from '../plan/today';
import { loadConversationContext } from './context';
import { appendExchange, loadHistory, toTurns } from './history';

/** How many earlier assistant lines the assistant reads (the gateway sends providers the last 12). */
const ASSISTANT_CONTEXT = 24;
/**
 * How many of today's latest tutor lines a reply reads (the gateway sends providers the last 12; the
 * offline tutor reads its open question from the last one). The whole day stays stored and shown.
 */
const TUTOR_CONTEXT = 40;

export interface ReplyOptions {
  /** Called with each piece of the reply as it is produced (streaming); awaited, so a slow client slows the stream. */
  onDelta?: (delta: string) => void | Promise<void>;
  /** Aborted when the client has gone: generation stops and what was produced is kept. */
  signal?: AbortSignal;
  now?: Date;
  /** Whether the learner holds premium (the assistant answers "am I premium?" and "when does my trial end?"). */
  premium?: boolean;
}

/**
 * The tutor and the assistant: each reply is grounded in the learner's plan (the tutor in today's
 * lesson and today's history), produced by the gateway (provider or offline engine) and stored with the
 * learner's message, so the conversation survives a reload, a new device and a restart.
 */
export class ConversationService {
  constructor(
    private readonly db: Database,
    private readonly ai: AiGateway,
    private readonly plans: PlanService,
  ) {}

  /** Today's tutor conversation (the learner's local day). */
  tutorHistory(user: UserRow, now = new Date()): Promise<ChatMessage[]> {
    return loadHistory(this.db, {
      userId: user.id,
      channel: 'tutor',
      localDate: localDateOf(now, user.timeZone),
    });
  }

  assistantHistory(user: UserRow): Promise<ChatMessage[]> {
    return loadHistory(this.db, { userId: user.id, channel: 'assistant' });
  }

  async tutorReply(user: UserRow, question: string, options: ReplyOptions = {}): Promise<string> {
    const now = options.now ?? new Date();
    const localDate = localDateOf(now, user.timeZone);
    const context = await loadConversationContext(this.db, {
      userId: user.id,
      channel: 'tutor',
      localDate,
      limit: TUTOR_CONTEXT,
    });
    const { plan, history } = context;
    const today = await this.plans.today(user, now, { row: context.today });
    const input: ConversationInput = {
      plan,
      day: today.day ?? undefined,
      lesson: today.lesson ?? undefined,
      history: toTurns(history),
      message: question.trim(),
      asOf: localDate,
    };
    return this.run('tutor', user, input, localDate, this.ai.streamTutorReply(user.id, input), options);
  }

  async assistantReply(user: UserRow, message: string, options: ReplyOptions = {}): Promise<string> {
    const now = options.now ?? new Date();
    const localDate = localDateOf(now, user.timeZone);
    const {
      today: row,
      plan,
      history,
    } = await loadConversationContext(this.db, {
      userId: user.id,
      channel: 'assistant',
      limit: ASSISTANT_CONTEXT,
    });
    // The day number only: the assistant never waits for today's lesson to be generated.
    const day = row ? todayState(row.completions, row.duration, localDate).day : undefined;
    // Progress costs a query: loaded only for the questions that need it (the streak spans every plan).
    const progress = asksAboutProgress(message) ? await this.plans.progress(user, now) : undefined;
    const input: ConversationInput = {
      plan,
      day,
      history: toTurns(history),
      message: message.trim(),
      asOf: localDate,
      now,
      status: {
        access: { premium: options.premium ?? false, trialEndsAt: user.trialEndsAt },
        ...(progress
          ? { progress: { completedDays: progress.completed_days, streak: progress.streak } }
          : {}),
      },
    };
    return this.run(
      'assistant',
      user,
      input,
      localDate,
      this.ai.streamAssistantReply(user.id, input),
      options,
    );
  }

  /**
   * Drains the reply stream into `onDelta` and stores the exchange once the reply is whole. A failure
   * stores nothing and propagates: before the first piece (the quota's 429), or after it (a provider
   * stream that was cut, stalled or timed out: ReplyInterruptedError), so a broken reply is never kept as
   * complete and asking again stores the exchange once. A client that leaves mid-reply stops generation
   * and the part it saw is kept, so server and browser history agree.
   */
  private async run(
    channel: ConversationChannel,
    user: UserRow,
    input: ConversationInput,
    localDate: string,
    stream: AsyncGenerator<string>,
    options: ReplyOptions,
  ): Promise<string> {
    let reply = '';
    for await (const delta of stream) {
      if (options.signal?.aborted) break;
      reply += delta;
      await options.onDelta?.(delta);
    }
    await appendExchange(this.db, { userId: user.id, channel, localDate, message: input.message, reply });
    return reply;
  }
}
