import { existsSync } from 'node:fs';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { describeError, openDatabaseAtStart, StartupError } from './db/open-at-start';
import { trackConnections } from './lib/graceful-shutdown';

/** Start-up problems are one line on stderr, never a stack (docs/decisions/017). */
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(): Promise<void> {
  // A local .env (see .env.example) is optional; real environment variables win.
  if (existsSync('.env')) process.loadEnvFile('.env');
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const database = await openDatabaseAtStart(config, (line) => console.error(line));
  const app = await buildApp({ config, database, workers: true });
  const drain = trackConnections(app);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, drainMs: config.SHUTDOWN_DRAIN_MS }, 'shutting down: not ready, answering what arrives, then closing');
    // Within the usual 30 s an orchestrator waits after SIGTERM (plus the drain the operator chose).
    const force = setTimeout(() => process.exit(1), config.SHUTDOWN_DRAIN_MS + 25_000);
    force.unref();
    // Order: stop taking traffic and answer every request already sent; then the app's background
    // workers finish (mail, reminders, lesson pre-generation); then the database closes.
    drain({ drainMs: config.SHUTDOWN_DRAIN_MS, dropAfterMs: config.SHUTDOWN_DRAIN_MS + 20_000 })
      .then(() => app.close())
      .then(() => database.close())
      .then(
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
  // For the operator only: learners are told what their plan is made of, never how to configure the server.
  if (config.AI_PROVIDER === 'offline')
    app.log.info(
      'AI: offline engine. Goals without a curated course get the study method; set AI_PROVIDER (openai, anthropic, google or openai-compatible) and every goal gets a full course written for it.',
    );
}

main().catch((error: unknown) => {
  fail(error instanceof StartupError ? error.message : `Pathwise could not start: ${describeError(error)}`);
});
