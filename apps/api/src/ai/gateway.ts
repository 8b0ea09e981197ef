import type { ExperienceLevel, Lesson, PlanOutline, QuizItem } from '@pathwise/contract';
import type { LanguageModel, ModelMessage } from 'ai';
import type { z } from 'zod';
import type { Config } from '../config/env';
import type { Database } from '../db/client';
// Types only from the offline engine: its code, content and indexes live on worker threads (decision 019).
import type { AssistantContext, ChatTurn } from './offline/conversation';
import type { LearnerStanding } from './offline/conversation-types';
import type { PlanForLesson } from './offline/lesson';
import { OfflineEngine } from './offline-engine';
import {
  assistantSystem,
  evaluationPrompt,
  questionsPrompt,
  tutorSystem,
  type LearnerStatus,
} from './prompts/conversation';
import type { LearnerContext } from './prompts/context';
import { lessonPrompt } from './prompts/lesson';
import { planOutlinePrompt } from './prompts/plan-outline';
import { repairPrompt } from './prompts/repair';
import { connectProvider } from './connect';
import { describe, validate } from './structured';
import type { AiLogger, ProviderClient, ProviderRequest } from './provider-client';
import {
  evaluationOutput,
  lessonOutput,
  outlineOutput,
  questionsOutput,
  toPlanOutline,
  type Evaluation,
} from './schemas';
import { QuotaExceededError } from './usage';
import { HttpError } from '../lib/errors';

export type { ChatTurn } from './offline/conversation';
export { asksAboutProgress } from './offline/learner-answers';
export type Origin = 'offline' | 'provider';

/** What a learner is told when a provider's streamed reply breaks after it started (not stored). */
export const REPLY_INTERRUPTED = 'The reply was interrupted. Please try again.';

/**
 * A provider reply that broke after its first piece was shown (cut, stalled or timed out). The learner
 * sees an error rather than a reply that silently ends; nothing is stored, so asking again is clean.
 */
export class ReplyInterruptedError extends HttpError {
  constructor() {
    super(502, REPLY_INTERRUPTED);
    this.name = 'ReplyInterruptedError';
  }
}

/** A cross-question and the rubric it is graded by (null: a provider question with no known rubric). */
export interface CrossQuestionResult {
  question: string;
  rubric: QuizItem | null;
  source: 'curated' | 'generic' | 'provider';
}

export interface OutlineResult {
  outline: PlanOutline;
  /** Curated tracks the goal matched (kept for the tutor and offline lessons even for provider outlines). */
  tracks: string[];
  /** Offline source of each day, or null when the provider wrote the outline. */
  sources: string[] | null;
  origin: Origin;
}

export interface PlanContext extends PlanForLesson {
  tracks?: string[];
}

export interface ConversationInput {
  plan?: PlanContext | undefined;
  day?: number | undefined;
  lesson?: Lesson | undefined;
  history: readonly ChatTurn[];
  message: string;
  asOf?: string | undefined;
  /** The learner's progress (loaded for the questions that need it) and access: the assistant answers from them. */
  status?: LearnerStatus | undefined;
  /** The tutor's: what the learner showed before (yesterday's weak points, today's questions answered right). */
  standing?: LearnerStanding | undefined;
  now?: Date | undefined;
}

export interface AiGatewayOptions {
  config: Pick<
    Config,
    | 'AI_PROVIDER'
    | 'AI_MODEL'
    | 'AI_API_KEY'
    | 'AI_BASE_URL'
    | 'AI_TIMEOUT_MS'
    | 'AI_FIRST_TOKEN_TIMEOUT_MS'
    | 'AI_MAX_RETRIES'
    | 'AI_DAILY_QUOTA'
  >;
  db: Database;
  log: AiLogger;
  /** Override the configured model (null forces the offline engine). */
  model?: LanguageModel | null;
  retryBaseMs?: number;
  /** The offline engine's worker pool (one is made when not given). */
  engine?: OfflineEngine;
}

const today = () => new Date().toISOString().slice(0, 10);
const MAX_HISTORY = 12;

