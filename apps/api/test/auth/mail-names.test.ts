import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountName } from '../../src/modules/mail/templates';
import { createTestApp, uniqueEmail, type TestApp } from '../helpers/app';
import { mailsTo, waitForMail } from '../helpers/outbox';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** What an attacker types as the name when signing a victim's address up. */
const LURE = 'URGENT: your bank account is locked.\nCall +1 555 0100 now or visit evil.example';

describe('names in mails to an address not yet proven', () => {
  it('keeps a name to one line of at most 40 characters', () => {
    expect(accountName(LURE)).toBe('URGENT: your bank account is locked. Ca…');
    expect([...accountName(LURE)]).toHaveLength(40);
    expect(accountName('  Asha\tVerma \u202e ')).toBe('Asha Verma');
    expect(accountName('Priya Sharma')).toBe('Priya Sharma');
  });

  it('never opens the welcome or reset mail with the typed name, nor puts it in a subject', async () => {
    const email = uniqueEmail('lure');
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: LURE, email, password: 'correct horse battery staple', phone_no: '+91 98765 43210' },
    });
    expect(signup.statusCode).toBe(201);
    await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email } });
    await waitForMail(t.database.db, email, (mail) => mail.subject.includes('Reset'));
    const mails = await mailsTo(t.database.db, email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Reset your Pathwise password',
      'Welcome to Pathwise: please confirm your e-mail address',
    ]);
    for (const mail of mails) {
      expect(mail.text.startsWith('Hello,\n')).toBe(true);
      expect(mail.text).not.toContain('evil.example');
      expect(mail.text).toContain('\nAccount name: URGENT: your bank account is locked. Ca…\n');
      expect(mail.html).toContain('<p>Hello,</p>');
      expect(mail.html).not.toContain('evil.example');
    }
  });
});
