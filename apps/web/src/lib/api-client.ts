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

  if (!response.ok) {
    const body = await readBody(response);
    if (response.status === 401 && options.handleUnauthorized !== false) {
      clearSession();
      onUnauthorized?.();
    }
    const serverMessage = serverMessageFrom(body);
    throw new ApiError(
      response.status,
      serverMessage ?? `Request failed (${String(response.status)}).`,
      serverMessage,
    );
  }

  if (options.responseType === 'blob') return response.blob();

  const body = await readBody(response);
  if (!options.schema) return body;
  const parsed = options.schema.safeParse(body);
  if (!parsed.success) throw new ApiError(response.status, BAD_RESPONSE_MESSAGE);
  return parsed.data;
}

type Options = Omit<RequestOptions, 'method' | 'body'>;

/** Shorthands; every call parses its response with a contract schema. */
export const api = {
  get: <S extends z.ZodType>(path: string, schema: S, options?: Options) =>
    apiRequest(path, { ...options, method: 'GET', schema }),
  post: <S extends z.ZodType>(path: string, body: unknown, schema: S, options?: Options) =>
    apiRequest(path, { ...options, method: 'POST', body, schema }),
  put: <S extends z.ZodType>(path: string, body: unknown, schema: S, options?: Options) =>
    apiRequest(path, { ...options, method: 'PUT', body, schema }),
  delete: <S extends z.ZodType>(path: string, schema: S, options?: Options) =>
    apiRequest(path, { ...options, method: 'DELETE', schema }),
};

/** What to show for a failure: the server's own error text, else the screen's fallback. */
export function getErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
