import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

const NOT_WEB_APP = /^\/(backend|oidc|interaction|sandbox|health)(\/|\?|$)/;

/**
 * The web app only signs in on PUBLIC_URL (the provider knows that redirect address only): a
 * browser that reached it under another name (127.0.0.1 for localhost, a server's own address) is
 * sent to the same path on PUBLIC_URL before anything starts. The API and the provider answer on
 * any name, so load balancers and health checks reach them directly.
 */
export default fp(async function canonicalHost(app: FastifyInstance, { config }: { config: Pick<Config, 'publicUrl'> }) {
  const publicHost = new URL(config.publicUrl).host.toLowerCase();
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (NOT_WEB_APP.test(request.url)) return;
    if ((request.host ?? '').toLowerCase() === publicHost) return;
    return reply.redirect(`${config.publicUrl}${request.url.startsWith('/') ? request.url : '/'}`, 302);
  });
});
