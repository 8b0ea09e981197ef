import { TransactionRollbackError, and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailVerificationTokens, passwordResetTokens, users, type UserRow } from '../../db/schema';
import { INVALID_VERIFICATION_MESSAGE } from '@pathwise/contract';
import { conflict, badRequest, unauthorized } from '../../lib/errors';
import type { Mailer } from '../mail/mailer';
import {
  accountRecoveredMail,
  passwordChangedMail,
  passwordResetMail,
  welcomeVerifyMail,
} from '../mail/templates';
import type { GoogleIdentity } from './google';
import { hashPassword, verifyPassword } from './password';
import { assertAcceptablePassword } from './password-policy';
import { forgetEarlierHoldersReminders } from './recovery';
import { RESET_TOKEN_TTL_MS, createResetToken, hashResetToken } from './reset-token';
import { trialEndFrom } from './trial';
import { claimTrial } from './trial-claims';

export interface AuthContext {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  /** Key of the trial-claim hashes (trial-claims.ts). */
  trialKey: Buffer;
}

export const VERIFY_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown): boolean => {
  for (let current = error; current; current = (current as { cause?: unknown }).cause)
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  return false;
};

const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normaliseEmail(email)}`);
  return user;
}

export interface SignupInput {
  name: string;
  email: string;
  password: string;
  phone_no: string;
  timeZone?: string | undefined;
}

export interface SignupResult {
  user: UserRow;
  /** False when the address already had its free trial (an account deleted and made again). */
  freshTrial: boolean;
}

export async function signup(ctx: AuthContext, input: SignupInput, now = new Date()): Promise<SignupResult> {
  const email = normaliseEmail(input.email);
  assertAcceptablePassword(input.password, email);
  if (await findUserByEmail(ctx.db, email)) throw conflict('An account with this email already exists.');
  const passwordHash = await hashPassword(input.password);
  try {
    const result = await ctx.db.transaction(async (tx) => {
      const freshTrial = await claimTrial(tx, ctx.trialKey, email);
      const [user] = await tx
        .insert(users)
        .values({
          name: input.name.trim(),
          email,
          phoneNo: input.phone_no.trim(),
          passwordHash,
          timeZone: input.timeZone ?? 'UTC',
          // A returning address gets an account whose trial is already over: Premium unlocks the lessons.
          trialEndsAt: freshTrial ? trialEndFrom(now) : now,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!user) throw new Error('insert returned no row');
      return { user, freshTrial };
    });
    await sendVerification(ctx, result.user, now);
    return result;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('An account with this email already exists.');
    throw error;
  }
}

/** Mails a link that proves the address; only the token's hash is stored. */
export async function sendVerification(
  ctx: AuthContext,
  user: Pick<UserRow, 'id' | 'email' | 'name' | 'trialEndsAt'>,
  now = new Date(),
) {
  const { token, tokenHash } = createResetToken();
  await ctx.db.insert(emailVerificationTokens).values({
    userId: user.id,
    tokenHash,
    expiresAt: new Date(Date.now() + VERIFY_TOKEN_TTL_MS),
  });
  const link = `${ctx.appUrl}/verify-email/${encodeURIComponent(token)}`;
  await ctx.mailer.enqueue(
    welcomeVerifyMail(user.email, user.name, link, {
      planUrl: `${ctx.appUrl}/learning-plan`,
      trialActive: user.trialEndsAt.getTime() > now.getTime(),
    }),
  );
}

type VerifyEmailOutcome = 'verified' | 'already-verified';

/**
 * Uses a verification link once; the account's address counts as proved from now on. A link that was
 * already used, for an account whose address is verified, says so ('already-verified'); every other
 * token (unknown, expired unused, or used for an address not verified) gets the same invalid-link error,
 * so the answer tells nothing about tokens the caller does not hold.
 */
export async function verifyEmail(ctx: AuthContext, token: string): Promise<VerifyEmailOutcome> {
  const now = new Date();
  const tokenHash = hashResetToken(token);
  const verified = await ctx.db.transaction(async (tx) => {
    const [used] = await tx
      .update(emailVerificationTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailVerificationTokens.tokenHash, tokenHash),
          isNull(emailVerificationTokens.usedAt),
          gt(emailVerificationTokens.expiresAt, now),
        ),
      )
      .returning({ userId: emailVerificationTokens.userId });
    if (!used) return false;
    await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})`, updatedAt: now })
      .where(eq(users.id, used.userId));
    return true;
  });
  if (verified) return 'verified';
  const [usedBefore] = await ctx.db
    .select({ id: emailVerificationTokens.id })
    .from(emailVerificationTokens)
    .innerJoin(users, eq(users.id, emailVerificationTokens.userId))
    .where(
      and(
        eq(emailVerificationTokens.tokenHash, tokenHash),
        isNotNull(emailVerificationTokens.usedAt),
        isNotNull(users.emailVerifiedAt),
      ),
    );
  if (usedBefore) return 'already-verified';
  throw badRequest(INVALID_VERIFICATION_MESSAGE);
}

