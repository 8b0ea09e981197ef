import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env';
import type { Database } from '../../db/client';
import type { Mailer } from '../mail/mailer';
import { ReminderDispatcher, type DispatcherOptions } from './dispatcher';
import { createWhatsAppProvider } from './whatsapp/create-provider';

export interface DispatcherServices {
  config: Config;
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** The dispatcher as configured (WHATSAPP_PROVIDER, APP_URL, the JWT secret for unsubscribe links). */
export function createReminderDispatcher(
  { config, db, mailer, log }: DispatcherServices,
  overrides: Partial<DispatcherOptions> = {},
): ReminderDispatcher {
  return new ReminderDispatcher({
    db,
    mailer,
    whatsapp: createWhatsAppProvider(config),
    appUrl: config.appUrl,
    jwtSecret: config.jwtSecret,
    log,
    ...overrides,
  });
}
