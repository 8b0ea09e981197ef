import { postToProvider, type RemoteWhatsAppProvider } from './provider';

export interface MetaOptions {
  baseUrl: string;
  phoneNumberId: string;
  token: string;
  template: string;
  timeoutMs: number;
}

/**
 * Meta's WhatsApp Cloud API. Business-initiated messages outside a 24-hour session must be an approved
 * template, so the reminder is the template with three body parameters: name, topic, streak.
 */
export function metaProvider(options: MetaOptions): RemoteWhatsAppProvider {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(options.phoneNumberId)}/messages`;
  return {
    kind: 'remote',
    name: 'meta',
    async send(message) {
      const body = await postToProvider(
        'WhatsApp Cloud API',
        url,
        {
          headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            messaging_product: 'whatsapp',
            to: message.to,
            type: 'template',
            template: {
              name: message.template ?? options.template,
              language: { code: 'en' },
              components: [
                { type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) },
              ],
            },
          }),
        },
        options.timeoutMs,
      );
      const id = (body as { messages?: Array<{ id?: unknown }> } | null)?.messages?.[0]?.id;
      return { id: typeof id === 'string' ? id : null };
    },
  };
}
