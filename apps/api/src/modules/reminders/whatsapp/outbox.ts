import { whatsappOutbox } from '../../../db/schema';
import type { OutboxWhatsAppProvider } from './provider';

/** The zero-configuration provider: messages are stored (listed at /dev/outbox) instead of sent. */
export function outboxProvider(template: string): OutboxWhatsAppProvider {
  return {
    kind: 'outbox',
    name: 'outbox',
    async store(tx, items) {
      if (items.length === 0) return;
      await tx
        .insert(whatsappOutbox)
        .values(
          items.map(({ deliveryId, message }) => ({
            deliveryId,
            to: message.to,
            template,
            parameters: message.parameters,
            body: message.text,
          })),
        )
        .onConflictDoNothing();
    },
  };
}
