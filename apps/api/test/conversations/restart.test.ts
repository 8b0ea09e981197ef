import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config/env';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { ConversationService } from '../../src/modules/conversations/service';
import { json } from '../helpers/app';
import { createTestDatabase } from '../helpers/database';
import { askAssistant, askTutor, history, learnerWithPlan } from './helpers';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pathwise-restart-'));
const pgDatabase = await createTestDatabase();

/** The real app on the same data directory (or PostgreSQL database) every time it is started. */
async function start(): Promise<{ app: FastifyInstance; database: DatabaseHandle }> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    APP_URL: 'https://learn.example.test',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...(pgDatabase ? { DATABASE_URL: pgDatabase.url } : {}),
  });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir, poolSize: 4 });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return { app, database };
}

const stop = async ({ app, database }: { app: FastifyInstance; database: DatabaseHandle }) => {
  await app.plans.background.drain();
  await app.close();
  await database.close();
};

afterAll(async () => {
  await pgDatabase?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('conversation history', () => {
  it('survives a restart of the server', async () => {
    const first = await start();
    const { learner } = await learnerWithPlan(first.app, 'Learn React');
    const tutorReply = json<{ response: string }>(await askTutor(first.app, learner, 'Hi')).response;
    const assistantReply = json<{ reply: string }>(await askAssistant(first.app, learner, "What's next?")).reply;
    await stop(first);

    const second = await start();
    try {
      expect(json(await history(second.app, learner, '/api/AI/tutor/history'))).toEqual({
        messages: [
          { sender: 'user', text: 'Hi' },
          { sender: 'bot', text: tutorReply },
        ],
      });
      expect(json(await history(second.app, learner, '/api/chat/history'))).toEqual({
        messages: [
          { sender: 'user', text: "What's next?" },
          { sender: 'bot', text: assistantReply },
        ],
      });
      // The tutor carries on from the restored history: the quiz question is still open.
      const next = json<{ response: string }>(await askTutor(second.app, learner, 'Can I have a hint?')).response;
      expect(next).toContain('**Hint:**');
    } finally {
      await stop(second);
    }
  });

  it('keeps the tutor’s history per local day: a new day starts empty', async () => {
    const app = await start();
    try {
      const { learner } = await learnerWithPlan(app.app, 'Learn Python', { timeZone: 'Asia/Kolkata' });
      const conversations = new ConversationService(app.database.db, app.app.ai, app.app.plans, app.app.reviews);
      const [user] = await app.database.db.select().from(users).where(eq(users.id, learner.userId));
      const evening = new Date('2030-01-01T18:00:00Z'); // 23:30 in Kolkata
      const nextMorning = new Date('2030-01-01T19:00:00Z'); // 00:30 the next day in Kolkata
      await conversations.tutorReply(user!, 'Hi', { now: evening });
      expect(await conversations.tutorHistory(user!, evening)).toHaveLength(2);
      expect(await conversations.tutorHistory(user!, nextMorning)).toEqual([]);
    } finally {
      await stop(app);
    }
  });
});
