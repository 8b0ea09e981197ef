import { APICallError, Output, streamText, type LanguageModel, type ModelMessage } from 'ai';
import type { z } from 'zod';
import { withRetries } from './retry';
import type { UsageLedger } from './usage';

export interface AiLogger {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

export interface ProviderRequest {
  system: string;
  messages: ModelMessage[];
  maxOutputTokens?: number;
}

export interface ProviderClientOptions {
  model: LanguageModel;
  ledger: UsageLedger;
  /** The whole call, first token to last (AI_TIMEOUT_MS). */
  timeoutMs: number;
  /** Until the first text arrives, and any later silence (AI_FIRST_TOKEN_TIMEOUT_MS); capped by timeoutMs. */
  firstTokenMs?: number;
  retries: number;
  /** First back-off delay for 429/5xx retries. */
  retryBaseMs?: number;
  log?: AiLogger;
}

/** Why a provider call stopped without a whole reply: a timeout, or a stream that ended without finishing. */
export class ProviderStreamError extends Error {
  constructor(
    message: string,
    readonly kind: 'first-token-timeout' | 'stalled' | 'total-timeout' | 'unfinished',
  ) {
    super(message);
    this.name = 'ProviderStreamError';
  }
}

/** Tokens as the provider reported them, or a rough estimate when it did not (4 characters a token). */
function tokensOf(
  usage:
    | {
        totalTokens?: number | undefined;
        inputTokens?: number | undefined;
        outputTokens?: number | undefined;
      }
    | undefined,
  request: ProviderRequest,
  reply: string,
): number {
  const reported =
    usage?.totalTokens ?? ((usage?.inputTokens ?? 0) + (usage?.outputTokens ?? 0) || undefined);
  if (reported !== undefined) return reported;
  const prompt = request.system.length + JSON.stringify(request.messages).length;
  return Math.ceil((prompt + reply.length) / 4);
}

/** Finish reasons of a reply that was produced in full ("other" is what a stream cut without one reports). */
const FINISHED = new Set(['stop', 'length', 'content-filter', 'tool-calls']);

/** A provider that refuses a request because of its response_format: the structured mode is not supported. */
const rejectsStructured = (error: unknown) =>
  APICallError.isInstance(error) && [400, 404, 415, 422, 501].includes(error.statusCode ?? 0);

/**
 * The only place that talks to a provider: quota check first, a first-token timeout and a total timeout
 * per attempt, retries with back-off on 429/5xx, and every call's tokens recorded against the learner's day.
 * Every call streams, so a silent provider is given up on after the first-token timeout, not the total.
 */
export class ProviderClient {
  /** Cleared the first time the provider refuses a JSON-schema response format; plain JSON prompts then. */
  private structuredMode = true;

  constructor(private readonly options: ProviderClientOptions) {}

  /**
   * The whole reply. With `schema`, asks for JSON through the SDK's structured mode (response_format
   * json_schema on OpenAI-compatible providers); the caller still parses and validates the text, so a
   * provider that ignores the mode and wraps its JSON in prose works too.
   */
  async complete(userId: string, request: ProviderRequest, schema?: z.ZodType): Promise<string> {
    const { ledger, retries, retryBaseMs } = this.options;
    await ledger.assertWithinQuota(userId);
    const attempt = async (structured: boolean) => {
      let text = '';
      for await (const delta of this.deltas(userId, request, {
        schema: structured ? schema : undefined,
        retries: 0,
      }))
        text += delta;
      return text;
    };
    const retried = (structured: boolean) =>
      withRetries(() => attempt(structured), {
        retries,
        ...(retryBaseMs !== undefined ? { baseDelayMs: retryBaseMs } : {}),
      });
    const structured = Boolean(schema) && this.structuredMode;
    try {
      return await retried(structured);
    } catch (error) {
      if (!structured || !rejectsStructured(error)) throw error;
      this.structuredMode = false;
      this.options.log?.warn(
        { status: APICallError.isInstance(error) ? error.statusCode : undefined },
        'AI provider refused the structured (JSON schema) mode: asking for JSON in the prompt from now on',
      );
      return retried(false);
    }
  }

  /**
   * Streams text deltas. Throws on a provider error, a first-token timeout, a stall, the total timeout or
   * a stream that ends without finishing, so the caller can fall back (before the first delta) or report
   * the reply as interrupted (after it).
   */
  async *stream(userId: string, request: ProviderRequest): AsyncGenerator<string> {
    await this.options.ledger.assertWithinQuota(userId);
    yield* this.deltas(userId, request, { retries: this.options.retries });
  }

  private async *deltas(
    userId: string,
    request: ProviderRequest,
    options: { schema?: z.ZodType | undefined; retries: number },
  ): AsyncGenerator<string> {
    const { model, ledger, timeoutMs } = this.options;
    const firstTokenMs = Math.min(this.options.firstTokenMs ?? timeoutMs, timeoutMs);
    const controller = new AbortController();
    let failure: ProviderStreamError | undefined;
    const abortAfter = (ms: number, error: ProviderStreamError) =>
      setTimeout(() => {
        failure ??= error;
        controller.abort(error);
      }, ms);
    const total = abortAfter(
      timeoutMs,
      new ProviderStreamError(`AI reply took longer than ${timeoutMs} ms`, 'total-timeout'),
    );
    let silence = abortAfter(
      firstTokenMs,
      new ProviderStreamError(`AI provider sent no text within ${firstTokenMs} ms`, 'first-token-timeout'),
    );
    const result = streamText({
      model,
      system: request.system,
      messages: request.messages,
      maxRetries: options.retries,
      abortSignal: controller.signal,
      ...(request.maxOutputTokens ? { maxOutputTokens: request.maxOutputTokens } : {}),
      ...(options.schema
        ? {
            output: Output.object({ schema: options.schema }),
            // Non-strict: OpenAI's strict mode refuses schemas with length limits; the caller validates anyway.
            providerOptions: { openai: { strictJsonSchema: false } },
          }
        : {}),
      onError: () => {
        // Surfaced through fullStream below; without this handler the SDK logs to console.error.
      },
    });
    let text = '';
    let finishReason: string | undefined;
    try {
      for await (const part of result.fullStream) {
        if (part.type === 'error') throw failure ?? part.error;
        if (part.type === 'abort')
          throw failure ?? new ProviderStreamError('AI stream was aborted', 'stalled');
        if (part.type === 'finish') finishReason = part.finishReason;
        if (part.type === 'text-delta' && part.text) {
          clearTimeout(silence);
          silence = abortAfter(
            firstTokenMs,
            new ProviderStreamError(`AI stream went silent for ${firstTokenMs} ms`, 'stalled'),
          );
          text += part.text;
          yield part.text;
        }
      }
      if (failure) throw failure;
      if (!finishReason || !FINISHED.has(finishReason))
        throw new ProviderStreamError('AI stream ended before the reply was finished', 'unfinished');
      await ledger.record(userId, tokensOf(await result.totalUsage, request, text));
    } finally {
      clearTimeout(total);
      clearTimeout(silence);
      if (!controller.signal.aborted) controller.abort();
    }
  }
}
