import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { mailOutbox, type MailRow } from '../../src/db/schema';

export async function mailsTo(db: Database, to: string) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));
}

/**
 * The mails to this address once one matches: some mails (password reset) are queued after the answer,
 * so a test waits for them rather than reading the outbox at once. Throws after `timeoutMs`.
 */
export async function waitForMail(
  db: Database,
  to: string,
  matches: (mail: MailRow) => boolean = () => true,
  timeoutMs = 5_000,
): Promise<MailRow[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(db, to);
    if (mails.some(matches)) return mails;
    if (Date.now() > deadline) throw new Error(`no matching mail to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const linkToken = (mail: MailRow | undefined, route: string) =>
  mail ? new RegExp(`/${route}/([\\w-]+)`).exec(mail.text)?.[1] : undefined;

/** The reset token from the newest reset mail to this address (waiting for it to be queued). */
export async function resetTokenFor(db: Database, to: string): Promise<string> {
  const isReset = (mail: MailRow) => mail.subject.includes('Reset');
  const mails = await waitForMail(db, to, isReset);
  const token = linkToken(mails.find(isReset), 'reset-password');
  if (!token) throw new Error(`no reset mail for ${to}`);
  return token;
}

/** The token from the newest e-mail-verification link to this address. */
export async function verifyTokenFor(db: Database, to: string): Promise<string> {
  const isVerify = (mail: MailRow) => mail.text.includes('/verify-email/');
  const mails = await waitForMail(db, to, isVerify);
  const token = linkToken(mails.find(isVerify), 'verify-email');
  if (!token) throw new Error(`no verification mail for ${to}`);
  return token;
}
