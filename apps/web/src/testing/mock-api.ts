import type { PublicConfig } from '@pathwise/contract';
import { vi } from 'vitest';

/**
 * Fakes the API at the global fetch boundary, the only mock the web tests use.
 * Routes are "METHOD /api/path"; a Response is sent as is (cloned per call), a function builds one,
 * any other value is sent as a 200 JSON body.
 */
export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
  credentials: RequestCredentials | undefined;
}

type Handler = Response | ((call: RecordedCall) => Response | Promise<Response>) | Record<string, unknown>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const defaultConfig: PublicConfig = {
  googleClientId: null,
  paymentProvider: 'sandbox',
  razorpayKeyId: null,
  appUrl: 'http://localhost:3000',
  governingLaw: 'India',
  blogLinks: [],
  contactEmail: 'hello@pathwise.test',
  devOutbox: false,
};

const defaults: Record<string, Handler> = {
  'POST /api/auth/ping-db': { ok: true },
  'GET /api/config': defaultConfig,
};

export function mockApi(routes: Record<string, Handler> = {}) {
  const table = { ...defaults, ...routes };
  const calls: RecordedCall[] = [];
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const call: RecordedCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: new Headers(init?.headers),
      credentials: init?.credentials,
    };
    calls.push(call);
    const handler = table[`${call.method} ${call.path}`];
    if (!handler) return json({ error: `No mock for ${call.method} ${call.path}` }, 404);
    if (handler instanceof Response) return handler.clone();
    return typeof handler === 'function' ? handler(call) : json(handler);
  });
  return {
    calls,
    fetchSpy,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}
