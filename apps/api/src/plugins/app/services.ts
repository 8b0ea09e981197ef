import fp from 'fastify-plugin';
import type { Config } from '../../config/env';
import type { Database, DatabaseHandle } from '../../db/client';
import { loadSigningSecret } from '../../db/signing-secret';
import { BackgroundTasks } from '../../lib/background-tasks';
import { ServiceHealth } from '../../lib/health';
import { Mailer } from '../../modules/mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Database;
    mailer: Mailer;
    /** Work a request starts but does not wait for (mails of password resets, address confirmations). */
    background: BackgroundTasks;
    /** Whether the server is draining, for /api/ready. */
    health: ServiceHealth;
    /** True when this process runs background workers; features start their timers only then. */
    backgroundWorkers: boolean;
  }
}

export interface ServicesOptions {
  config: Config;
  database: DatabaseHandle;
  /** Whether this process runs background workers (the workers plugin starts them). */
  workers: boolean;
}

/**
 * The app's shared services: config, database, mailer and the requests' background work (both awaited on
 * close: the work first, since it queues mail, then the mailer's delivery pass in flight).
 */
export const servicesPlugin = fp<ServicesOptions>(
  async (app, { config, database, workers }) => {
    // Settled before any route or worker reads it (they are registered after this plugin).
    if (!config.JWT_SECRET) config.jwtSecret = await loadSigningSecret(database.db, config.DATA_DIR);
    const mailer = new Mailer({
      db: database.db,
      log: app.log.child({ module: 'mailer' }),
      from: config.MAIL_FROM,
      smtpUrl: config.SMTP_URL,
    });
    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorate('mailer', mailer);
    const background = new BackgroundTasks(app.log);
    app.decorate('background', background);
    app.decorate('health', new ServiceHealth());
    app.decorate('backgroundWorkers', workers);
    app.addHook('onClose', async () => {
      await background.idle();
      await mailer.stop();
    });
  },
  { name: 'services' },
);
