import type { ChatMessage, Lesson, StreamEvent } from '@pathwise/contract';
import { asksAboutProgress, type AiGateway, type ConversationInput } from '../../ai/gateway';
import { answeredQuestion } from '../../ai/offline/tutor-turn';
import type { Database } from '../../db/client';
import type { ConversationChannel, UserRow } from '../../db/schema';
import { localDateOf } from '../../lib/local-date';
import type { PlanService } from '../plan/service';
import { pacingToday } from '../plan/pacing';
import { todayState } from '../plan/today';
import { standingOf } from '../review/mastery';
import type { ReviewService } from '../review/service';
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
  now?: Date;
  /** Whether the learner holds premium (the assistant answers "am I premium?" and "when does my trial end?"). */
  premium?: boolean;
}

/**
 * A reply as it is produced: each piece, then the whole reply once it is stored. Pulled by the reader,
 * so a slow client slows the stream; a reader that stops early (the client has gone) stops generation
 * and what was produced is kept. The events are the contract's stream events (its `error` is the writer's).
 */
export type ReplyEvent = Exclude<StreamEvent, { error: string }>;

/** The whole reply of a reply's events (the JSON answer, when the client did not ask for a stream). */
async function wholeReply(events: AsyncIterable<ReplyEvent>): Promise<string> {
  for await (const event of events) if ('done' in event) return event.response;
  throw new Error('The reply ended before it was complete.');
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
    private readonly reviews: ReviewService,
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

  tutorReply(user: UserRow, question: string, options: ReplyOptions = {}): Promise<string> {
    return wholeReply(this.tutorReplyEvents(user, question, options));
  }

  assistantReply(user: UserRow, message: string, options: ReplyOptions = {}): Promise<string> {
    return wholeReply(this.assistantReplyEvents(user, message, options));
  }

  async *tutorReplyEvents(
    user: UserRow,
    question: string,
    options: ReplyOptions = {},
  ): AsyncGenerator<ReplyEvent> {
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
    // A consolidation day the learner chose is taught from its own lesson; a stretch day adds a challenge (decision 053).
    const paced =
      plan && today.day
        ? await pacingToday(
            this.db,
            plan.id,
            { day: today.day, completed: today.completed },
            context.today?.completions ?? [],
          )
        : undefined;
    const lesson = paced?.consolidation ?? today.lesson ?? undefined;
    // What the learner showed before (decision 052): the tutor starts the day from the day before.
    const standing =
      plan && today.day && lesson && !paced?.consolidation
        ? {
            ...(await standingOf(this.db, plan.id, today.day, lesson.quiz)),
            stretch: paced?.stretch ?? false,
          }
        : undefined;
    const input: ConversationInput = {
      plan,
      day: today.day ?? undefined,
      lesson,
      history: toTurns(history),
      message: question.trim(),
      asOf: localDate,
      standing,
    };
    yield* this.run('tutor', user, input, localDate, this.ai.streamTutorReply(user.id, input), async () => {
      if (lesson) await this.recordTutorAnswer(user, lesson, input, now);
    });
  }

  /**
   * An answer to the tutor's open quiz question counts like one in the lesson's quiz (decision 052): graded
   * by the offline grader against the question's rubric, it moves the question's review card and the
   * mastery of its key points. Anything else the learner writes is not an answer and records nothing.
   */
  private async recordTutorAnswer(user: UserRow, lesson: Lesson, input: ConversationInput, now: Date) {
    const answered = answeredQuestion(lesson, input.history, input.message, input.standing);
    const item = answered ? lesson.quiz[answered.index] : undefined;
    if (!answered || !item) return;
    const question = await this.reviews.planQuestion(user.id, item.question);
    if (!question) return;
    const graded = await this.ai.gradeOffline(user.id, {
      question: item.question,
      answer: answered.answer,
      rubric: item,
    });
    await this.reviews.recordQuizAnswer(user.id, question, graded, now, 'tutor');
  }

  async *assistantReplyEvents(
    user: UserRow,
    message: string,
    options: ReplyOptions = {},
  ): AsyncGenerator<ReplyEvent> {
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
    yield* this.run('assistant', user, input, localDate, this.ai.streamAssistantReply(user.id, input));
  }

  /**
   * Passes the reply stream on piece by piece and stores the exchange once the reply is whole. A failure
   * stores nothing and propagates: before the first piece (the quota's 429), or after it (a provider
   * stream that was cut, stalled or timed out: ReplyInterruptedError), so a broken reply is never kept as
   * complete and asking again stores the exchange once. A reader that stops mid-reply (the client left)
   * stops generation and the part it took is kept, so server and browser history agree.
   */
  private async *run(
    channel: ConversationChannel,
    user: UserRow,
    input: ConversationInput,
    localDate: string,
    stream: AsyncGenerator<string>,
    /** Run once the whole reply is stored, before it is reported done. */
    afterReply?: () => Promise<void>,
  ): AsyncGenerator<ReplyEvent> {
    let reply = '';
    let failed = false;
    try {
      for await (const delta of stream) {
        yield { delta };
        reply += delta;
      }
    } catch (error) {
      failed = true;
      throw error;
    } finally {
      if (!failed)
        await appendExchange(this.db, { userId: user.id, channel, localDate, message: input.message, reply });
    }
    await afterReply?.();
    yield { done: true, response: reply };
  }
}
