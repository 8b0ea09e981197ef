import { createHash } from 'node:crypto';

/** The pages' only style, inline; the policy below allows exactly it by its hash. */
const STYLE = `body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f6f7fb;color:#1f2937;margin:0;padding:2rem 1rem}
main{max-width:28rem;margin:0 auto;background:#fff;border-radius:12px;padding:1.75rem}h1{font-size:1.25rem;margin:0 0 1rem}
button{background:#4f46e5;color:#fff;border:0;border-radius:8px;padding:.6rem 1.1rem;font-size:1rem;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #a5b4fc;outline-offset:2px}a{color:#4f46e5}`;

/**
 * The Content-Security-Policy of these pages. API answers get `default-src 'none'`, which blocks every
 * style, so the pages rendered unstyled: this one allows the inline style by its hash and nothing else.
 */
export const PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Pathwise</title>
<style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/** GET: a page, not the unsubscribe itself, so a mail scanner prefetching the link changes nothing. */
export const confirmPage = (actionUrl: string) =>
  page(
    'Unsubscribe from reminder e-mails?',
    `<p>You will stop getting daily lesson reminders by e-mail. WhatsApp reminders, if you turned them on, are not affected.</p>
<form method="post" action="${escapeHtml(actionUrl)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
  );

export const donePage = (appUrl: string) =>
  page(
    'You are unsubscribed',
    `<p>You will get no more reminder e-mails. You can turn them back on any time in <a href="${escapeHtml(`${appUrl}/reminder-settings`)}">Reminder settings</a>.</p>`,
  );

export const invalidPage = () =>
  page(
    'This link does not work',
    '<p>This unsubscribe link is invalid or incomplete. Open the link from the latest reminder e-mail, or change your reminders in Reminder settings after logging in.</p>',
  );

/** Double opt-in (decision 018). GET shows this; only the button (a POST) confirms, so a link scanner confirms nothing. */
export const confirmAddressPage = (actionUrl: string) =>
  page(
    'Confirm daily reminders?',
    `<p>Someone asked Pathwise to send daily learning reminders to this address. Confirm only if you want them; you can stop them at any time.</p>
<form method="post" action="${escapeHtml(actionUrl)}"><button type="submit">Confirm reminders</button></form>`,
  );

export const addressConfirmedPage = (appUrl: string) =>
  page(
    'Reminders confirmed',
    `<p>Thank you: daily reminders can now be sent to this address. Change them any time in <a href="${escapeHtml(`${appUrl}/reminder-settings`)}">Reminder settings</a>.</p>`,
  );

export const invalidConfirmationPage = () =>
  page(
    'This link does not work',
    '<p>This confirmation link is invalid, has expired or was already used. Save your reminder preferences again in Reminder settings to get a new link.</p>',
  );