const toMessages = (history: readonly ChatTurn[], message: string): ModelMessage[] => [
  ...history
    .slice(-MAX_HISTORY)
    .map((turn): ModelMessage =>
      turn.role === 'user' ? { role: 'user', content: turn.text } : { role: 'assistant', content: turn.text },
    ),
  { role: 'user', content: message },
];

/**
 * The product's AI operations. Features call these and never a provider: each runs on the configured
 * provider when there is one, validates structured output with its zod schema, repairs once, and
 * otherwise answers from the offline engine with a logged warning.
 */
export class AiGateway {
  readonly provider: Config['AI_PROVIDER'];
  private readonly client: Promise<ProviderClient | null>;
  private readonly log: AiLogger;
  /** The offline engine, on worker threads: every offline answer and rubric look-up goes through it. */
  readonly engine: OfflineEngine;

  constructor(options: AiGatewayOptions) {
    this.engine = options.engine ?? new OfflineEngine();
    const offline =
      options.model === null || (options.model === undefined && options.config.AI_PROVIDER === 'offline');
    this.provider = offline ? 'offline' : options.config.AI_PROVIDER;
    this.log = options.log;
    this.client = offline
      ? Promise.resolve(null)
      : connectProvider({ ...options, model: options.model ?? undefined });
    // Awaited by `connected`; until then a failure must not surface as an unhandled rejection.
    void this.client.catch(() => undefined);
  }

  /** Resolves once the provider's modules are loaded; rejects on a provider configuration error. */
  get connected(): Promise<void> {
    return this.client.then(() => undefined);
  }

  /** The 30-day outline (SPEC plan.plan). Quota exhaustion is the learner's 429; other failures fall back. */
  async planOutline(
    userId: string,
    input: { goal: string; level: ExperienceLevel; days?: number; asOf?: string },
  ): Promise<OutlineResult> {
    const offline = await this.engine.run(
      { op: 'plan', goal: input.goal, level: input.level },
      { learner: userId },
    );
    const fallback = (): OutlineResult => ({
      outline: offline.outline,
      tracks: offline.tracks,
      sources: offline.sources,
      origin: 'offline',
    });
    const prompt = planOutlinePrompt({
      goal: input.goal,
      level: input.level,
      days: input.days ?? 30,
      asOf: input.asOf ?? today(),
      // A goal that matches a curated track: the provider adapts the track rather than inventing a course.
      ...(offline.tracks.length > 0 ? { curated: offline.outline } : {}),
    });
    const result = await this.structured(userId, 'plan outline', outlineOutput, {
      system: prompt.system,
      messages: [{ role: 'user', content: prompt.prompt }],
    });
    if (!result) return fallback();
    return { outline: toPlanOutline(result), tracks: offline.tracks, sources: null, origin: 'provider' };
  }

  /**
   * One day's detailed lesson. Never blocks a learner: when the provider fails or the quota is used up it
   * comes from the offline engine, marked `fallback` (a provider is configured) so it is stored as a
   * stand-in and written again later, never as the final lesson.
   */
  async lesson(
    userId: string,
    input: { plan: PlanContext; day: number; asOf?: string },
  ): Promise<{ lesson: Lesson; origin: Origin; fallback: boolean }> {
    const client = await this.client;
    if (!client)
      return {
        lesson: await this.engine.run(
          { op: 'lesson', plan: input.plan, day: input.day },
          { learner: userId },
        ),
        origin: 'offline',
        fallback: false,
      };
    const context: LearnerContext = {
      goal: input.plan.goal,
      level: input.plan.experience,
      asOf: input.asOf ?? today(),
      outline: input.plan.outline,
      day: input.day,
    };
    // The curated lesson behind the day, when the goal matched a track: the provider adapts it.
    // Asked of the engine's thread, which holds the curricula (decision 019).
    const curated =
      (await this.engine.run({ op: 'grounding', plan: input.plan, day: input.day }, { learner: userId })) ??
      undefined;
    const prompt = lessonPrompt({ ...context, day: input.day, ...(curated ? { curated } : {}) });
    try {
      const result = await this.structured(userId, 'lesson', lessonOutput, {
        system: prompt.system,
        messages: [{ role: 'user', content: prompt.prompt }],
      });
      if (result) return { lesson: result, origin: 'provider', fallback: false };
    } catch (error) {
      if (!(error instanceof QuotaExceededError)) throw error;
      this.log.info({ userId, day: input.day }, 'AI quota reached: lesson served by the offline engine');
    }
    return {
      lesson: await this.engine.run({ op: 'lesson', plan: input.plan, day: input.day }, { learner: userId }),
      origin: 'offline',
      fallback: true,
    };
  }

