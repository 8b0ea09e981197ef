import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** The parts of a Chat Completions request the fakes look at. */
export interface ChatRequestBody {
  model: string;
  messages: Array<{ role: string; content: string | Array<{ type: string; text?: string }> }>;
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  [key: string]: unknown;
}

export interface FakeUsage {
  prompt_tokens: number;
  completion_tokens: number;
}

/** What the fake answers one request with. */
export interface FakeReply {
  /** Assistant message text (default ""). */
  content?: string;
  /** HTTP status; non-2xx sends an OpenAI-style error body. */
  status?: number;
  headers?: Record<string, string>;
  usage?: FakeUsage;
  /** Extra latency before answering. */
  delayMs?: number;
  /** Never answer (until the client gives up or the server closes). */
  hang?: boolean;
  /** Streaming only: the content pieces to send (default: the content in 12-character pieces, at most ~24). */
  chunks?: string[];
  /** Streaming only: a pause before each content piece after the first, like a model producing tokens. */
  chunkDelayMs?: number;
  /** Streaming only: called right after content piece `index` (0-based) of `count` is written. */
  onChunk?: (index: number, count: number) => void;
  /** Streaming only: after this many content pieces the connection is cut (no finish, no [DONE]). */
  cutAfter?: number;
  /** Streaming only: after this many content pieces (0: right after the opening role chunk) nothing more is sent. */
  stallAfter?: number;
  /** Streaming only: after this many content pieces the response ends cleanly but with no finish_reason and no [DONE]. */
  endAfter?: number;
}

export type FakeHandler = (request: {
  body: ChatRequestBody;
  index: number;
  text: string;
}) => FakeReply | Promise<FakeReply>;

export interface FakeOpenAiServer {
  /** Base URL to give the SDK (ends in /v1). */
  url: string;
  /** Every request body received, in order. */
  requests: ChatRequestBody[];
  setHandler(handler: FakeHandler): void;
  /** Replies used in order before the handler (handy for "429 then success"). */
  queue(...replies: FakeReply[]): void;
  close(): Promise<void>;
}

const DEFAULT_USAGE: FakeUsage = { prompt_tokens: 40, completion_tokens: 60 };

/** All of a request's message text, for handlers that route on the prompt. */
export const requestText = (body: ChatRequestBody) =>
  body.messages
    .map((message) =>
      typeof message.content === 'string'
        ? message.content
        : message.content.map((part) => part.text ?? '').join(''),
    )
    .join('\n');

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (data += chunk));
    request.on('end', () => resolve(data));
    request.on('error', reject);
  });
}

/**
 * A local OpenAI-compatible server (POST /v1/chat/completions) speaking the real wire format:
 * JSON completions with choices[0].message.content and usage, or SSE chunks ending in [DONE].
 */
export async function startFakeOpenAiServer(
  options: { handler?: FakeHandler; latencyMs?: number } = {},
): Promise<FakeOpenAiServer> {
  let handler: FakeHandler = options.handler ?? (() => ({ content: 'ok' }));
  const queued: FakeReply[] = [];
  const requests: ChatRequestBody[] = [];
  const sockets = new Set<Socket>();
  let counter = 0;

  const server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'Not found', type: 'invalid_request_error' } }));
        return;
      }
      const body = JSON.parse(await readBody(request)) as ChatRequestBody;
      const index = requests.push(body) - 1;
      const reply = queued.shift() ?? (await handler({ body, index, text: requestText(body) }));
      const delay = (options.latencyMs ?? 0) + (reply.delayMs ?? 0);
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      if (reply.hang) return;
      await send(response, body, reply, (counter += 1));
    })().catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: String(error), type: 'server_error' } }));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    setHandler: (next) => {
      handler = next;
    },
    queue: (...replies) => {
      queued.push(...replies);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

async function send(response: ServerResponse, body: ChatRequestBody, reply: FakeReply, id: number): Promise<void> {
  const status = reply.status ?? 200;
  if (status >= 300) {
    response.writeHead(status, { 'content-type': 'application/json', ...reply.headers });
    response.end(
      JSON.stringify({
        error: {
          message: status === 429 ? 'Rate limit reached, please retry.' : 'The server had an error.',
          type: status === 429 ? 'rate_limit_error' : 'server_error',
          code: status === 429 ? 'rate_limit_exceeded' : null,
        },
      }),
    );
    return;
  }
  const usage = reply.usage ?? DEFAULT_USAGE;
  const usageBody = { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens };
  const content = reply.content ?? '';
  const base = { id: `chatcmpl-fake-${id}`, created: Math.floor(Date.now() / 1000), model: body.model };
  if (!body.stream) {
    response.writeHead(200, { 'content-type': 'application/json', ...reply.headers });
    response.end(
      JSON.stringify({
        ...base,
        object: 'chat.completion',
        choices: [
          { index: 0, message: { role: 'assistant', content }, logprobs: null, finish_reason: 'stop' },
        ],
        usage: usageBody,
      }),
    );
    return;
  }
  response.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
    ...reply.headers,
  });
  const chunk = (data: object) =>
    response.write(`data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', ...data })}\n\n`);
  chunk({ choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] });
  // 12-character pieces, but at most ~24 of them: a 6 kB JSON lesson streams like a model's, not in 500 events.
  const size = Math.max(12, Math.ceil(content.length / 24));
  const pieces = reply.chunks ?? content.match(new RegExp(`.{1,${size}}`, 'gs')) ?? [];
  for (const [index, piece] of pieces.entries()) {
    if (index === reply.stallAfter) return;
    if (index === reply.cutAfter) {
      response.socket?.destroy();
      return;
    }
    if (index === reply.endAfter) {
      response.end();
      return;
    }
    if (index > 0 && reply.chunkDelayMs) await new Promise((resolve) => setTimeout(resolve, reply.chunkDelayMs));
    if (response.destroyed) return;
    chunk({ choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] });
    reply.onChunk?.(index, pieces.length);
  }
  chunk({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] });
  if (body.stream_options?.include_usage) chunk({ choices: [], usage: usageBody });
  response.end('data: [DONE]\n\n');
}
