import { ApiError, BAD_RESPONSE_MESSAGE } from '@/lib/api-client';

/**
 * The whole numbers `keys` of a response body, as the contract's schema (`z.number().int()` each) would
 * accept them, or the API client's bad-response error. Checked by hand because zod would be a quarter of the
 * landing page's first-load JavaScript (docs/decisions/007-prerendered-landing-entry.md); a test holds this
 * check and the contract's schemas to the same verdicts.
 */
export function readCounts<K extends string>(body: unknown, keys: readonly K[]): Record<K, number> {
  const counts = {} as Record<K, number>;
  for (const key of keys) {
    const value =
      typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;
    if (typeof value !== 'number' || !Number.isInteger(value)) throw new ApiError(200, BAD_RESPONSE_MESSAGE);
    counts[key] = value;
  }
  return counts;
}