  async tutorReply(userId: string, input: ConversationInput): Promise<string> {
    let reply = '';
    for await (const delta of this.streamTutorReply(userId, input)) reply += delta;
    return reply;
  }

  /** The tutor grounded in today's lesson, streamed; falls back to the offline Socratic tutor. */
  streamTutorReply(userId: string, input: ConversationInput): AsyncGenerator<string> {
    return this.streamWithFallback(
      userId,
      'tutor reply',
      () => ({
        system: tutorSystem(contextOf(input), input.lesson, input.message, input.standing),
        messages: toMessages(input.history, input.message),
      }),
      () =>
        this.engine.run(
          {
            op: 'tutor',
            input: {
              lesson: input.lesson,
              history: input.history,
              message: input.message,
              standing: input.standing,
              ...offlineContext(input),
            },
          },
          { learner: userId },
        ),
    );
  }

  async assistantReply(userId: string, input: ConversationInput): Promise<string> {
    let reply = '';
    for await (const delta of this.streamAssistantReply(userId, input)) reply += delta;
    return reply;
  }

  streamAssistantReply(userId: string, input: ConversationInput): AsyncGenerator<string> {
    return this.streamWithFallback(
      userId,
      'assistant reply',
      () => ({
        system: assistantSystem(contextOf(input), input.status, input.message),
        messages: toMessages(input.history, input.message),
      }),
      () =>
        this.engine.run(
          {
            op: 'assistant',
            input: { history: input.history, message: input.message, ...offlineContext(input) },
          },
          { learner: userId },
        ),
    );
  }

  /** Cross-questions about a topic or lesson text. */
  async questions(
    userId: string,
    input: { lessonContent: string; plan?: PlanContext; count?: number; asOf?: string },
  ): Promise<string[]> {
    return (await this.crossQuestions(userId, input)).map((item) => item.question);
  }

  /** Cross-questions with the rubric each is graded by: the offline engine's, or a known one for a provider's. */
  async crossQuestions(
    userId: string,
    input: { lessonContent: string; plan?: PlanContext | undefined; count?: number; asOf?: string },
  ): Promise<CrossQuestionResult[]> {
    const count = input.count ?? 5;
    const prompt = questionsPrompt(
      input.lessonContent,
      input.plan
        ? { goal: input.plan.goal, level: input.plan.experience, asOf: input.asOf ?? today() }
        : undefined,
      count,
    );
    const result = await this.structured(userId, 'questions', questionsOutput, {
      system: prompt.system,
      messages: [{ role: 'user', content: prompt.prompt }],
    });
    if (!result)
      return this.engine.run(
        {
          op: 'questions',
          lessonContent: input.lessonContent,
          count,
          tracks: input.plan?.tracks ?? [],
        },
        { learner: userId },
      );
    return Promise.all(
      result.questions.map(async (question) => ({
        question,
        rubric: await this.engine.run({ op: 'rubric', question }, { learner: userId }),
        source: 'provider' as const,
      })),
    );
  }

