import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/env';

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'pathwise-config-'));

describe('configuration', () => {
  it('starts with zero configuration; the JWT secret is left to the database (no file in DATA_DIR)', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.PORT).toBe(3000);
    expect(first.appUrl).toBe('http://localhost:3000');
    expect(first.paymentProvider).toBe('sandbox');
    expect(first.AI_PROVIDER).toBe('offline');
    expect(first.jwtSecret).toHaveLength(0);
    expect(existsSync(path.join(dir, 'jwt-secret'))).toBe(false);
    const set = loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40) });
    expect(Buffer.from(set.jwtSecret).toString()).toBe('x'.repeat(40));
  });

  it('names every bad variable in one error', () => {
    const attempt = () =>
      loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short', APP_URL: 'nope' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n');
      for (const name of ['PORT', 'DATABASE_URL', 'JWT_SECRET', 'APP_URL']) expect(problems).toContain(name);
    }
  });

  it('checks combinations: provider keys, Razorpay pairs and APP_URL in production', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), AI_PROVIDER: 'openai-compatible' })).toThrow(/AI_BASE_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), RAZORPAY_KEY_ID: 'rzp_test_x' })).toThrow(/set both or neither/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production' })).toThrow(/APP_URL/);
    // Production never falls into the free sandbox checkout by accident.
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', APP_URL: 'https://learn.example.com' }),
    ).toThrow(/PAYMENT_PROVIDER: production needs RAZORPAY_KEY_ID/);
    expect(
      loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', APP_URL: 'https://x.example', PAYMENT_PROVIDER: 'sandbox' })
        .paymentProvider,
    ).toBe('sandbox');
    const razorpay = loadConfig({ DATA_DIR: dataDir(), RAZORPAY_KEY_ID: 'rzp_test_x', RAZORPAY_KEY_SECRET: 's' });
    expect(razorpay.paymentProvider).toBe('razorpay');
  });
});
