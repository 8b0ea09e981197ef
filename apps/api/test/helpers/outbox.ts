import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { mailOutbox } from '../../src/db/schema';

export async function mailsTo(db: Database, to: string) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));
}

/** The reset token from the newest reset mail to this address. */
export async function resetTokenFor(db: Database, to: string): Promise<string> {
  const mails = await mailsTo(db, to);
  const mail = mails.find((row) => row.subject.includes('Reset'));
  const match = mail ? /\/reset-password\/([\w-]+)/.exec(mail.text) : null;
  if (!match?.[1]) throw new Error(`no reset mail for ${to}`);
  return match[1];
}
