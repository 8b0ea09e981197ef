import { desc } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { whatsappOutbox, type WhatsAppOutboxRow } from '../../../db/schema';

/** The newest WhatsApp messages kept by the outbox provider (the dev outbox page lists them). */
export function listWhatsAppOutbox(db: Database, limit = 50): Promise<WhatsAppOutboxRow[]> {
  return db.select().from(whatsappOutbox).orderBy(desc(whatsappOutbox.createdAt)).limit(limit);
}
