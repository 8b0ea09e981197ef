/**
 * A background pass run on a timer: at most one pass at a time (a kick while one runs is dropped, the
 * next tick catches up), the timer never keeps the process alive, and stop() waits for the pass in flight.
 * The mailer, the reminder dispatcher and the payment reconciler each run one.
 */
export class PeriodicJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  /** `pass` does the work; a failure goes to `onError` and the next tick tries again. */
  constructor(
    private readonly pass: () => Promise<unknown>,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Runs a pass now (unless `immediately` is false) and then every `intervalMs`; a second start is ignored. */
  start(intervalMs: number, { immediately = true }: { immediately?: boolean } = {}): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.kick();
    }, intervalMs);
    this.timer.unref();
    if (immediately) this.kick();
  }

  /** Runs one pass soon, unless one is already running. */
  kick(): void {
    if (this.running) return;
    this.running = this.pass()
      .then(
        () => undefined,
        (error: unknown) => {
          this.onError(error);
        },
      )
      .finally(() => {
        this.running = undefined;
      });
  }

  /** Stops the timer and waits for the pass in flight. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
