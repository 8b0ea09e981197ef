import type { MailMessage } from './mailer';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const NAME_LIMIT = 40;

/**
 * An account's name as a mail shows it: one line, at most 40 characters. Whoever signs up types it, and the
 * mails below go to an address before it is proven, so a name never opens a mail or stands in a subject: it is
 * a labelled line under the message ("Account name: …"), never words the product seems to say.
 */
export function accountName(name: string): string {
  const line = name.replace(/[\p{C}\s]+/gu, ' ').trim();
  const chars = [...line];
  return chars.length > NAME_LIMIT
    ? `${chars
        .slice(0, NAME_LIMIT - 1)
        .join('')
        .trimEnd()}…`
    : line;
}

const nameLine = (name: string) => `Account name: ${accountName(name)}`;
const nameHtml = (name: string) =>
  `<p style="font-size:13px;color:#6b7280">${escapeHtml(nameLine(name))}</p>`;

function layout(title: string, bodyHtml: string): string {
  return `<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f6f7fb;padding:24px;color:#1f2937">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:28px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${bodyHtml}
<p style="color:#6b7280;font-size:12px;margin-top:28px">Pathwise — AI-powered personalized learning for everyone.</p>
</div></body></html>`;
}

export function passwordResetMail(to: string, name: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your Pathwise password',
    text: `Hello,\n\nSomeone (hopefully you) asked to reset your Pathwise password. Open this link within 1 hour to choose a new one:\n\n${link}\n\nThe link works once. If you didn't ask for this, ignore this e-mail; your password stays the same.\n\n${nameLine(name)}\n`,
    html: layout(
      'Reset your password',
      `<p>Hello,</p><p>Someone (hopefully you) asked to reset your Pathwise password. The link works once, within 1 hour.</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">Choose a new password</a></p>
<p style="font-size:13px;color:#6b7280">Or paste this link into your browser: ${escapeHtml(link)}</p>
<p>If you didn't ask for this, ignore this e-mail; your password stays the same.</p>${nameHtml(name)}`,
    ),
  };
}

const REMINDERS_CLEARED =
  'The daily reminders and reminder addresses set on this account before you proved this address were removed: set them again in Reminder Settings if you want them.';

export function passwordChangedMail(
  to: string,
  name: string,
  loginUrl: string,
  remindersCleared = false,
): MailMessage {
  const cleared = remindersCleared ? `${REMINDERS_CLEARED}\n\n` : '';
  return {
    to,
    subject: 'Your Pathwise password was changed',
    text: `Hello,\n\nYour Pathwise password was just changed, and every device was signed out. Log in again at ${loginUrl}\n\n${cleared}If this wasn't you, reset your password right away and reply to this e-mail.\n\n${nameLine(name)}\n`,
    html: layout(
      'Your password was changed',
      `<p>Hello,</p><p>Your Pathwise password was just changed, and every device was signed out.</p>
<p><a href="${escapeHtml(loginUrl)}">Log in again</a></p>${remindersCleared ? `<p>${REMINDERS_CLEARED}</p>` : ''}<p>If this wasn't you, reset your password right away and reply to this e-mail.</p>${nameHtml(name)}`,
    ),
  };
}

/** To the owner after Google took over an account that someone made with their unproven address. */
export function accountRecoveredMail(to: string, remindersCleared: boolean): MailMessage {
  const what = [
    'the password set on it was removed and every device signed out',
    ...(remindersCleared ? ['the daily reminders and reminder addresses set on it were removed'] : []),
  ];
  const summary = `An account on Pathwise had been made with this e-mail address before it was confirmed. You signed in with Google, which confirms the address, so the account is yours alone now: ${what.join(', and ')}.`;
  return {
    to,
    subject: 'Your Pathwise account is now yours alone',
    text: `Hello,\n\n${summary}\n\nIf you did not sign in with Google just now, reply to this e-mail.\n`,
    html: layout(
      'Your account is now yours alone',
      `<p>Hello,</p><p>${escapeHtml(summary)}</p><p>If you did not sign in with Google just now, reply to this e-mail.</p>`,
    ),
  };
}

