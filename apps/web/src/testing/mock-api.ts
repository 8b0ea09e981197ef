import {
  operationPath,
  operations,
  type Operation,
  type PublicConfig,
  type SuccessSchema,
} from '@pathwise/contract';
import type { z } from 'zod';
import { vi } from 'vitest';

/**
 * Fakes the API at the global fetch boundary, the only mock the web tests use.
 * Routes are "METHOD /api/path", built from the contract by `on(operation, body)` (the body typed by the
 * operation); a Response is sent as is (cloned per call), a function builds one, any other value is sent
 * as a 200 JSON body.
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

type Respond = (call: RecordedCall) => Response | Promise<Response>;

/**
 * A fixture for one operation of the contract, keyed as mockApi expects:
 * `mockApi({ ...on(operations.plan.roadmap, roadmap) })`. A plain body is typed by the operation's success schema;
 * a Response or a function answers as it is (errors, streams, malformed bodies).
 */
export function on<O extends Operation>(
  op: O,
  answer: z.input<SuccessSchema<O>> | Response | Respond,
  params: Readonly<Record<string, string | number>> = {},
): Record<string, Handler> {
  return { [`${op.method} /api${operationPath(op, params)}`]: answer as Handler };
}

const defaults: Record<string, Handler> = {
  ...on(operations.auth.pingDb, { ok: true }),
  ...on(operations.system.config, defaultConfig),
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
