import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../app.ts';

/** The built-in OpenID Connect provider under /oidc (see docs/decisions). */
export default fp(async function builtInIdentity(_app: FastifyInstance, _deps: AppDeps) {});
