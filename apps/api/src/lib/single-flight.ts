/** Concurrent callers with the same key share one in-flight promise (one generation, not N). */
export class SingleFlight<T> {
  private readonly inFlight = new Map<string, Promise<T>>();

  run(key: string, work: () => Promise<T>): Promise<T> {
    const running = this.inFlight.get(key);
    if (running) return running;
    const promise = work().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
  }
}

/** Background work the app waits for on close, so nothing writes to a closed database. */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<unknown>>();

  constructor(private readonly onError: (error: unknown) => void) {}

  run(work: () => Promise<unknown>): void {
    const promise = work()
      .catch(this.onError)
      .finally(() => this.pending.delete(promise));
    this.pending.add(promise);
  }

  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}
