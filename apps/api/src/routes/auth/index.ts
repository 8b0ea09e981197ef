import fastifyCookie from '@fastify/cookie';
import { EMAIL_ALREADY_VERIFIED_MESSAGE, EMAIL_VERIFIED_MESSAGE, operations } from '@pathwise/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromOperation } from '../../lib/operation-route';
import { serviceUnavailable, unauthorized } from '../../lib/errors';
import { assertSelf } from '../../plugins/app/auth';
import {
  RESET_REQUESTED_MESSAGE,
  googleLogin,
  login,
  requestPasswordReset,
  resetPassword,
  sendVerification,
  signup,
  verifyEmail,
} from '../../modules/auth/service';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S } from '../../modules/auth/device-cookie';
import { trialClaimKey } from '../../modules/auth/trial-claims';
import { signSession } from '../../modules/auth/session-token';
import { isTrialActive } from '../../modules/auth/trial';
import { aiUsageRoutes } from './ai-usage';

const SIGNUP_MESSAGE = 'Signup successful! Redirecting...';
/** Decision 015: one free trial per address; a returning address is told before it meets the payment screen. */
const SIGNUP_TRIAL_USED_MESSAGE =
  'Signup successful! This e-mail address has already had its free trial, so lessons unlock with Premium. Redirecting...';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const ctx = {
    db: app.db,
    mailer: app.mailer,
    appUrl: config.appUrl,
    trialKey: trialClaimKey(config.jwtSecret),
  };
  const { background } = app;
  const perIp = {
    rateLimit: { max: config.RATE_LIMIT_AUTH_PER_IP, timeWindow: config.RATE_LIMIT_WINDOW_MS },
  };
  // Counted in the database, shared by every instance; log-in is slowed, never locked (decision 016).
  const limits = app.authLimits;
  const limitAccount = (action: string, email: string) =>
    limits.account.hit(`${action}:${email.trim().toLowerCase()}`);
  const { verifyGoogle } = app;
  // A device that logged in to an account before is not slowed by others' guesses on it (decision 038).
  const devices = app.deviceCookies;
  await app.register(fastifyCookie, { secret: devices.signingSecret });
  const knownDevice = (request: FastifyRequest, email: string) => {
    const cookie = request.cookies[DEVICE_COOKIE];
    const unsigned = cookie ? request.unsignCookie(cookie) : undefined;
    return unsigned?.valid ? devices.deviceFor(unsigned.value, email) : undefined;
  };

  const session = async (user: { id: string; tokenVersion: number }) => ({
    token: await signSession(config.jwtSecret, { userId: user.id, tokenVersion: user.tokenVersion }),
    userId: user.id,
  });

  app.route({
    ...fromOperation(app, operations.auth.signup, {
      tags: ['auth'],
      summary: 'Create an account (7-day trial starts now)',
    }),
    config: perIp,
    handler: async (request, reply) => {
      await limitAccount('signup', request.body.email);
      const { user, freshTrial } = await signup(ctx, request.body);
      const message = freshTrial ? SIGNUP_MESSAGE : SIGNUP_TRIAL_USED_MESSAGE;
      return reply.status(201).send({ message, userId: user.id });
    },
  });

  app.route({
    ...fromOperation(app, operations.auth.login, {
      tags: ['auth'],
      summary: 'Log in with e-mail and password',
    }),
    config: perIp,
    handler: async (request, reply) => {
      const { email } = request.body;
      const client = { ip: request.ip, device: knownDevice(request, email) };
      const user = await limits.login.attempt(email, client, () => login(ctx, request.body));
      reply.setCookie(DEVICE_COOKIE, devices.issue(email), {
        signed: true,
        httpOnly: true,
        sameSite: 'strict',
        secure: config.appUrl.startsWith('https:'),
        path: `/api${operations.auth.login.path}`,
        maxAge: DEVICE_COOKIE_MAX_AGE_S,
      });
      return session(user);
    },
  });

  app.route({
    ...fromOperation(app, operations.auth.googleLogin, {
      tags: ['auth'],
      summary: 'Log in or sign up with a Google ID token',
    }),
    config: perIp,
    handler: async (request) => {
      if (!verifyGoogle) throw serviceUnavailable('Google sign-in is not configured on this server.');
      const identity = await verifyGoogle(request.body.token);
      if (!identity) throw unauthorized('Google sign-in failed: the Google token is invalid or expired.');
      return session(await googleLogin(ctx, identity, request.body.timeZone));
    },
  });

  app.route({
    ...fromOperation(app, operations.auth.requestPasswordReset, {
      tags: ['auth'],
      summary: 'E-mail a single-use password reset link',
    }),
    config: perIp,
    handler: async (request) => {
      await limitAccount('reset', request.body.email);
      // After the answer: a lookup and two writes for a known address would otherwise show in its timing.
      const { email } = request.body;
      background.run('password reset mail', () => requestPasswordReset(ctx, email));
      return { message: RESET_REQUESTED_MESSAGE };
    },
  });

  app.route({
    ...fromOperation(app, operations.auth.resetPassword, {
      tags: ['auth'],
      summary: 'Set a new password with a reset token; ends every session',
    }),
    config: perIp,
    handler: async (request) => {
      const email = await resetPassword(ctx, request.body.resetToken, request.body.newPassword);
      if (email) await limits.login.forgiveAccount(email);
      return { message: 'Your password has been reset. You can now log in.' };
    },
  });

  app.route({
    ...fromOperation(app, operations.auth.verifyEmail, {
      tags: ['auth'],
      summary: 'Confirm the e-mail address with the link from the welcome mail',
    }),
    config: perIp,
    handler: async (request) => {
      const outcome = await verifyEmail(ctx, request.body.token);
      return outcome === 'already-verified'
        ? { message: EMAIL_ALREADY_VERIFIED_MESSAGE, alreadyVerified: true }
        : { message: EMAIL_VERIFIED_MESSAGE };
    },
  });

  app.route({
    ...fromOperation(app, operations.auth.resendVerification, {
      tags: ['auth'],
      summary: 'Mail a new link that confirms the e-mail address',
      security: [{ bearer: [] }],
    }),
    onRequest: app.authenticate,
    config: perIp,
    handler: async (request) => {
      const { user } = request;
      await limitAccount('verify', user.email);
      if (user.emailVerifiedAt) return { message: EMAIL_VERIFIED_MESSAGE };
      await sendVerification(ctx, user);
      return { message: `We sent a new verification link to ${user.email}.` };
    },
  });

  app.route({
    ...fromOperation(app, operations.auth.pingDb, {
      tags: ['auth'],
      summary: 'Wake the database',
    }),
    handler: async () => {
      if (!(await app.database.ping())) throw serviceUnavailable('The database is not reachable right now.');
      return { ok: true };
    },
  });

  app.route({
    ...fromOperation(app, operations.auth.me, {
      tags: ['auth'],
      summary: 'The logged-in learner',
      security: [{ bearer: [] }],
    }),
    onRequest: app.authenticate,
    handler: async (request) => {
      const { user } = request;
      return {
        id: user.id,
        name: user.name,
        email: user.email,
        phone_no: user.phoneNo,
        timeZone: user.timeZone,
        emailVerified: user.emailVerifiedAt !== null,
      };
    },
  });

  app.route({
    ...fromOperation(app, operations.auth.trialStatus, {
      tags: ['auth'],
      summary: 'Whether the 7-day trial is still running',
      security: [{ bearer: [] }],
    }),
    onRequest: app.authenticate,
    handler: async (request) => {
      assertSelf(request, request.params.userId);
      return {
        isTrialActive: isTrialActive(request.user.trialEndsAt),
        trialEndsAt: request.user.trialEndsAt.toISOString(),
      };
    },
  });

  await app.register(aiUsageRoutes);
};
