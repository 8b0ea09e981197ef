/**
 * What /api/ready reports beyond a database ping: the server is shutting down (draining), or a
 * request met a database failure (disk full, an I/O error, a lost connection) in the last
 * FAILURE_HOLD_MS. A ping alone would miss a full disk: reads still work while every write fails.
 */
export class ServiceHealth {
  static readonly FAILURE_HOLD_MS = 15_000;

  /** Set on SIGTERM/SIGINT: still answering, but a load balancer should send nothing new. */
  draining = false;
  private lastFailureAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly now: () => number = Date.now) {}

  databaseFailed(): void {
    this.lastFailureAt = this.now();
  }

  /** A database failure seen in the last FAILURE_HOLD_MS. */
  get databaseFailing(): boolean {
    return this.now() - this.lastFailureAt < ServiceHealth.FAILURE_HOLD_MS;
  }
}
