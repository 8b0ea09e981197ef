import fp from 'fastify-plugin';
import type { Config } from '../../config/env';
import type { Database, DatabaseHandle } from '../../db/client';
import { loadSigningSecret } from '../../db/signing-secret';
import { ServiceHealth } from '../../lib/health';
import { Mailer } from '../../modules/mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Database;
    mailer: Mailer;
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

/** The app's shared services: config, database and mailer (whose delivery pass in flight is awaited on close). */
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
    app.decorate('health', new ServiceHealth());
    app.decorate('backgroundWorkers', workers);
    app.addHook('onClose', async () => {
      await mailer.stop();
    });
  },
  { name: 'services' },
);