export async function login(
  ctx: AuthContext,
  input: { email: string; password: string; timeZone?: string | undefined },
): Promise<UserRow> {
  const user = await findUserByEmail(ctx.db, input.email);
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !ok) throw unauthorized('Invalid email or password.');
  return rememberTimeZone(ctx.db, user, input.timeZone);
}

export async function rememberTimeZone(
  db: Database,
  user: UserRow,
  timeZone: string | undefined,
): Promise<UserRow> {
  if (!timeZone || timeZone === user.timeZone) return user;
  await db.update(users).set({ timeZone, updatedAt: new Date() }).where(eq(users.id, user.id));
  return { ...user, timeZone };
}

/**
 * Finds the Google account, or joins Google to the account with its address, or creates one. Google has
 * verified the address, so: an account that proved it too is linked (its password keeps working); an
 * account that never proved it may be someone else's squat on the address, so Google takes it over:
 * the password is removed and every session ends (token version bump).
 */
export async function googleLogin(
  ctx: AuthContext,
  identity: GoogleIdentity,
  timeZone: string | undefined,
): Promise<UserRow> {
  const [linked] = await ctx.db.select().from(users).where(eq(users.googleSubject, identity.subject));
  if (linked) return rememberTimeZone(ctx.db, linked, timeZone);
  const existing = await findUserByEmail(ctx.db, identity.email);
  // Another Google account with the same address (a workplace account made again for a new person): the
  // first one keeps the learner's account; the second is refused, never swapped in.
  if (existing?.googleSubject) throw conflict(OTHER_GOOGLE_ACCOUNT_MESSAGE);
  if (existing) {
    const now = new Date();
    const takeover = !existing.emailVerifiedAt;
    const updated = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({
          googleSubject: identity.subject,
          emailVerifiedAt: existing.emailVerifiedAt ?? now,
          updatedAt: now,
          ...(takeover ? { passwordHash: null, tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
        })
        .where(eq(users.id, existing.id))
        .returning();
      if (takeover) {
        // Links the squatter asked for (a reset, a verification) die with their password.
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordResetTokens.userId, existing.id), isNull(passwordResetTokens.usedAt)));
        await tx
          .update(emailVerificationTokens)
          .set({ usedAt: now })
          .where(
            and(eq(emailVerificationTokens.userId, existing.id), isNull(emailVerificationTokens.usedAt)),
          );
        // So do the reminders they set up, which would otherwise keep reaching them with the owner's lessons.
        const remindersCleared = await forgetEarlierHoldersReminders(tx, existing.id);
        await ctx.mailer.enqueue(accountRecoveredMail(existing.email, remindersCleared), tx);
      }
      return row;
    });
    if (takeover) ctx.mailer.kick();
    return rememberTimeZone(ctx.db, updated ?? existing, timeZone);
  }
  const now = new Date();
  try {
    return await ctx.db.transaction(async (tx) => {
      const freshTrial = await claimTrial(tx, ctx.trialKey, identity.email);
      const [created] = await tx
        .insert(users)
        .values({
          name: identity.name,
          email: identity.email,
          googleSubject: identity.subject,
          emailVerifiedAt: now,
          timeZone: timeZone ?? 'UTC',
          trialEndsAt: freshTrial ? trialEndFrom(now) : now,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!created) throw new Error('insert returned no row');
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return googleLogin(ctx, identity, timeZone);
    throw error;
  }
}

export const OTHER_GOOGLE_ACCOUNT_MESSAGE =
  'This e-mail address is already linked to a different Google account. Sign in with that Google account or with your password.';

export const RESET_REQUESTED_MESSAGE =
  'If an account exists for that email, a password reset link has been sent.';

/**
 * Creates a single-use reset token and mails the link, when the account exists. The route runs this
 * after it has answered (BackgroundTasks), so the answer takes the same time and says the same thing
 * whether or not the account exists; the token is made first either way.
 */
/** Where a reset for an address without an account points its token row: no account has this id. */
const NO_ACCOUNT = '00000000-0000-0000-0000-000000000000';

/**
 * E-mails a reset link when the address has an account. It runs after the answer, and does the same
 * work either way, so not even the timing of the next request tells whether the account exists: the
 * token row is inserted from a select that finds the account or nothing, and the mail is rendered and
 * stored in the same transaction, which is rolled back when there is no account.
 */
export async function requestPasswordReset(ctx: AuthContext, emailInput: string): Promise<void> {
  const { token, tokenHash } = createResetToken();
  const link = `${ctx.appUrl}/reset-password/${encodeURIComponent(token)}`;
  const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_MS);
  try {
    const mailIds = await ctx.db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, emailInput);
      await tx.execute(sql`
        insert into password_reset_tokens (user_id, token_hash, expires_at)
        select id, ${tokenHash}, ${expiresAt.toISOString()}::timestamptz from users where id = ${user?.id ?? NO_ACCOUNT}`);
      const ids = await ctx.mailer.store(
        [passwordResetMail(user?.email ?? emailInput, user?.name ?? '', link)],
        tx,
      );
      if (!user) tx.rollback();
      return ids;
    });
    ctx.mailer.queued(mailIds);
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
}

