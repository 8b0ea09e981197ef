import type { ReminderAddressStatus, ReminderConfirmation } from '@pathwise/contract';
import { and, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../db/client';
import {
  reminderAddressConfirmations,
  users,
  whatsappOutbox,
  type ReminderChannel,
  type ReminderPreferencesRow,
} from '../../db/schema';
import type { BackgroundTasks } from '../../lib/background-tasks';
import { createResetToken, hashResetToken } from '../auth/reset-token';
import { canonicalAddress } from '../auth/trial-claims';
import type { Mailer } from '../mail/mailer';
import type { RateLimitStore } from '../rate-limit/store';
import { confirmationMail, confirmationWhatsAppText } from './confirmation-message';
import type { WhatsAppProvider } from './whatsapp/provider';

/** How long a confirmation link works. */
export const CONFIRMATION_TTL_MS = 7 * 24 * 3600_000;
/** Saving again with the same unconfirmed address sends a new link only after this long. */
export const RESEND_AFTER_MS = 15 * 60_000;
/** Links one learner may have sent in a day, and links one address may receive in a day (from any learner). */
export const LINKS_PER_LEARNER_PER_DAY = 5;
export const LINKS_PER_ADDRESS_PER_DAY = 3;
const DAY_MS = 24 * 3600_000;
const HOUR_MS = 3600_000;

type Reader = Pick<Database, 'select'> | Pick<Transaction, 'select'>;
type Preferences = Pick<
  ReminderPreferencesRow,
  'userId' | 'email' | 'phoneDigits' | 'emailEnabled' | 'whatsappEnabled'
>;

/** The form an address is confirmed under: e-mail in lower case, WhatsApp as digits. */
export const emailKey = (email: string) => email.trim().toLowerCase();

export interface ConfirmedChannels {
  email: boolean;
  whatsapp: boolean;
}

/**
 * For each learner, whether the reminder e-mail and WhatsApp number may get reminders: the e-mail is
 * the account's verified address, or it was confirmed through its link; the number was confirmed.
 */
export async function confirmedChannels(
  db: Reader,
  preferences: readonly Preferences[],
): Promise<Map<string, ConfirmedChannels>> {
  const result = new Map<string, ConfirmedChannels>();
  if (preferences.length === 0) return result;
  const ids = [...new Set(preferences.map((row) => row.userId))];
  const [accounts, confirmed] = await Promise.all([
    db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(inArray(users.id, ids), isNotNull(users.emailVerifiedAt))),
    db
      .select({
        userId: reminderAddressConfirmations.userId,
        channel: reminderAddressConfirmations.channel,
        address: reminderAddressConfirmations.address,
      })
      .from(reminderAddressConfirmations)
      .where(
        and(
          inArray(reminderAddressConfirmations.userId, ids),
          isNotNull(reminderAddressConfirmations.confirmedAt),
        ),
      ),
  ]);
  const verified = new Map(accounts.map((account) => [account.id, emailKey(account.email)]));
  const keys = new Set(confirmed.map((row) => `${row.userId}:${row.channel}:${row.address}`));
  for (const row of preferences) {
    const email = emailKey(row.email);
    result.set(row.userId, {
      email: email !== '' && (verified.get(row.userId) === email || keys.has(`${row.userId}:email:${email}`)),
      whatsapp: row.phoneDigits !== '' && keys.has(`${row.userId}:whatsapp:${row.phoneDigits}`),
    });
  }
  return result;
}

const statusOf = (on: boolean, address: string, confirmed: boolean): ReminderAddressStatus =>
  !on || !address ? 'off' : confirmed ? 'confirmed' : 'pending';

/** What the reminder screen shows: each channel's address confirmed, waiting for confirmation, or off. */
export async function confirmationStatus(db: Reader, row: Preferences): Promise<ReminderConfirmation> {
  const confirmed = (await confirmedChannels(db, [row])).get(row.userId) ?? { email: false, whatsapp: false };
  return {
    email: statusOf(row.emailEnabled, row.email, confirmed.email),
    whatsapp: statusOf(row.whatsappEnabled, row.phoneDigits, confirmed.whatsapp),
  };
}

export interface ConfirmationServices {
  db: Database;
  mailer: Mailer;
  whatsapp: WhatsAppProvider;
  /** The template Meta sends the opt-in with (one body parameter: the link). */
  whatsappTemplate: string;
  appUrl: string;
  limits: RateLimitStore;
  background: BackgroundTasks;
  log: FastifyBaseLogger;
  /** WhatsApp opt-in templates (paid per message) every learner together may send in an hour. */
  whatsappOptInsPerHour: number;
}

export const confirmUrl = (appUrl: string, token: string) =>
  `${appUrl}/api/dailyreminder/confirm?token=${encodeURIComponent(token)}`;

/**
 * After a save: for every channel that is on with an address not yet confirmed, a link goes to that
 * address (a mail, or a WhatsApp message), worded by the app alone: no name or topic the learner typed.
 * Saving again within RESEND_AFTER_MS sends nothing new; a learner and an address each get a few links
 * a day at most. Returns what the screen shows.
 */
