import type { streamEvent } from '@pathwise/contract/conversation';
import {
  operationPath,
  type Operation,
  type OperationInput,
  type SuccessBody,
} from '@pathwise/contract/operation';
import type { z } from 'zod';
import { env } from '@/config/env';
import { clearSession, getToken } from './storage';

/**
 * A failed API call: the HTTP status (0 when the server could not be reached), a message for logs,
 * and serverMessage, the body's own `error` text when it sent one (what screens show).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly serverMessage: string | null = null,
  ) {
    super(message);
  }
}

/** A 402: the free trial has ended and the call needs Premium (the body's error says so). */
export const isPaymentRequired = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 402;

export const NETWORK_ERROR_MESSAGE = 'Unable to reach the server. Check your connection and try again.';
export const BAD_RESPONSE_MESSAGE = 'Unexpected response from the server. Please try again.';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON when present. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** 'blob' for file downloads (certificates); JSON otherwise. */
  responseType?: 'json' | 'blob';
  /**
   * A 401 normally ends the session and goes to /login. Calls where 401 means
   * "wrong credentials" (login, signup, password reset) turn this off.
   */
  handleUnauthorized?: boolean;
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler | null = null;

/** The app registers navigation to /login here; the client itself knows nothing of routing. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  onUnauthorized = handler;
}

/** The API's error shape is { error }; a bare { message } is accepted too. */
function serverMessageFrom(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { error, message } = body as { error?: unknown; message?: unknown };
  if (typeof error === 'string' && error.trim()) return error;
  if (typeof message === 'string' && message.trim()) return message;
  return null;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const hasBody = options.body !== undefined;
  // Fastify rejects an empty body sent as JSON, so the type is only set when there is one.
  if (hasBody) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(`${env.API_URL}${path}`, {
      method: options.method ?? (hasBody ? 'POST' : 'GET'),
      headers,
      body: hasBody ? JSON.stringify(options.body) : undefined,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
}

/** The ApiError for a failed response; a 401 ends the session first (unless the call opted out). */
async function failure(response: Response, options: RequestOptions): Promise<ApiError> {
  const body = await readBody(response);
  if (response.status === 401 && options.handleUnauthorized !== false) {
    clearSession();
    onUnauthorized?.();
  }
  const serverMessage = serverMessageFrom(body);
  return new ApiError(
    response.status,
    serverMessage ?? `Request failed (${String(response.status)}).`,
    serverMessage,
  );
}

export function apiRequest<S extends z.ZodType>(
  path: string,
  options: RequestOptions & { schema: S },
): Promise<z.output<S>>;
export function apiRequest(path: string, options?: RequestOptions): Promise<unknown>;
export async function apiRequest(
  path: string,
  options: RequestOptions & { schema?: z.ZodType } = {},
): Promise<unknown> {
  const response = await send(path, options);

  if (!response.ok) throw await failure(response, options);

  if (options.responseType === 'blob') return response.blob();

  const body = await readBody(response);
  if (!options.schema) return body;
  const parsed = options.schema.safeParse(body);
  if (!parsed.success) throw new ApiError(response.status, BAD_RESPONSE_MESSAGE);
  return parsed.data;
}

type CallOptions = Omit<RequestOptions, 'method' | 'body' | 'responseType'>;

/** The request an operation of the contract describes: its method, its path with the parameters filled in, its body. */
function requestOf(op: Operation, input: unknown, options: RequestOptions): [string, RequestOptions] {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, string>;
    body?: unknown;
  };
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  return [
    operationPath(op, params) + search,
    { ...options, method: op.method, ...(body === undefined ? {} : { body }) },
  ];
}

/**
 * Calls an operation of the contract (`operations.plan.roadmap`): the path, method and body come from it and
 * the answer is parsed with its success schema. A screen that tolerates a looser body passes its own `schema`.
 */
export function call<O extends Operation>(
  op: O,
  input: OperationInput<O>,
  options?: CallOptions,
): Promise<SuccessBody<O>>;
export function call<O extends Operation, S extends z.ZodType>(
  op: O,
  input: OperationInput<O>,
  options: CallOptions & { schema: S },
): Promise<z.output<S>>;
export async function call(
  op: Operation,
  input: unknown,
  options: CallOptions & { schema?: z.ZodType } = {},
): Promise<unknown> {
  const schema = options.schema ?? op.responses[200] ?? op.responses[201];
  const [path, request] = requestOf(op, input, options);
  return apiRequest(path, { ...request, ...(schema ? { schema } : {}) });
}

/** Calls an operation that answers with a file (a PDF, a calendar, a data export): the body as a Blob. */
export async function download<O extends Operation>(
  op: O,
  input: OperationInput<O>,
  options: CallOptions = {},
): Promise<Blob> {
  const [path, request] = requestOf(op, input, { ...options, responseType: 'blob' });
  return (await apiRequest(path, request)) as Blob;
}

/** What to show for a failure: the server's own error text, else the screen's fallback. */
export function getErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

export interface EventStreamOptions {
  /** Each piece of the reply as it arrives. */
  onDelta: (delta: string) => void;
  signal?: AbortSignal;
}

/** An operation that can stream its reply as Server-Sent Events (the tutor, the assistant). */
type StreamingOperation = Operation & { readonly events: typeof streamEvent };

/** One event's data as the operation's event, or null when it is not JSON or not one of its events. */
function readEvent(events: typeof streamEvent, data: string): z.infer<typeof streamEvent> | null {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = events.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/**
 * Calls a streaming operation asking for Server-Sent Events and reads the reply as it streams (fetch +
 * ReadableStream): eventsource-parser frames the events, each is checked against the operation's event schema;
 * `{delta}` pieces go to onDelta; resolves with the full text of `{done, response}`. An event that is not JSON
 * or not one of the operation's events is skipped; a stream that ends with no text is an ApiError saying the
 * response was unexpected. Failures before the stream (401, 402, 429 …) are ApiErrors like every other call;
 * `{error}` mid-stream is an ApiError carrying the server's message. A server that answers with plain JSON
 * still works.
 */
export async function apiEventStream<O extends StreamingOperation>(
  op: O,
  input: OperationInput<O>,
  options: EventStreamOptions,
): Promise<string> {
  const [path, request] = requestOf(op, input, { headers: { Accept: 'text/event-stream' } });
  if (options.signal) request.signal = options.signal;
  // The event parser is fetched beside the request, not with the page: no page's first load holds a reply
  // (decision 044). Not fetched (offline, or a release replaced it): the reply fails as if the server were.
  const loadingParser = import('eventsource-parser').catch(() => null);
  const response = await send(path, request);
  if (!response.ok) throw await failure(response, request);
  if (!response.body || !(response.headers.get('Content-Type') ?? '').includes('text/event-stream')) {
    // The tutor's `response` or the assistant's `reply`; read without zod, which the landing page never loads.
    const body = (await readBody(response)) as { response?: unknown; reply?: unknown } | undefined;
    const text = body?.response ?? body?.reply;
    if (typeof text !== 'string') throw new ApiError(response.status, BAD_RESPONSE_MESSAGE);
    if (text) options.onDelta(text);
    return text;
  }
  const eventsourceParser = await loadingParser;
  if (!eventsourceParser) {
    await response.body.cancel();
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  const received: string[] = [];
  const parser = eventsourceParser.createParser({ onEvent: (event) => received.push(event.data) });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.feed(value);
    for (const data of received.splice(0)) {
      const message = readEvent(op.events, data);
      if (!message) continue;
      if ('error' in message) throw new ApiError(response.status, message.error, message.error);
      if ('delta' in message) {
        text += message.delta;
        options.onDelta(message.delta);
      }
      if ('done' in message) {
        await reader.cancel();
        return message.response;
      }
    }
  }
  // The connection ended without "done": what arrived is all there is.
  if (!text) throw new ApiError(response.status, BAD_RESPONSE_MESSAGE);
  return text;
}
