import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { appSecrets } from '../../src/db/schema';
import { signSession } from '../../src/modules/auth/session-token';
import { createLearner, createTestApp, type TestApp } from '../helpers/app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('session-signing secret without JWT_SECRET', () => {
  it('is generated once into the database, where every instance on it reads the same one', async () => {
    t = await createTestApp();
    const rows = await t.database.db.select().from(appSecrets);
    expect(rows).toHaveLength(1);
    expect(Buffer.from(t.config.jwtSecret).toString()).toBe(rows[0]?.value);
    expect(rows[0]?.value.length).toBeGreaterThanOrEqual(48);
  });

  it('adopts the jwt-secret file an older version kept in DATA_DIR, so sessions survive the upgrade', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pathwise-legacy-secret-'));
    const legacy = randomBytes(48).toString('base64url');
    writeFileSync(path.join(dir, 'jwt-secret'), legacy);
    try {
      t = await createTestApp({ DATA_DIR: dir });
      const learner = await createLearner(t.app);
      const token = await signSession(new TextEncoder().encode(legacy), { userId: learner.userId, tokenVersion: 0 });
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/', headers: { authorization: `Bearer ${token}` } });
      expect(me.statusCode).toBe(200);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