export async function requestConfirmations(
  services: ConfirmationServices,
  row: Preferences,
  now = new Date(),
): Promise<ReminderConfirmation> {
  const status = await confirmationStatus(services.db, row);
  if (status.email === 'pending') await sendLink(services, row.userId, 'email', emailKey(row.email), now);
  if (status.whatsapp === 'pending') await sendLink(services, row.userId, 'whatsapp', row.phoneDigits, now);
  return status;
}

async function sendLink(
  services: ConfirmationServices,
  userId: string,
  channel: ReminderChannel,
  address: string,
  now: Date,
): Promise<void> {
  const { db, limits, log } = services;
  const [existing] = await db
    .select({
      sentAt: reminderAddressConfirmations.sentAt,
      expiresAt: reminderAddressConfirmations.expiresAt,
    })
    .from(reminderAddressConfirmations)
    .where(
      and(
        eq(reminderAddressConfirmations.userId, userId),
        eq(reminderAddressConfirmations.channel, channel),
        eq(reminderAddressConfirmations.address, address),
      ),
    );
  if (existing && now.getTime() - existing.sentAt.getTime() < RESEND_AFTER_MS && existing.expiresAt > now)
    return;
  // One mailbox however it is spelt: "+tags", letter case and Gmail's dots do not make a new address.
  const mailbox = channel === 'email' ? canonicalAddress(address) : address;
  const [perLearner, perAddress] = await Promise.all([
    limits.hit(`reminder-confirm:learner:${userId}`, DAY_MS),
    limits.hit(`reminder-confirm:${channel}:${mailbox}`, DAY_MS),
  ]);
  if (perLearner.count > LINKS_PER_LEARNER_PER_DAY || perAddress.count > LINKS_PER_ADDRESS_PER_DAY) {
    log.warn({ userId, channel }, 'reminder confirmation link not sent: daily limit reached');
    return;
  }
  // Each WhatsApp opt-in is a paid template: many free accounts together must not send them at will.
  if (channel === 'whatsapp') {
    const everyone = await limits.hit('reminder-confirm:whatsapp:all', HOUR_MS);
    if (everyone.count > services.whatsappOptInsPerHour) {
      log.warn(
        { userId, channel },
        'reminder confirmation link not sent: hourly WhatsApp opt-in limit reached',
      );
      return;
    }
  }
  const { token, tokenHash } = createResetToken();
  const link = confirmUrl(services.appUrl, token);
  const expiresAt = new Date(now.getTime() + CONFIRMATION_TTL_MS);
  await db.transaction(async (tx) => {
    await tx
      .insert(reminderAddressConfirmations)
      .values({ userId, channel, address, tokenHash, expiresAt, sentAt: now })
      .onConflictDoUpdate({
        target: [
          reminderAddressConfirmations.userId,
          reminderAddressConfirmations.channel,
          reminderAddressConfirmations.address,
        ],
        set: { tokenHash, expiresAt, sentAt: now },
        where: isNull(reminderAddressConfirmations.confirmedAt),
      });
    if (channel === 'email') {
      await services.mailer.enqueue(confirmationMail(address, link), tx);
      return;
    }
    const text = confirmationWhatsAppText(link);
    const { whatsapp } = services;
    // The outbox keeps it with the row; a real provider is called after the answer (at most once, logged).
    if (whatsapp.kind === 'outbox')
      await tx
        .insert(whatsappOutbox)
        .values({ to: address, template: services.whatsappTemplate, parameters: [link], body: text });
    else
      services.background.run('WhatsApp reminder confirmation', () =>
        whatsapp.send({ to: address, parameters: [link], text, template: services.whatsappTemplate }),
      );
  });
  if (channel === 'email') services.mailer.kick();
}

/** Whether a link is one that would confirm now (the GET page asks before showing its button). */
export async function isUsableLink(db: Reader, token: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ id: reminderAddressConfirmations.id })
    .from(reminderAddressConfirmations)
    .where(usable(token, now));
  return Boolean(row);
}

const usable = (token: string, now: Date) =>
  and(
    eq(reminderAddressConfirmations.tokenHash, hashResetToken(token)),
    isNull(reminderAddressConfirmations.confirmedAt),
    gt(reminderAddressConfirmations.expiresAt, now),
  );

/** Uses a link once: its address is confirmed for its learner. False for a used, expired or unknown link. */
export async function confirmAddress(
  db: Database,
  token: string,
  now = new Date(),
): Promise<{ channel: ReminderChannel } | null> {
  const [row] = await db
    .update(reminderAddressConfirmations)
    .set({ confirmedAt: now })
    .where(usable(token, now))
    .returning({ channel: reminderAddressConfirmations.channel });
  return row ?? null;
}

/** An unsubscribe or a STOP takes the consent back: a later save asks the address again. */
export function revokeConfirmations(
  db: Pick<Transaction, 'delete'>,
  where: { userId: string; channel: 'email' } | { channel: 'whatsapp'; address: string },
) {
  return db
    .delete(reminderAddressConfirmations)
    .where(
      'userId' in where
        ? and(
            eq(reminderAddressConfirmations.userId, where.userId),
            eq(reminderAddressConfirmations.channel, 'email'),
          )
        : and(
            eq(reminderAddressConfirmations.channel, 'whatsapp'),
            eq(reminderAddressConfirmations.address, where.address),
          ),
    );
}
