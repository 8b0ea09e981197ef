/**
 * What /api/ready reports beyond a database ping: the server is shutting down (draining). A database
 * that fails (unreachable, or embedded and stopped after a full disk) fails the ping itself.
 */
export class ServiceHealth {
  /** Set on SIGTERM/SIGINT: still answering, but a load balancer should send nothing new. */
  draining = false;
}
