import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but does not wait for (so its answer takes the same time whatever the work
 * finds). Failures are logged, never thrown; idle() lets a closing server finish what is running.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(name: string, work: () => Promise<unknown>): void {
    const task = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .then(
        () => undefined,
        (error: unknown) => this.log.error({ err: error, task: name }, 'background task failed'),
      )
      .finally(() => this.running.delete(task));
    this.running.add(task);
  }

  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
