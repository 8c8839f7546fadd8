import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { REPO_DIR } from '../lib/paths.ts';
import { sendProblem } from './error-handler.ts';

const WEB_DIST = path.join(REPO_DIR, 'apps/web/dist');
const API_PREFIXES = ['/backend', '/oidc', '/interaction'];

/** The name a file of the build is served under: a precompressed copy stands for its source. */
const servedName = (file: string) => path.basename(file).replace(/\.(?:br|gz)$/, '');

/**
 * Serves the built web app and answers unknown browser paths with its index.html, so the router
 * decides (unknown paths go to /dashboard/home). Unknown API paths get problem+json 404. The build
 * writes Brotli and gzip copies of its text files (apps/web/scripts/precompress.ts); a browser that
 * accepts one gets it as it is.
 */
export default fp(async function webApp(app: FastifyInstance, opts: { root?: string }) {
  const root = opts.root ?? WEB_DIST;
  const hasWeb = fs.existsSync(path.join(root, 'index.html'));
  if (hasWeb) {
    // One wildcard route that looks a file up when it is asked for: a route for each file of the
    // build meant a walk of the directory and some 500 routes at every start.
    await app.register(fastifyStatic, {
      root,
      index: 'index.html',
      preCompressed: true,
      dotfiles: 'ignore',
      maxAge: '1h',
      setHeaders(res, file) {
        // Hashed assets never change; index.html must always be fresh.
        if (file.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
        else if (servedName(file) === 'index.html') res.header('cache-control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((p) => request.url.startsWith(p));
    if (hasWeb && request.method === 'GET' && !isApi) {
      return reply.sendFile('index.html');
    }
    return sendProblem(request, reply, {
      status: 404,
      code: 'NOT_FOUND',
      detail: `No route for ${request.method} ${request.url.split('?')[0]}.`,
    });
  });
});