  /** Feedback and a 0-10 score for one answer, against its rubric (reference + key points) when known. */
  async evaluateAnswer(
    userId: string,
    input: { question: string; userAnswer: string; reference?: string; keyPoints?: string[] },
  ): Promise<Evaluation> {
    const prompt = evaluationPrompt(input.question, input.userAnswer, input.reference, input.keyPoints);
    const result = await this.structured(userId, 'answer evaluation', evaluationOutput, {
      system: prompt.system,
      messages: [{ role: 'user', content: prompt.prompt }],
    });
    const rubric =
      input.reference && input.keyPoints?.length
        ? { question: input.question, answer: input.reference, keyPoints: input.keyPoints }
        : undefined;
    return (
      result ??
      this.engine.run(
        { op: 'evaluate', question: input.question, answer: input.userAnswer, rubric },
        { learner: userId },
      )
    );
  }

  /**
   * The offline grader alone, never a provider (no second paid call): what an answer in the tutor chat
   * showed, for the learner's mastery (decision 052). A provider's tutor grades in its own reply.
   */
  gradeOffline(
    userId: string,
    input: { question: string; answer: string; rubric: QuizItem },
  ): Promise<Evaluation> {
    return this.engine.run({ op: 'evaluate', ...input }, { learner: userId });
  }

  /** Stops the offline engine's threads (the app's close). */
  close(): Promise<void> {
    return this.engine.close();
  }

  /**
   * Provider JSON validated by `schema`; one repair round with the exact problems; undefined means
   * "use the offline engine" (logged). Quota errors propagate: they are the learner's 429.
   */
  private async structured<S extends z.ZodType>(
    userId: string,
    operation: string,
    schema: S,
    request: ProviderRequest,
  ): Promise<z.infer<S> | undefined> {
    const client = await this.client;
    if (!client) return undefined;
    try {
      const first = await client.complete(userId, request, schema);
      const checked = validate(schema, first);
      if (checked.ok) return checked.value;
      const repaired = await client.complete(
        userId,
        {
          ...request,
          messages: [
            ...request.messages,
            { role: 'assistant', content: first },
            { role: 'user', content: repairPrompt(checked.problems) },
          ],
        },
        schema,
      );
      const second = validate(schema, repaired);
      if (second.ok) return second.value;
      this.log.warn(
        { operation, problems: second.problems.slice(0, 5) },
        `AI ${operation} invalid after one repair: using the offline engine`,
      );
    } catch (error) {
      if (error instanceof QuotaExceededError) throw error;
      this.log.warn({ operation, err: describe(error) }, `AI ${operation} failed: using the offline engine`);
    }
    return undefined;
  }

  private async *streamWithFallback(
    userId: string,
    operation: string,
    /** Built only when a provider is configured: the prompt is wasted work for the offline engine. */
    request: () => ProviderRequest,
    offline: () => Promise<string>,
  ): AsyncGenerator<string> {
    const client = await this.client;
    if (!client) {
      yield await offline();
      return;
    }
    let started = false;
    try {
      for await (const delta of client.stream(userId, request())) {
        started = true;
        yield delta;
      }
      // A stream that ends with no text (an HTML page or an empty body answered with 200) is a failure too.
      if (!started) {
        this.log.warn({ operation }, `AI ${operation} was empty: using the offline engine`);
        yield await offline();
      }
    } catch (error) {
      if (error instanceof QuotaExceededError) throw error;
      this.log.warn(
        { operation, err: describe(error) },
        `AI ${operation} failed: ${started ? 'reply interrupted' : 'using the offline engine'}`,
      );
      // Before the first piece the learner has seen nothing: the offline engine answers instead. After
      // it, the reply is reported as interrupted, never passed off as complete.
      if (started) throw new ReplyInterruptedError();
      yield await offline();
    }
  }
}

/** What the offline tutor and assistant know of the learner's plan. */
function offlineContext(input: ConversationInput): AssistantContext {
  return {
    goal: input.plan?.goal,
    tracks: input.plan?.tracks,
    outline: input.plan?.outline,
    day: input.day,
    progress: input.status?.progress,
    access: input.status?.access,
    now: input.now,
  };
}

function contextOf(input: ConversationInput): LearnerContext | undefined {
  if (!input.plan) return undefined;
  return {
    goal: input.plan.goal,
    level: input.plan.experience,
    asOf: input.asOf ?? today(),
    outline: input.plan.outline,
    ...(input.day ? { day: input.day } : {}),
  };
}
