import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { sendProblem } from './error-handler.ts';

const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');
const API_PREFIXES = ['/backend', '/oidc', '/interaction'];

/**
 * Serves the built web app and answers unknown browser paths with its index.html, so the router
 * decides (unknown paths go to /dashboard/home). Unknown API paths get problem+json 404.
 */
export default fp(async function webApp(app: FastifyInstance) {
  const hasWeb = fs.existsSync(path.join(WEB_DIST, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: WEB_DIST,
      wildcard: false,
      index: false,
      maxAge: '1h',
      setHeaders(res, file) {
        // Hashed assets never change; index.html must always be fresh.
        if (file.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((p) => request.url.startsWith(p));
    if (hasWeb && request.method === 'GET' && !isApi) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendProblem(request, reply, {
      status: 404,
      code: 'NOT_FOUND',
      detail: `No route for ${request.method} ${request.url.split('?')[0]}.`,
    });
  });
});
