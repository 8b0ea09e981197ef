/**
 * The load benchmark's floor: the least a database-backed route can cost on this machine. One Fastify
 * route doing one indexed SELECT by primary key on the same PostgreSQL, with the app's pool size, no
 * auth, no schema validation, logger off. The app's hot path is measured against it (ratio).
 *
 *   DATABASE_URL=postgres://… PORT=3101 node --import tsx bench/load/floor-server.ts
 */
import Fastify from 'fastify';
import pg from 'pg';

/** The app's pool size (openDatabase's default), so the two servers have the same database concurrency. */
const POOL_SIZE = Number(process.env.POOL_SIZE ?? 10);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: POOL_SIZE });
const app = Fastify({ logger: false });

app.get<{ Params: { id: string } }>('/floor/:id', async (request, reply) => {
  const result = await pool.query<{ id: string; name: string }>('select id, name from users where id = $1', [
    request.params.id,
  ]);
  const row = result.rows[0];
  if (!row) return reply.status(404).send({ error: 'Not found.' });
  return row;
});

const shutdown = () => {
  void app.close().then(() => pool.end()).then(() => process.exit(0));
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

await app.listen({ port: Number(process.env.PORT ?? 3101), host: '127.0.0.1' });
