import { operations } from '@pathwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromOperation } from '../../lib/operation-route';
import { listWhatsAppOutbox } from '../../modules/reminders/whatsapp/outbox-list';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * Development only: the mails the server sent or stored, newest first, so a developer can open a
 * reset link without an SMTP server. Registered only with DEV_TOOLS on (dev-tools.ts).
 */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromOperation(app, operations.dev.outbox, { hide: true }),
    handler: async () => {
      const mails = await app.mailer.list(50);
      return {
        mails: mails.map((mail) => ({
          id: mail.id,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          status: mail.status,
          createdAt: mail.createdAt.toISOString(),
        })),
        whatsapp: (await listWhatsAppOutbox(app.db, 50)).map((message) => ({
          id: message.id,
          to: message.to,
          template: message.template,
          parameters: message.parameters,
          body: message.body,
          createdAt: message.createdAt.toISOString(),
        })),
      };
    },
  });

  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const mails = await app.mailer.list(50);
    const items = mails
      .map(
        (mail) => `<article><h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To ${escapeHtml(mail.to)} · ${mail.createdAt.toISOString()} · ${escapeHtml(mail.status)}</p>
<pre>${linkify(mail.text)}</pre></article>`,
      )
      .join('\n');
    const whatsapp = (await listWhatsAppOutbox(app.db, 50))
      .map(
        (message) => `<article><h2>WhatsApp to +${escapeHtml(message.to)}</h2>
<p class="meta">Template ${escapeHtml(message.template)} (${message.parameters.map(escapeHtml).join(' · ')}) · ${message.createdAt.toISOString()}</p>
<pre>${linkify(message.body)}</pre></article>`,
      )
      .join('\n');
    return reply.type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Outbox (development)</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1f2937}
article{border:1px solid #e5e7eb;border-radius:8px;padding:1rem;margin:1rem 0}h2{font-size:1.1rem;margin:0}
.meta{color:#6b7280;font-size:.85rem}pre{white-space:pre-wrap;word-break:break-word}</style></head>
<body><main><h1>Outbox (development only)</h1><p>${mails.length} most recent mails.</p>${items || '<p>No mail yet.</p>'}
<h1>WhatsApp (development only)</h1>${whatsapp || '<p>No WhatsApp message yet.</p>'}</main></body></html>`);
  });
};
