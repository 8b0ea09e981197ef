import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/env';
import { proxyTrust } from './config/trust-proxy';
import type { DatabaseHandle } from './db/client';
import { serializeRequest } from './lib/log-redaction';
import type { GoogleVerifier } from './modules/auth/google';
import { accessPlugin } from './plugins/app/access';
import type { OfflineEngine } from './ai/offline-engine';
import { aiPlugin } from './plugins/app/ai';
import { authPlugin } from './plugins/app/auth';
import { authLimitsPlugin } from './plugins/app/auth-limits';
import { answerClientError, registerErrorHandler } from './plugins/app/error-handler';
import { eventStreamPlugin } from './plugins/app/event-stream';
import { registerJsonBody } from './plugins/app/json-body';
import { conversationsPlugin } from './plugins/app/conversations';
import { googleAuthPlugin } from './plugins/app/google-auth';
import { paymentsPlugin } from './plugins/app/payments';
import { plansPlugin } from './plugins/app/plans';
import { remindersPlugin } from './plugins/app/reminders';
import { reviewPlugin } from './plugins/app/review';
import { servicesPlugin } from './plugins/app/services';
import { workersPlugin } from './plugins/app/workers';
import { registerDocs } from './plugins/external/docs';
import { registerSecurity } from './plugins/external/security';
import { registerWeb } from './plugins/external/web';
import { accountRoutes } from './routes/account';
import { aiTopicRoutes } from './routes/ai-topic';
import { authRoutes } from './routes/auth';
import { certificateRoutes } from './routes/certificate';
import { chatRoutes } from './routes/chat';
import { crossQuestionRoutes } from './routes/crossquestion';
import { reviewRoutes } from './routes/review';
import { dailyReminderRoutes } from './routes/dailyreminder';
import { paymentRoutes } from './routes/payment';
import { planRoutes } from './routes/plan';
import { statsRoutes } from './routes/stats';
import { devToolsRoutes } from './routes/system/dev-tools';
import { registerOperationsOnly } from './plugins/app/operations-only';
import { systemRoutes } from './routes/system';
import { tutorRoutes } from './routes/tutor';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Start background workers (mail delivery, reminders). Off in most tests. */
  workers?: boolean;
  googleVerifier?: GoogleVerifier;
  /** An offline engine shared by several apps (a test file builds many): the app leaves it running when it closes. */
  engine?: OfflineEngine;
  logger?: boolean;
  /** Where log lines go (stdout when unset); tests read them. */
  logStream?: { write(line: string): void };
}

/** Builds the whole app (API + SPA) without listening; server.ts listens, tests inject. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: [
              'req.headers.authorization',
              'req.headers.cookie',
              'req.headers["x-razorpay-signature"]',
            ],
            // Tokens in query strings (webhook verify token, unsubscribe and confirmation links) too.
            serializers: { req: serializeRequest },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: proxyTrust(config.TRUST_PROXY),
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // Slow clients (docs/decisions/017): the whole request, headers then body, must arrive in time;
    // Node checks its open connections every second, so a stalled one is closed within a second of its deadline.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    http: { headersTimeout: config.HEADERS_TIMEOUT_MS, connectionsCheckingInterval: 1000 },
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // On the raw response, like the security headers: a hijacked reply (the SSE streams) keeps it too.
  // A plain callback hook: an async one costs a promise per request on every call.
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('x-request-id', request.id);
    done();
  });

  await app.register(servicesPlugin, {
    config,
    database: options.database,
    workers: options.workers ?? false,
  });
  await app.register(authPlugin);
  await app.register(accessPlugin);
  await app.register(aiPlugin, options.engine ? { engine: options.engine } : {});
  await app.register(plansPlugin);
  await app.register(reviewPlugin);
  await app.register(conversationsPlugin);
  await app.register(paymentsPlugin);
  await app.register(authLimitsPlugin);
  await app.register(googleAuthPlugin, options.googleVerifier ? { verifier: options.googleVerifier } : {});
  await app.register(remindersPlugin);
  await app.register(workersPlugin);
  await app.register(eventStreamPlugin);
  registerErrorHandler(app);
  registerJsonBody(app);
  await registerSecurity(app);
  await registerDocs(app);

  registerOperationsOnly(app);
  await app.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(paymentRoutes, { prefix: '/payment' });
      await api.register(planRoutes, { prefix: '/plan' });
      await api.register(aiTopicRoutes, { prefix: '/AI' });
      await api.register(tutorRoutes, { prefix: '/AI' });
      await api.register(chatRoutes, { prefix: '/chat' });
      await api.register(crossQuestionRoutes, { prefix: '/crossquestion' });
      await api.register(reviewRoutes, { prefix: '/review' });
      await api.register(dailyReminderRoutes, { prefix: '/dailyreminder' });
      await api.register(certificateRoutes);
      await api.register(accountRoutes, { prefix: '/account' });
      await api.register(statsRoutes, { prefix: '/stats' });
    },
    { prefix: '/api' },
  );
  if (config.devTools) await app.register(devToolsRoutes);
  await registerWeb(app);
  return app;
}
