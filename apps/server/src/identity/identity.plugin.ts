import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../app.ts';
import { interactionRoutes } from './interaction.routes.ts';
import { sweepExpiredOidcModels } from './oidc-adapter.ts';
import { createProvider } from './provider.ts';
import { loadSigningKeys } from './signing-keys.ts';
import { signUpRequestsRepository } from './sign-up-requests.repository.ts';

/** Where the provider answers on this server; the issuer is `${publicUrl}/oidc`. */
const MOUNT = '/oidc';
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * The built-in OpenID Connect provider under /oidc (oidc-provider): discovery, JWKS, authorization,
 * token and end-session endpoints, plus its own sign-in and sign-up pages under /oidc/interaction.
 * Its keys and state live in the database, so any number of instances serve the same sign-ins.
 */
export default fp(
  async function builtInIdentity(app: FastifyInstance, { config, database, secrets }: AppDeps) {
    const keys = await loadSigningKeys(database);
    const provider = createProvider({ config, database, keys, cookieKey: secrets.key('cookie-signing') });

    provider.on('server_error', (_ctx, err) => app.log.error({ err }, 'identity provider failed'));
    // Koa's own error event; having a listener also keeps Koa from printing to stderr. Like Koa,
    // errors meant for the client (expose) are not logged.
    provider.on('error', (err) => {
      const { expose, status } = err as { expose?: boolean; status?: number };
      if (!expose && status !== 404) app.log.error({ err }, 'identity provider request failed');
    });
    // A signed-out session's tokens are refused from the next call (the database announces it to
    // every instance; this one forgets at once).
    provider.on('end_session.success', (ctx) => {
      const uid = (ctx as { oidc?: { session?: { uid?: string } } }).oidc?.session?.uid;
      if (uid) app.forgetCaller(`session:${uid}`);
    });
    const handle = provider.callback();

    // Everything under /oidc that is not one of our pages goes to the provider untouched: the
    // hook runs before Fastify reads the body, so the provider parses its own form posts.
    app.route({
      method: ['GET', 'POST', 'OPTIONS', 'PUT', 'DELETE'],
      url: `${MOUNT}/*`,
      schema: { hide: true },
      onRequest(request, reply, done) {
        reply.hijack();
        const req = request.raw as IncomingMessage & { originalUrl?: string };
        req.originalUrl = req.url;
        req.url = (req.url ?? '/').slice(MOUNT.length) || '/';
        void handle(req, reply.raw);
        done();
      },
      handler: async () => undefined,
    });

    await app.register(interactionRoutes, { config, database, provider });

    const sweep = setInterval(() => {
      Promise.all([sweepExpiredOidcModels(database), signUpRequestsRepository(database).sweep()]).catch((err) =>
        app.log.warn({ err }, 'identity sweep failed'),
      );
    }, SWEEP_EVERY_MS);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'built-in-identity' },
);
