import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteOptions } from '../../apps/api/src/db/pglite-settings';
import { hashPassword } from '../../apps/api/src/modules/auth/password';
import { signSession } from '../../apps/api/src/modules/auth/session-token';

export interface BenchLearner {
  id: string;
  email: string;
  password: string;
  /** Set by the login phase (a real POST /api/auth/login). */
  token?: string;
}

export const PASSWORD = 'correct horse battery staple';

/** Drops and recreates the benchmark database. Refuses any name not starting with pw_load. */
export async function recreateDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  if (!/^pw_load\w*$/.test(name))
    throw new Error(
      `Refusing to drop "${name}": the load benchmark only recreates databases named pw_load*.`,
    );
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
}

/** Runs one SQL statement on the benchmark's database: node-postgres and PGlite both answer `{ rows }`. */
export type Query = (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>;

/** Inserts learners with a real argon2id hash (directly: seeding is not what is measured). */
export async function insertLearners(query: Query, count: number): Promise<BenchLearner[]> {
  const hash = await hashPassword(PASSWORD);
  const result = await query(
    `insert into users (name, email, phone_no, password_hash, time_zone, trial_ends_at)
     select 'Load Learner ' || g, 'load.' || g || '@example.com', '+91 98765 43210', $1, 'Asia/Kolkata', now() + interval '7 days'
     from generate_series(1, $2::int) g
     returning id, email`,
    [hash, count],
  );
  return (result.rows as { id: string; email: string }[]).map((row) => ({ ...row, password: PASSWORD }));
}

/** Learners inserted on PostgreSQL at databaseUrl. */
export async function insertLearnersPostgres(databaseUrl: string, count: number): Promise<BenchLearner[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await insertLearners((text, values) => client.query(text, values), count);
  } finally {
    await client.end();
  }
}

/**
 * Learners inserted into the embedded database in dataDir, opened here while no server holds it
 * (the server made and migrated it on its first start), with the settings the server uses.
 */
export async function insertLearnersPglite(dataDir: string, count: number): Promise<BenchLearner[]> {
  const client = await PGlite.create(path.join(dataDir, 'pglite'), pgliteOptions());
  try {
    return await insertLearners((text, values) => client.query(text, values), count);
  } finally {
    await client.close();
  }
}

/**
 * Each learner gets a 30-day plan generated through the API and today's lesson opened once, so the run
 * measures steady state.
 */
export async function generatePlans(
  base: string,
  jwtSecret: string,
  learners: BenchLearner[],
): Promise<void> {
  const secret = new TextEncoder().encode(jwtSecret);
  const goals = ['Learn Python', 'React', 'Data science', 'SQL', 'JavaScript'];
  let next = 0;
  const worker = async () => {
    while (next < learners.length) {
      const index = (next += 1) - 1;
      const learner = learners[index]!;
      const authorization = `Bearer ${await signSession(secret, { userId: learner.id, tokenVersion: 0 })}`;
      const generated = await fetch(`${base}/api/plan/generate-learning-plan`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ goal: goals[index % goals.length], duration: '30', experience: 'Beginner' }),
      });
      if (generated.status !== 200) throw new Error(`seeding: generate answered ${generated.status}`);
      // Twice: the first may generate day 1 itself; the second pre-generates day 2 in the background.
      for (let i = 0; i < 2; i += 1) {
        const today = await fetch(`${base}/api/plan/learning-plan/today`, { headers: { authorization } });
        if (today.status !== 200) throw new Error(`seeding: today answered ${today.status}`);
        await today.arrayBuffer();
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
}
