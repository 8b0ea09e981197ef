import { existsSync } from 'node:fs';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';

async function main(): Promise<void> {
  // A local .env (see .env.example) is optional; real environment variables win.
  if (existsSync('.env')) process.loadEnvFile('.env');
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let database;
  try {
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp({ config, database, workers: true });
  app.addHook('onClose', async () => {
    await database.close();
  });

  let closing = false;
  // While shutting down, answers close their connection: a keep-alive socket whose request was in
  // flight at SIGTERM would otherwise hold app.close() open until its keep-alive timeout (72 s).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // Both fit in the usual 30 s an orchestrator waits after SIGTERM.
    const force = setTimeout(() => process.exit(1), 25_000);
    force.unref();
    // After a grace period, drop connections still open (a client that left a request half-sent
    // keeps one "active" forever), so close() can finish and close the database cleanly. Generous:
    // a burst of logins queues for the password hashing (one at a time) and must still be answered.
    const drop = setTimeout(() => app.server.closeAllConnections(), 20_000);
    drop.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.host });
  app.log.info(`Pathwise is running at ${config.appUrl} (database: ${database.kind}, mail: ${app.mailer.mode})`);
}

void main();
