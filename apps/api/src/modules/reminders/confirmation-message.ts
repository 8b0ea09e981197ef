import type { MailMessage } from '../mail/mailer';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The double opt-in mail (decision 018). Only the app's own words and the link: nothing the learner
 * typed (name, topic) is in it, so it cannot carry someone else's message to a stranger.
 */
export function confirmationMail(to: string, link: string): MailMessage {
  const text = `Hello,

Someone asked Pathwise to send daily learning reminders to this e-mail address. To start getting them, confirm within 7 days:

${link}

If this wasn't you, ignore this e-mail: no reminder is sent to this address until it is confirmed.
`;
  const html = `<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f6f7fb;padding:24px;color:#1f2937">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:28px">
<h1 style="font-size:20px;margin:0 0 16px">Confirm your daily reminders</h1>
<p>Someone asked Pathwise to send daily learning reminders to this e-mail address. To start getting them, confirm within 7 days.</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">Confirm reminders</a></p>
<p style="font-size:13px;color:#6b7280">Or paste this link into your browser: ${escapeHtml(link)}</p>
<p>If this wasn't you, ignore this e-mail: no reminder is sent to this address until it is confirmed.</p>
</div></body></html>`;
  return { to, subject: 'Confirm your Pathwise daily reminders', text, html };
}

/** The same for a WhatsApp number (outbox and Twilio text; Meta sends its approved template with the link). */
export function confirmationWhatsAppText(link: string): string {
  return `Pathwise: someone asked to send daily learning reminders to this WhatsApp number. To confirm, open ${link} within 7 days. If this wasn't you, ignore this message: nothing more is sent.`;
}
