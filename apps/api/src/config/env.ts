import path from 'node:path';
import { z } from 'zod';
import { apiRoot } from './package-root';
import { trustProxy } from './trust-proxy';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
      message: 'must be true or false',
    })
    .optional()
    .transform((value) => (value === undefined ? fallback : ['true', '1', 'yes', 'on'].includes(value)));

const int = (fallback: number, min = 0) =>
  z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(min).default(fallback);

const optionalUrl = z.url({ message: 'must be a URL' }).optional();
const optionalText = z.string().min(1).optional();

/**
 * Every environment variable the server reads. Only this module reads process.env.
 * Defaults give a zero-configuration local server; each service is replaced by one variable.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: int(3000, 0),
  /** Where to listen; by default loopback outside production (nothing else on the network reaches a try-out). */
  HOST: optionalText,
  APP_URL: z.url({ message: 'must be a URL such as https://learn.example.com' }).optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: 'must be a postgres:// URL' })
    .optional(),
  JWT_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  CORS_ORIGINS: z.string().default(''),
  BODY_LIMIT_BYTES: int(1_048_576, 1024),
  /**
   * Longest a client may take to send a whole request, headers and body (Node's requestTimeout):
   * a client that stalls mid-body gets 408 and its socket closed. The handler's own time is not counted.
   */
  REQUEST_TIMEOUT_MS: int(30_000, 1000),
  /** Longest a client may take to send the request headers (Node's headersTimeout); at most REQUEST_TIMEOUT_MS. */
  HEADERS_TIMEOUT_MS: int(10_000, 1000),
  /** An idle keep-alive connection is closed after this; above a load balancer's usual 60 s idle timeout. */
  KEEP_ALIVE_TIMEOUT_MS: int(72_000, 1000),
  /**
   * After SIGTERM/SIGINT: how long the server keeps accepting and answering (not ready, every answer
   * with Connection: close) before it stops accepting, so a load balancer can take it out first.
   */
  SHUTDOWN_DRAIN_MS: int(1_000, 0),
  /** Connection attempts to DATABASE_URL at start before giving up (the waits between them double). */
  DATABASE_CONNECT_ATTEMPTS: int(8, 1),
  /** The first wait between two connection attempts; it doubles each time, up to 8 times this. */
  DATABASE_CONNECT_BACKOFF_MS: int(500, 10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  /** The proxies in front of the server: a count of hops or their addresses (config/trust-proxy.ts). */
  TRUST_PROXY: trustProxy,
  /**
   * Developer tools (mail outbox page, finish-plan, end-trial): off unless switched on, answered to
   * loopback clients only, and refused in production.
   */
  DEV_TOOLS: bool(false),

  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { message: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().default('Pathwise <no-reply@pathwise.local>'),

  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),

  /** Requests per auth route per address and window: generous, since a class shares one address. */
  RATE_LIMIT_AUTH_PER_IP: int(200, 1),
  /** Failed log-ins on one account before clients that failed on it are slowed too (never a lock-out). */
  RATE_LIMIT_AUTH_PER_ACCOUNT: int(10, 1),
  /** Failed log-ins from one address, across accounts, before that address is slowed. */
  RATE_LIMIT_FAILED_LOGINS_PER_IP: int(50, 1),
  RATE_LIMIT_WINDOW_MS: int(15 * 60 * 1000, 1000),

  AI_PROVIDER: z
    .enum(['offline', 'openai', 'anthropic', 'google', 'openai-compatible'])
    .default('offline'),
  AI_MODEL: optionalText,
  AI_API_KEY: optionalText,
  AI_BASE_URL: optionalUrl,
  /** The whole provider call, first token to last. */
  AI_TIMEOUT_MS: int(60_000, 100),
  /** Until a provider's first token (and any silence after it): past it the offline engine answers. */
  AI_FIRST_TOKEN_TIMEOUT_MS: int(10_000, 100),
  AI_MAX_RETRIES: int(2, 0),
  AI_DAILY_QUOTA: int(200_000, 1),
  /** AI requests (tutor, assistant, cross-questions, plan generation) per learner per AI_RATE_LIMIT_WINDOW_MS, shared by every instance. */
  AI_RATE_LIMIT_PER_LEARNER: int(30, 1),
  AI_RATE_LIMIT_WINDOW_MS: int(60_000, 1000),
  /** AI replies one learner may have in progress at once on an instance; AI_QUEUE_PER_LEARNER more wait, the rest get 429. */
  AI_CONCURRENCY_PER_LEARNER: int(2, 1),
  AI_QUEUE_PER_LEARNER: int(4, 0),
  /** Worker threads of the offline engine; unset: one, or two when more than two cores are available. */
  AI_ENGINE_THREADS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1)
    .max(8)
    .optional(),
  /**
   * An offline-engine thread with nothing to do for this long exits and gives back its memory (the
   * content and indexes, ~60 MB); the next question starts it again. 0 keeps the threads for good.
   */
  AI_ENGINE_IDLE_MS: int(300_000, 0),

  PAYMENT_PROVIDER: z.enum(['sandbox', 'razorpay']).optional(),
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_BASE_URL: z.url().default('https://api.razorpay.com'),
  LIFETIME_SLOTS: int(100, 0),

  REMINDERS_ENABLED: bool(true),
  WHATSAPP_PROVIDER: z.enum(['outbox', 'meta', 'twilio']).default('outbox'),
  WHATSAPP_TOKEN: optionalText,
  WHATSAPP_PHONE_NUMBER_ID: optionalText,
  WHATSAPP_TEMPLATE: z.string().default('daily_lesson_reminder'),
  /** Meta's approved template for the reminder opt-in (one body parameter: the confirmation link). */
  WHATSAPP_CONFIRM_TEMPLATE: z.string().default('reminder_opt_in'),
  /** WhatsApp opt-in templates (paid) all learners together may send in an hour; more wait for the next hour. */
  WHATSAPP_OPT_INS_PER_HOUR: int(60, 1),
  WHATSAPP_APP_SECRET: optionalText,
  /**
   * Meta's webhook verification handshake (hub.verify_token): its own random secret, never the app
   * secret or JWT_SECRET (it travels in a URL). Unset: the handshake answers 503.
   */
  WHATSAPP_VERIFY_TOKEN: z.string().min(16, { message: 'must be at least 16 characters' }).optional(),
  WHATSAPP_BASE_URL: z.url().default('https://graph.facebook.com/v21.0'),
  TWILIO_ACCOUNT_SID: optionalText,
  TWILIO_AUTH_TOKEN: optionalText,
  TWILIO_WHATSAPP_FROM: optionalText,
  TWILIO_BASE_URL: z.url().default('https://api.twilio.com'),

  GOVERNING_LAW: z.string().default('India'),
  CONTACT_EMAIL: z.string().default('hello@pathwise.app'),
  BLOG_URL: z.url().default('https://blog.pathwise.app'),
  /** How long GET /api/stats/public reuses its counts, so the landing page can't hammer the database. */
  PUBLIC_STATS_CACHE_MS: int(10_000, 0),
});

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export interface Config extends Env {
  appUrl: string;
  /**
   * JWT_SECRET; without it, the secret generated once and kept in the database, which the app's
   * services plugin fills in at start (empty until then) so every instance shares it.
   */
  jwtSecret: Uint8Array;
  paymentProvider: 'sandbox' | 'razorpay';
  corsOrigins: string[];
  webDistDir: string;
  isProduction: boolean;
  /** Listen address: HOST, else every interface in production and loopback otherwise. */
  host: string;
  /** Developer routes are registered (never in production; loopback clients only). */
  devTools: boolean;
}

