/**
 * Wraps a loader so that its result is reused for `ttlMs`. Concurrent callers share one in-flight
 * load, so a burst of landing-page visits costs one query; a failed load is not kept, the next caller retries.
 */
export function cachedFor<T>(
  ttlMs: number,
  load: () => Promise<T>,
  now: () => number = Date.now,
): () => Promise<T> {
  let entry: { value: Promise<T>; expiresAt: number } | null = null;
  return () => {
    const time = now();
    if (entry && time < entry.expiresAt) return entry.value;
    const value = load();
    const current = { value, expiresAt: Number.POSITIVE_INFINITY };
    entry = current;
    value.then(
      () => {
        // The clock starts when the answer exists, so a slow query still gets its full ttl.
        current.expiresAt = now() + ttlMs;
      },
      () => {
        if (entry === current) entry = null;
      },
    );
    return value;
  };
}
