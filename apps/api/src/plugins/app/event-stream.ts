import type { OutgoingHttpHeaders } from 'node:http';
import type { StreamEvent } from '@pathwise/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/errors';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Streams `events` as Server-Sent Events, one `data: <json>` line each; `{"error":"…"}` if they fail
     * midway. The response starts with the first event, so a failure before it (quota 429, validation)
     * is still an ordinary JSON error with its status. When the client disconnects, the events are
     * abandoned (the iterator's `return()`).
     */
    sendEvents: (events: AsyncIterable<StreamEvent>) => Promise<void>;
  }
}

/** The client asked for Server-Sent Events (Accept: text/event-stream) rather than JSON. */
export function wantsEventStream(request: FastifyRequest): boolean {
  return /\btext\/event-stream\b/i.test(request.headers.accept ?? '');
}

const STREAM_FAILED = 'The reply was interrupted. Please try again.';

/** Each event is written (and so flushed) at once, on the hijacked response. */
async function sendEvents(this: FastifyReply, events: AsyncIterable<StreamEvent>): Promise<void> {
  const { request, raw } = this;
  let gone = false;
  let started = false;
  raw.on('close', () => {
    if (!raw.writableFinished) gone = true;
  });
  const write = (data: StreamEvent) => {
    if (!gone && !raw.writableEnded) raw.write(`data: ${JSON.stringify(data)}\n\n`);
  };
  const start = () => {
    if (started) return;
    started = true;
    this.hijack();
    // Headers set so far (security headers, CORS, request id) still apply to the hijacked response.
    const headers: OutgoingHttpHeaders = { ...(this.getHeaders() as OutgoingHttpHeaders) };
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
    for await (const event of events) {
      if (gone) break;
      start();
      write(event);
    }
    start();
  } catch (error) {
    if (!started) throw error;
    if (!(error instanceof HttpError)) request.log.error({ err: error }, 'streamed reply failed');
    write({ error: error instanceof HttpError ? error.message : STREAM_FAILED });
  }
  if (!raw.writableEnded) raw.end();
}

/** One streaming idiom: a service returns an AsyncIterable of events, `reply.sendEvents` writes it. */
export const eventStreamPlugin = fp(
  async (app) => {
    app.decorateReply('sendEvents', sendEvents);
  },
  { name: 'event-stream' },
);
