import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';

const DATABASE_TIMEOUT_MS = 2_000;

/**
 * GET /health for a load balancer: 200 when this instance answers and its database does, 503
 * otherwise. No token, no data; not part of the API document.
 */
export async function healthRoutes(app: FastifyInstance, { database }: { database: Database }) {
  app.get('/health', { schema: { hide: true } }, async (_request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('database timeout')), DATABASE_TIMEOUT_MS);
    });
    try {
      await Promise.race([database.query('select 1'), timeout]);
      return reply.header('cache-control', 'no-store').send({ status: 'ok', database: 'up' });
    } catch {
      return reply.status(503).header('cache-control', 'no-store').send({ status: 'unavailable', database: 'down' });
    } finally {
      clearTimeout(timer);
    }
  });
}
