import { APICallError } from 'ai';

export interface RetryOptions {
  retries: number;
  /** First back-off delay; doubled each attempt, with jitter. */
  baseDelayMs?: number;
  maxDelayMs?: number;
}

/** 408, 409, 429 and 5xx from the provider are worth another try; anything else is not. */
export function isRetryable(error: unknown): boolean {
  if (APICallError.isInstance(error)) {
    const status = error.statusCode ?? 0;
    return error.isRetryable || status === 429 || status >= 500;
  }
  return false;
}

/** The provider's own hint (retry-after-ms or retry-after seconds), when it gives a sane one. */
function hintedDelay(error: unknown, maxDelayMs: number): number | undefined {
  if (!APICallError.isInstance(error)) return undefined;
  const headers = error.responseHeaders ?? {};
  const ms = Number(headers['retry-after-ms']);
  if (Number.isFinite(ms) && ms >= 0) return Math.min(ms, maxDelayMs);
  const seconds = Number(headers['retry-after']);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, maxDelayMs);
  return undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `attempt` and retries rate limits and server errors with exponential back-off. */
export async function withRetries<T>(attempt: () => Promise<T>, options: RetryOptions): Promise<T> {
  const base = options.baseDelayMs ?? 500;
  const max = options.maxDelayMs ?? 8000;
  for (let tries = 0; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (tries >= options.retries || !isRetryable(error)) throw error;
      const backoff = Math.min(max, base * 2 ** tries) * (0.75 + Math.random() * 0.5);
      await sleep(hintedDelay(error, max) ?? backoff);
    }
  }
}
