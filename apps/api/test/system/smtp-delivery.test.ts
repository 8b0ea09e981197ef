import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLearner, createTestApp, type TestApp } from '../helpers/app';
import { mailsTo } from '../helpers/outbox';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP peer on loopback; it can be told to refuse mail to simulate an outage. */
function startSmtp() {
  const received: Received[] = [];
  let refuse = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        if (refuse) return callback(new Error('451 try again later'));
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  return {
    received,
    setRefuse: (value: boolean) => (refuse = value),
    listen: () => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const smtp = startSmtp();
let t: TestApp;
beforeAll(async () => {
  const port = await smtp.listen();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const waitFor = async (check: () => boolean | Promise<boolean>, ms = 10_000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('timed out');
};

const isReset = (raw: string) => raw.includes('Subject: Reset your Pathwise password');
// Sign-up also sends a welcome mail; these tests follow the reset mail.
const resetRows = async (email: string) =>
  (await mailsTo(t.database.db, email)).filter((mail) => mail.subject.includes('Reset'));

describe('mail over SMTP', () => {
  it('really delivers the reset mail to the SMTP server, once', async () => {
    const learner = await createLearner(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: learner.email } });
    await waitFor(() => smtp.received.some((mail) => mail.to.includes(learner.email) && isReset(mail.raw)));
    const mails = smtp.received.filter((mail) => mail.to.includes(learner.email) && isReset(mail.raw));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.raw).toContain('Subject: Reset your Pathwise password');
    expect(mails[0]?.raw).toMatch(/https:\/\/learn\.example\.test\/reset-password\//);
    // The outbox row is marked sent right after the SMTP server accepts the mail: wait for that write.
    await waitFor(async () => (await resetRows(learner.email))[0]?.status === 'sent');
    const [row] = await resetRows(learner.email);
    expect(row?.status).toBe('sent');
  });

  it('keeps a mail when SMTP refuses it and delivers it once later', async () => {
    const learner = await createLearner(t.app);
    // The welcome mail goes first; the refusal is for the reset mail.
    await waitFor(() => smtp.received.some((mail) => mail.to.includes(learner.email)));
    smtp.setRefuse(true);
    await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: learner.email } });
    await waitFor(async () => (await resetRows(learner.email))[0]?.attempts === 1);
    const [failed] = await resetRows(learner.email);
    expect(failed?.status).toBe('pending');
    expect(failed?.lastError).toContain('try again later');

    smtp.setRefuse(false);
    // The retry is due later; make it due now, then run two delivery passes as two workers would.
    await t.database.db.execute(
      (await import('drizzle-orm')).sql`update mail_outbox set next_attempt_at = now() where "to" = ${learner.email}`,
    );
    await Promise.all([t.app.mailer.deliverDue(), t.app.mailer.deliverDue()]);
    expect(smtp.received.filter((mail) => mail.to.includes(learner.email) && isReset(mail.raw))).toHaveLength(1);
    const [sent] = await resetRows(learner.email);
    expect(sent?.status).toBe('sent');
    expect(sent?.attempts).toBe(2);
  });
});
