import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env';
import { createTestApp, type TestApp } from '../helpers/app';

/**
 * Slow clients cannot hold connections open: a request whose headers or body stop arriving is
 * answered 408 and closed, an idle keep-alive connection is closed, all within the configured time.
 * Raw sockets on the real listening server (inject would skip Node's HTTP layer).
 */
const REQUEST_TIMEOUT_MS = 1500;
const HEADERS_TIMEOUT_MS = 1000;
const KEEP_ALIVE_TIMEOUT_MS = 1000;
// Node checks open connections once a second, so a deadline is noticed up to a second late.
const SLACK_MS = 1500;

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({
    REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_TIMEOUT_MS),
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => t.close());

/** Opens a socket, writes `sent`, then waits (writing nothing more) until the server closes it. */
function stall(sent: string): Promise<{ afterMs: number; received: string }> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(port, '127.0.0.1');
    let received = '';
    let started = 0;
    socket.on('connect', () => {
      started = performance.now();
      socket.write(sent);
    });
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', () => undefined); // a reset after the answer still counts as closed
    socket.on('close', () => resolve({ afterMs: performance.now() - started, received }));
    setTimeout(() => {
      socket.destroy();
      reject(
        new Error(`the server kept a stalled connection open for 10 s; it sent: ${JSON.stringify(received)}`),
      );
    }, 10_000).unref();
  });
}

describe('slow clients', () => {
  it('closes a request whose body stops arriving with 408 within REQUEST_TIMEOUT_MS', async () => {
    const body = JSON.stringify({ email: 'slow@example.com', password: 'correct horse battery staple' });
    const { afterMs, received } = await stall(
      `POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    expect(afterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    expect(afterMs).toBeLessThan(REQUEST_TIMEOUT_MS + SLACK_MS);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(received).toContain('{"error":"The request took too long to arrive. Please try again."}');
    expect(received.toLowerCase()).toContain('connection: close');
  });

  it('closes a request whose headers stop arriving within HEADERS_TIMEOUT_MS', async () => {
    const { afterMs, received } = await stall('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    expect(afterMs).toBeLessThan(HEADERS_TIMEOUT_MS + SLACK_MS);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes an idle keep-alive connection after KEEP_ALIVE_TIMEOUT_MS', async () => {
    const { afterMs, received } = await stall('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    expect(afterMs).toBeLessThan(KEEP_ALIVE_TIMEOUT_MS + SLACK_MS);
  });

  it('still answers a client that sends its body in pieces within the time', async () => {
    const body = JSON.stringify({ email: 'pieces@example.com', password: 'wrong password here' });
    const socket = connect(port, '127.0.0.1');
    const received = new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString();
        if (text.includes('\r\n\r\n{')) resolve(text);
      });
    });
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    for (const piece of [body.slice(0, 10), body.slice(10, 20), body.slice(20)]) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      socket.write(piece);
    }
    expect(await received).toMatch(/^HTTP\/1\.1 401 /);
    socket.destroy();
  });
});

describe('timeout configuration', () => {
  it('has defaults and refuses a headers timeout longer than the request timeout', () => {
    const config = loadConfig({});
    expect([config.REQUEST_TIMEOUT_MS, config.HEADERS_TIMEOUT_MS, config.KEEP_ALIVE_TIMEOUT_MS]).toEqual([
      30_000, 10_000, 72_000,
    ]);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '6000' })).toThrow(
      'HEADERS_TIMEOUT_MS: must not be more than REQUEST_TIMEOUT_MS',
    );
  });
});
