import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { appSecrets } from './schema';

const NAME = 'session-signing';

/**
 * The session-signing secret when JWT_SECRET is not set: generated once and kept in the database, so
 * every instance on it signs and accepts the same sessions. The first instance to start inserts it;
 * the others read the one that won. A secret file an older version kept in DATA_DIR is adopted, so
 * an upgrade keeps everyone logged in.
 */
export async function loadSigningSecret(db: Database, dataDir: string): Promise<Uint8Array> {
  const legacyFile = path.join(dataDir, 'jwt-secret');
  const legacy = existsSync(legacyFile) ? readFileSync(legacyFile, 'utf8').trim() : '';
  await db
    .insert(appSecrets)
    .values({ name: NAME, value: legacy.length >= 32 ? legacy : randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, NAME));
  if (!row) throw new Error('The session-signing secret could not be stored in the database.');
  return new TextEncoder().encode(row.value);
}