export const INVALID_RESET_MESSAGE = 'This reset link is invalid or has expired. Please request a new one.';

/** Uses a reset token once: new password, every session revoked, a notice mail. Answers the account's address. */
export async function resetPassword(
  ctx: AuthContext,
  token: string,
  newPassword: string,
): Promise<string | undefined> {
  assertAcceptablePassword(newPassword);
  const passwordHash = await hashPassword(newPassword);
  const user = await ctx.db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashResetToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!used) throw badRequest(INVALID_RESET_MESSAGE);
    // The address is known only now; refusing rolls the link's use back, so it still works for a better password.
    const [owner] = await tx
      .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, used.userId));
    assertAcceptablePassword(newPassword, owner?.email);
    // An unverified account may have been someone else's squat on the address: what they set up goes.
    const remindersCleared =
      owner && !owner.verifiedAt ? await forgetEarlierHoldersReminders(tx, used.userId) : false;
    // Any other outstanding link for this account dies with this one.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)));
    const [updated] = await tx
      .update(users)
      .set({
        passwordHash,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        // The link came to the address, so using it proves the address.
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, used.userId))
      .returning();
    return updated && { ...updated, remindersCleared };
  });
  if (user)
    await ctx.mailer.enqueue(
      passwordChangedMail(user.email, user.name, `${ctx.appUrl}/login`, user.remindersCleared),
    );
  return user?.email;
}
