import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/env';
import { createLearner, createTestApp, type TestApp } from '../helpers/app';

/** The load balancer's own address, the TCP peer of every request it forwards. */
const PROXY = '10.0.0.2';
const madeUp = () => `${String(randomInt(1, 224))}.${String(randomInt(256))}.${String(randomInt(256))}.7`;

function configProblems(value: string): string[] {
  try {
    loadConfig({ TRUST_PROXY: value });
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('TRUST_PROXY at start', () => {
  it.each(['true', 'yes', 'on', '*', '0.0.0.0/0', '::/0'])(
    'refuses %s, which trusts every hop, in one line',
    (value) => {
      const problems = configProblems(value);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^TRUST_PROXY: trusting every hop lets any client pick its own address/);
    },
  );

  it.each(['11', 'proxy.internal', '10.0.0.300', '10.0.0.0/33', '10.0.0.2,'])('refuses %s', (value) => {
    expect(configProblems(value)).toEqual([expect.stringMatching(/^TRUST_PROXY: /)]);
  });

  it('reads nothing, a count of proxies, or their addresses', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.0.1.0/24,fd00::/8,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.2',
      '10.0.1.0/24',
      'fd00::/8',
      'loopback',
    ]);
  });
});

/** One log-in as the proxy forwards it: whatever the client wrote, then the address the proxy saw. */
function loginThroughProxy(t: TestApp, email: string, password: string, client: string, written?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': written ? `${written}, ${client}` : client },
    payload: { email, password },
  });
}

describe.each([
  ['a count of proxies', '1'],
  ['the proxies’ addresses', PROXY],
])('behind a load balancer named by %s', (_name, setting) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: setting });
  });
  afterAll(async () => t.close());

  it('slows one client’s guesses however it fills X-Forwarded-For', async () => {
    const owner = await createLearner(t.app);
    const guesser = '198.51.100.66';
    for (let i = 0; i < 3; i += 1) {
      const guess = await loginThroughProxy(t, owner.email, `guess-${String(i)}`, guesser, madeUp());
      expect(guess.statusCode).toBe(401);
    }
    const next = await loginThroughProxy(t, owner.email, 'guess-3', guesser, madeUp());
    expect(next.statusCode).toBe(429);
  });

  it('never slows the owner for a stranger who writes the owner’s address', async () => {
    const owner = await createLearner(t.app);
    const ownersAddress = '203.0.113.50';
    for (let i = 0; i < 6; i += 1)
      await loginThroughProxy(t, owner.email, `guess-${String(i)}`, '198.51.100.67', ownersAddress);
    const own = await loginThroughProxy(t, owner.email, owner.password, ownersAddress);
    expect(own.statusCode).toBe(200);
  });
});

describe('behind proxies named by address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: PROXY });
  });
  afterAll(async () => t.close());

  it('reads X-Forwarded-For only from a proxy: a client that reaches the server directly is its own address', async () => {
    const owner = await createLearner(t.app);
    const direct = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '198.51.100.68',
        headers: { 'x-forwarded-for': madeUp() },
        payload: { email: owner.email, password },
      });
    for (let i = 0; i < 3; i += 1) expect((await direct(`guess-${String(i)}`)).statusCode).toBe(401);
    expect((await direct('guess-3')).statusCode).toBe(429);
  });
});
