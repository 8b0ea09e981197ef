import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { tooManyRequests } from '../../lib/errors';
import { waitMessage } from '../../lib/rate-limiter';

/** Third-party origins the web app really loads: Google sign-in and Razorpay checkout. */
const GOOGLE = ['https://accounts.google.com'];
const RAZORPAY = ['https://checkout.razorpay.com', 'https://api.razorpay.com'];

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const { config } = app;
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://accounts.google.com/gsi/client', 'https://checkout.razorpay.com'],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...GOOGLE, 'https://lumberjack.razorpay.com'],
        frameSrc: [...GOOGLE, ...RAZORPAY],
        formAction: ["'self'", ...RAZORPAY],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Google's sign-in popup talks back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: true,
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(
        `Too many requests from your network. Please wait ${waitMessage(context.ttl / 1000)} and try again.`,
        context.ttl / 1000,
      ),
  });
}
