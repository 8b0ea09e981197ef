import { generateText, streamText, type LanguageModel, type ModelMessage } from 'ai';
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
  timeoutMs: number;
  retries: number;
  /** First back-off delay for 429/5xx retries. */
  retryBaseMs?: number;
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

/**
 * The only place that talks to a provider: quota check first, a timeout per attempt, retries with
 * back-off on 429/5xx, and every call's tokens recorded against the learner's day.
 */
export class ProviderClient {
  constructor(private readonly options: ProviderClientOptions) {}

  async complete(userId: string, request: ProviderRequest): Promise<string> {
    const { model, ledger, timeoutMs, retries, retryBaseMs } = this.options;
    await ledger.assertWithinQuota(userId);
    const result = await withRetries(
      () =>
        generateText({
          model,
          system: request.system,
          messages: request.messages,
          maxRetries: 0,
          abortSignal: AbortSignal.timeout(timeoutMs),
          ...(request.maxOutputTokens ? { maxOutputTokens: request.maxOutputTokens } : {}),
        }),
      { retries, ...(retryBaseMs !== undefined ? { baseDelayMs: retryBaseMs } : {}) },
    );
    await ledger.record(userId, tokensOf(result.usage, request, result.text));
    return result.text;
  }

  /**
   * Streams text deltas. Aborts when no chunk arrives for the timeout; throws on a provider error so
   * the caller can fall back (before the first delta) or stop (after it).
   */
  async *stream(userId: string, request: ProviderRequest): AsyncGenerator<string> {
    const { model, ledger, timeoutMs, retries } = this.options;
    await ledger.assertWithinQuota(userId);
    const controller = new AbortController();
    let timer = setTimeout(() => controller.abort(new Error('AI stream timed out')), timeoutMs);
    const result = streamText({
      model,
      system: request.system,
      messages: request.messages,
      maxRetries: retries,
      abortSignal: controller.signal,
      onError: () => {
        // Surfaced through fullStream below; without this handler the SDK logs to console.error.
      },
    });
    let text = '';
    try {
      for await (const part of result.fullStream) {
        clearTimeout(timer);
        timer = setTimeout(() => controller.abort(new Error('AI stream timed out')), timeoutMs);
        if (part.type === 'error')
          throw part.error instanceof Error ? part.error : new Error(String(part.error));
        if (part.type === 'abort') throw new Error('AI stream timed out');
        if (part.type === 'text-delta' && part.text) {
          text += part.text;
          yield part.text;
        }
      }
      await ledger.record(userId, tokensOf(await result.totalUsage, request, text));
    } finally {
      clearTimeout(timer);
    }
  }
}
