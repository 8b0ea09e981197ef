import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResetTokens, users, type UserRow } from '../../db/schema';
import { conflict, badRequest, unauthorized } from '../../lib/errors';
import type { Mailer } from '../mail/mailer';
import { passwordChangedMail, passwordResetMail } from '../mail/templates';
import type { GoogleIdentity } from './google';
import { hashPassword, verifyPassword } from './password';
import { assertAcceptablePassword } from './password-policy';
import { RESET_TOKEN_TTL_MS, createResetToken, hashResetToken } from './reset-token';
import { trialEndFrom } from './trial';

export interface AuthContext {
  db: Database;
  mailer: Mailer;
  appUrl: string;
}

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

export async function signup(ctx: AuthContext, input: SignupInput, now = new Date()): Promise<UserRow> {
  const email = normaliseEmail(input.email);
  assertAcceptablePassword(input.password);
  if (await findUserByEmail(ctx.db, email)) throw conflict('An account with this email already exists.');
  const passwordHash = await hashPassword(input.password);
  try {
    const [user] = await ctx.db
      .insert(users)
      .values({
        name: input.name.trim(),
        email,
        phoneNo: input.phone_no.trim(),
        passwordHash,
        timeZone: input.timeZone ?? 'UTC',
        trialEndsAt: trialEndFrom(now),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!user) throw new Error('insert returned no row');
    return user;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('An account with this email already exists.');
    throw error;
  }
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

/** Finds the Google account, links it to an existing e-mail account, or creates one. */
export async function googleLogin(
  ctx: AuthContext,
  identity: GoogleIdentity,
  timeZone: string | undefined,
): Promise<UserRow> {
  const [linked] = await ctx.db.select().from(users).where(eq(users.googleSubject, identity.subject));
  if (linked) return rememberTimeZone(ctx.db, linked, timeZone);
  const existing = await findUserByEmail(ctx.db, identity.email);
  if (existing) {
    const [updated] = await ctx.db
      .update(users)
      .set({ googleSubject: identity.subject, updatedAt: new Date() })
      .where(eq(users.id, existing.id))
      .returning();
    return rememberTimeZone(ctx.db, updated ?? existing, timeZone);
  }
  const now = new Date();
  try {
    const [created] = await ctx.db
      .insert(users)
      .values({
        name: identity.name,
        email: identity.email,
        googleSubject: identity.subject,
        timeZone: timeZone ?? 'UTC',
        trialEndsAt: trialEndFrom(now),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!created) throw new Error('insert returned no row');
    return created;
  } catch (error) {
    if (isUniqueViolation(error)) return googleLogin(ctx, identity, timeZone);
    throw error;
  }
}

export const RESET_REQUESTED_MESSAGE =
  'If an account exists for that email, a password reset link has been sent.';

/**
 * Creates a single-use reset token and mails the link, when the account exists. The route runs this
 * after it has answered (BackgroundTasks), so the answer takes the same time and says the same thing
 * whether or not the account exists; the token is made first either way.
 */
export async function requestPasswordReset(ctx: AuthContext, emailInput: string): Promise<void> {
  const { token, tokenHash } = createResetToken();
  const user = await findUserByEmail(ctx.db, emailInput);
  if (!user) return;
  await ctx.db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash,
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  const link = `${ctx.appUrl}/reset-password/${encodeURIComponent(token)}`;
  await ctx.mailer.enqueue(passwordResetMail(user.email, user.name, link));
}

export const INVALID_RESET_MESSAGE =
  'This reset link is invalid or has expired. Please request a new one.';

/** Uses a reset token once: new password, every session revoked, a notice mail. */
export async function resetPassword(ctx: AuthContext, token: string, newPassword: string): Promise<void> {
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
    // Any other outstanding link for this account dies with this one.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)));
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, used.userId))
      .returning();
    return updated;
  });
  if (user) await ctx.mailer.enqueue(passwordChangedMail(user.email, user.name, `${ctx.appUrl}/login`));
}
