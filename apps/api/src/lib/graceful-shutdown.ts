import net, { type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

interface Connection {
  /** Requests read on this connection and not yet answered. */
  busy: number;
  /** When it last finished an answer, or was accepted. */
  idleSince: number;
  /** Reaper turns it has been idle through: each turn lets the event loop read every socket once. */
  idleTurns: number;
}

/** How often the shutdown looks at the listener and the connections. */
const TURN_MS = 50;
/** Turns without a new connection before the listener closes: the accept queue is empty by then. */
const QUIET_TURNS = 4;
/**
 * A connection idle this long and through this many turns holds no request we have not read (one that
 * arrived would have been read in one of those turns, even on a loop slowed by load).
 */
const IDLE_MS = 500;
const IDLE_TURNS = 6;

export const SHUTTING_DOWN = 'The server is restarting. Please try again in a moment.';

const REFUSED_BODY = JSON.stringify({ error: SHUTTING_DOWN });
const PROBES = new Set(['/api/ready', '/api/health']);
/**
 * Methods a proxy sends again by itself (idempotent, RFC 9110 §9.2.2). A proxy that learns only from
 * failures (nginx: no readiness probe) sends a GET answered 503 to the next instance and stops sending
 * here, but hands a POST's or PATCH's 503 to the learner: it cannot know that such a request was not
 * applied, so it never sends one twice.
 */
const RESENDABLE = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE', 'TRACE']);
/** After the drain window, how long a request a proxy cannot resend is still answered, not refused. */
const SERVE_UNRESENDABLE_MS = 5_000;

export interface ShutdownPlan {
  /** How long to keep accepting and answering, not ready, before the listener closes. */
  drainMs: number;
  /** After this, connections still open (a request half-sent, a stream) are dropped. */
  dropAfterMs: number;
}

const nextTurn = () => new Promise((resolve) => setTimeout(resolve, TURN_MS));

/**
 * Shutdown that resets no request a client already sent (docs/decisions/017, and 043 for writes while draining). Closing the listener at
 * once resets the connections still in the kernel's accept queue, and http.Server.close() destroys
 * every connection with no request in progress, including those whose request has arrived but is not
 * read yet: 60 of 144 requests of a burst were reset so. Instead: (1) mark draining (/api/ready
 * answers 503, every answer carries Connection: close) and keep accepting and answering for drainMs;
 * then keep accepting, answering new requests 503 at once (a POST or PATCH only after a few more
 * seconds: see RESENDABLE), until no connection has come for a few turns; (2) close the listener
 * only; (3) close a connection only once it has been idle for a while, until none is left (or
 * dropAfterMs passed).
 * The caller then closes the app (background workers finish) and the database.
 */
export function trackConnections(app: FastifyInstance): (plan: ShutdownPlan) => Promise<void> {
  const server = app.server;
  const connections = new Map<Socket, Connection>();
  let accepted = 0;
  let draining = false;
  /** After the drain window: first what a proxy can resend elsewhere, then (past SERVE_UNRESENDABLE_MS) all. */
  let refusing: 'none' | 'resendable' | 'all' = 'none';
  server.on('connection', (socket: Socket) => {
    accepted += 1;
    connections.set(socket, { busy: 0, idleSince: performance.now(), idleTurns: 0 });
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (request: { socket: Socket }, response: NodeJS.EventEmitter) => {
    const connection = connections.get(request.socket);
    if (!connection) return;
    connection.busy += 1;
    response.once('close', () => {
      connection.busy -= 1;
      connection.idleSince = performance.now();
      connection.idleTurns = 0;
    });
  });
  // After the drain window a request still arriving is answered at once, so shutdown stays bounded
  // however many come: 503 with Connection: close, never a reset. (A callback hook that answers does
  // not call done.) A POST or PATCH is still served for a while: behind nginx, which has no readiness
  // probe, its 503 would reach the learner, while a GET's 503 is retried on the other instance and takes
  // this one out of rotation, so the listener soon goes quiet and closes (then connecting fails, which a
  // proxy retries for every method: nothing was sent).
  // The probes still say what they know; the body is a string so no route's response schema applies.
  app.addHook('onRequest', (request, reply, done) => {
    if (refusing === 'none' || PROBES.has(request.url)) return done();
    if (refusing === 'resendable' && !RESENDABLE.has(request.method)) return done();
    void reply
      .code(503)
      .header('connection', 'close')
      .header('retry-after', '1')
      .type('application/json; charset=utf-8')
      .send(REFUSED_BODY);
  });
  // While draining every answer closes its connection, so keep-alive clients come back on a new one
  // (to another instance, once the load balancer has seen /api/ready fail).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });

  return async ({ drainMs, dropAfterMs }) => {
    draining = true;
    app.health.draining = true;
    const started = performance.now();
    await new Promise((resolve) => setTimeout(resolve, drainMs));
    refusing = 'resendable';
    const refuseAllAt = Math.min(drainMs + SERVE_UNRESENDABLE_MS, dropAfterMs / 2);
    for (let quiet = 0, seen = accepted; quiet < QUIET_TURNS && performance.now() - started < dropAfterMs;) {
      await nextTurn();
      if (performance.now() - started >= refuseAllAt) refusing = 'all';
      quiet = accepted === seen ? quiet + 1 : 0;
      seen = accepted;
    }
    // The listening socket only: http.Server.close() would also destroy connections not yet read.
    // (Its callback would wait for every connection to end: they are reaped below instead.)
    net.Server.prototype.close.call(server);
    for (;;) {
      const now = performance.now();
      for (const [socket, connection] of connections) {
        if (connection.busy > 0) continue;
        connection.idleTurns += 1;
        if (connection.idleTurns >= IDLE_TURNS && now - connection.idleSince >= IDLE_MS) socket.destroy();
      }
      if (connections.size === 0) return;
      if (now - started >= dropAfterMs) {
        for (const socket of connections.keys()) socket.destroy();
        return;
      }
      await nextTurn();
    }
  };
}