const defaultWebDist = path.resolve(apiRoot, '../web/dist');

/** Validates the environment once; a bad value throws one error naming every bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`),
    );
  }
  const env = result.data;
  const problems: string[] = [];
  if (env.AI_PROVIDER === 'openai-compatible' && !env.AI_BASE_URL)
    problems.push('AI_BASE_URL: required when AI_PROVIDER is openai-compatible');
  if (!['offline', 'openai-compatible'].includes(env.AI_PROVIDER) && !env.AI_API_KEY)
    problems.push(`AI_API_KEY: required when AI_PROVIDER is ${env.AI_PROVIDER}`);
  const razorpayKeys = [env.RAZORPAY_KEY_ID, env.RAZORPAY_KEY_SECRET].filter(Boolean).length;
  if (razorpayKeys === 1) problems.push('RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET: set both or neither');
  if (env.PAYMENT_PROVIDER === 'razorpay' && razorpayKeys < 2)
    problems.push('PAYMENT_PROVIDER: razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET');
  if (env.WHATSAPP_PROVIDER === 'meta' && !(env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID))
    problems.push('WHATSAPP_PROVIDER: meta needs WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID');
  if (
    env.WHATSAPP_PROVIDER === 'twilio' &&
    !(env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_WHATSAPP_FROM)
  )
    problems.push('WHATSAPP_PROVIDER: twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_WHATSAPP_FROM');
  if (env.WHATSAPP_VERIFY_TOKEN && [env.WHATSAPP_APP_SECRET, env.JWT_SECRET].includes(env.WHATSAPP_VERIFY_TOKEN))
    problems.push('WHATSAPP_VERIFY_TOKEN: must be its own secret, not the same as WHATSAPP_APP_SECRET or JWT_SECRET');
  if (env.NODE_ENV === 'production' && !env.APP_URL)
    problems.push('APP_URL: required in production (links in e-mails are built from it)');
  if (env.NODE_ENV === 'production' && razorpayKeys < 2 && env.PAYMENT_PROVIDER !== 'sandbox')
    problems.push(
      'PAYMENT_PROVIDER: production needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET (or PAYMENT_PROVIDER=sandbox, to run the free TEST checkout on purpose)',
    );
  if (env.NODE_ENV === 'production' && env.DEV_TOOLS)
    problems.push('DEV_TOOLS: developer tools can never be switched on when NODE_ENV is production');
  if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS)
    problems.push('HEADERS_TIMEOUT_MS: must not be more than REQUEST_TIMEOUT_MS');
  if (problems.length > 0) throw new ConfigError(problems);

  return {
    ...env,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    jwtSecret: new TextEncoder().encode(env.JWT_SECRET ?? ''),
    paymentProvider: env.PAYMENT_PROVIDER ?? (razorpayKeys === 2 ? 'razorpay' : 'sandbox'),
    corsOrigins: env.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? defaultWebDist),
    isProduction: env.NODE_ENV === 'production',
    host: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    devTools: env.DEV_TOOLS && env.NODE_ENV !== 'production',
  };
}
