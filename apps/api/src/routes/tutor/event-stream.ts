import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/errors';

/** The client asked for Server-Sent Events (Accept: text/event-stream) rather than JSON. */
export function wantsEventStream(request: FastifyRequest): boolean {
  return /\btext\/event-stream\b/i.test(request.headers.accept ?? '');
}

export type Produce = (onDelta: (delta: string) => void, signal: AbortSignal) => Promise<string>;

const STREAM_FAILED = 'The reply was interrupted. Please try again.';

/**
 * Streams a reply as Server-Sent Events: `data: {"delta":"…"}` per piece, then
 * `data: {"done":true,"response":"<full text>"}`, or `data: {"error":"…"}` if it fails midway.
 * The response starts with the first piece, so a failure before it (quota 429, validation) is still an
 * ordinary JSON error with its status. Each piece is written (and so flushed) at once; when the client
 * disconnects, generation is aborted.
 */
export async function sendEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  produce: Produce,
): Promise<void> {
  const raw = reply.raw;
  const controller = new AbortController();
  let started = false;
  raw.on('close', () => {
    if (!raw.writableFinished) controller.abort();
  });
  const write = (data: object) => {
    if (!controller.signal.aborted && !raw.writableEnded) raw.write(`data: ${JSON.stringify(data)}\n\n`);
  };
  const start = () => {
    if (started) return;
    started = true;
    reply.hijack();
    // Headers set so far (security headers, CORS, request id) still apply to the hijacked response.
    const headers: OutgoingHttpHeaders = { ...(reply.getHeaders() as OutgoingHttpHeaders) };
    delete headers['content-length'];
    raw.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-request-id': request.id,
    });
    // Small writes go out at once instead of waiting to be coalesced (Nagle). (inject() has no real socket.)
    if (typeof raw.socket?.setNoDelay === 'function') raw.socket.setNoDelay(true);
    if (typeof raw.flushHeaders === 'function') raw.flushHeaders();
  };

  try {
    const response = await produce((delta) => {
      start();
      write({ delta });
    }, controller.signal);
    start();
    write({ done: true, response });
  } catch (error) {
    if (!started) throw error;
    if (!(error instanceof HttpError)) request.log.error({ err: error }, 'streamed reply failed');
    write({ error: error instanceof HttpError ? error.message : STREAM_FAILED });
  }
  if (!raw.writableEnded) raw.end();
}