interface WelcomeNextStep {
  /** Where the learner chooses a goal and gets their plan (the app's /learning-plan). */
  planUrl: string;
  /** Whether the free trial runs now; false for an address that already had its trial. */
  trialActive: boolean;
}

/**
 * At sign-up no plan exists yet: the mail says the next step is choosing a goal, never that a plan is ready.
 * A resent link (Profile) gets the same mail, so the step is worded for whoever has not chosen one yet.
 */
export function welcomeVerifyMail(
  to: string,
  name: string,
  link: string,
  { planUrl, trialActive }: WelcomeNextStep,
): MailMessage {
  const trial = trialActive
    ? 'Your 7-day free trial has started.'
    : 'This address has had its free trial before, so the lessons open with Premium.';
  const nextStep =
    'Your next step: choose a goal and your experience level, and Pathwise builds your 30-day plan from them, with one lesson a day.';
  return {
    to,
    subject: 'Welcome to Pathwise: please confirm your e-mail address',
    text: `Hello,\n\nWelcome to Pathwise! ${trial} ${nextStep} Choose your goal here: ${planUrl}\n\nPlease confirm this is your e-mail address by opening this link within 7 days:\n\n${link}\n\nIf you didn't sign up, ignore this e-mail: nobody can link a Google account to an address that isn't confirmed.\n\n${nameLine(name)}\n`,
    html: layout(
      'Welcome to Pathwise',
      `<p>Hello,</p><p>${escapeHtml(trial)} ${escapeHtml(nextStep)}</p>
<p><a href="${escapeHtml(planUrl)}">Choose your goal</a></p>
<p>Please confirm this is your e-mail address (the link works within 7 days).</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">Confirm my e-mail address</a></p>
<p style="font-size:13px;color:#6b7280">Or paste this link into your browser: ${escapeHtml(link)}</p>
<p>If you didn't sign up, ignore this e-mail.</p>${nameHtml(name)}`,
    ),
  };
}

export interface PaymentConfirmation {
  /** The amount as the learner reads it, e.g. ₹499.00. */
  amount: string;
  orderId: string;
  paymentId: string;
  /** When it was paid, as the learner reads it in their own time zone. */
  paidOn: string;
  receiptUrl: string;
}

export function paymentConfirmationMail(to: string, name: string, payment: PaymentConfirmation): MailMessage {
  const rows: [string, string][] = [
    ['Plan', 'Premium Plan — lifetime access'],
    ['Amount paid', payment.amount],
    ['Date', payment.paidOn],
    ['Order ID', payment.orderId],
    ['Payment ID', payment.paymentId],
  ];
  return {
    to,
    subject: `Payment confirmation: ${payment.amount} for Pathwise Premium`,
    text: `Hi ${accountName(name)},\n\nThank you! We received your one-time payment and your Pathwise Premium lifetime access is now active.\n\n${rows
      .map(([label, value]) => `${label}: ${value}`)
      .join(
        '\n',
      )}\n\nYour receipt: ${payment.receiptUrl}\n\nKeep this e-mail for your records. Questions about this payment? Reply to this e-mail with the order ID.\n`,
    html: layout(
      'Payment confirmation',
      `<p>Hi ${escapeHtml(accountName(name))},</p><p>Thank you! We received your one-time payment and your Pathwise Premium lifetime access is now active.</p>
<table style="width:100%;border-collapse:collapse;font-size:14px">${rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="text-align:left;font-weight:normal;color:#6b7280;padding:6px 0">${escapeHtml(label)}</th><td style="text-align:right;padding:6px 0">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>
<p><a href="${escapeHtml(payment.receiptUrl)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">View your receipt</a></p>
<p style="font-size:13px;color:#6b7280">Or paste this link into your browser: ${escapeHtml(payment.receiptUrl)}</p>
<p>Keep this e-mail for your records. Questions about this payment? Reply with the order ID.</p>`,
    ),
  };
}
