import { allOperations, operations } from '@pathwise/contract';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fromOperation } from '../../src/lib/operation-route';
import { registerOperationsOnly } from '../../src/plugins/app/operations-only';
import { createTestApp, type TestApp } from '../helpers/app';

describe('the contract is the table of API operations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEV_TOOLS: 'true' });
  });
  afterAll(async () => t.close());

  it('registers every operation of the contract as a route', () => {
    const missing = allOperations.filter(
      (op) => !t.app.hasRoute({ method: op.method, url: `/api${op.path}` }),
    );
    expect(missing.map((op) => `${op.method} ${op.path}`)).toEqual([]);
  });
});

describe('a route outside the contract', () => {
  const bare = () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerOperationsOnly(app);
    return app;
  };

  it('stops the server when its path is not an operation', async () => {
    const app = bare();
    const start = async () => {
      await app.register(
        async (api) => {
          api.get('/not-in-the-contract', async () => ({}));
        },
        { prefix: '/api' },
      );
      await app.ready();
    };
    await expect(start()).rejects.toThrow(
      'GET /api/not-in-the-contract is not an operation of the contract.',
    );
  });

  it('stops the server when it declares its own schemas instead of its operation’s', async () => {
    const app = bare();
    const start = async () => {
      await app.register(
        async (api) => {
          api.get(
            '/health',
            { schema: { response: { 200: z.object({ status: z.string() }) } } },
            async () => ({}),
          );
        },
        { prefix: '/api' },
      );
      await app.ready();
    };
    await expect(start()).rejects.toThrow('GET /api/health must be registered from its operation');
  });

  it('registers a route from its operation, relative to the plugin prefix', async () => {
    const app = bare();
    await app.register(
      async (api) => {
        api.route({
          ...fromOperation(api, operations.system.health),
          handler: async () => ({ status: 'ok' }),
        });
      },
      { prefix: '/api' },
    );
    await app.ready();
    expect(app.hasRoute({ method: 'GET', url: '/api/health' })).toBe(true);
    await app.close();
  });

  it('refuses an operation outside the plugin prefix', async () => {
    const app = bare();
    await app.register(
      async (api) => {
        expect(() => fromOperation(api, operations.system.health)).toThrow(
          'GET /api/health is not under /api/auth.',
        );
      },
      { prefix: '/api/auth' },
    );
    await app.ready();
    await app.close();
  });
});
