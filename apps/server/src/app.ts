import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import formbody from '@fastify/formbody';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refusingControlCharacters } from '@fleetwatt/shared';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { responseSerializer } from './plugins/response-serializer.ts';
import errorHandler from './plugins/error-handler.ts';
import language from './plugins/language.ts';
import openapi from './plugins/openapi.ts';
import auth from './plugins/auth.ts';
import tenancy from './plugins/tenancy.ts';
import webApp from './plugins/web-app.ts';
import securityHeaders from './plugins/security-headers.ts';
import canonicalHost from './plugins/canonical-host.ts';
import { healthRoutes } from './plugins/health.ts';
import builtInIdentity from './identity/identity.plugin.ts';
import { backendRoutes } from './modules/index.ts';
import { sandboxRoutes } from './providers/sandboxes.ts';
import { runAs } from './db/actor-context.ts';
import { loadInstallationSecrets, type InstallationSecrets } from './lib/secrets/installation-secrets.ts';
import { carApiAuthFlowRoutes } from './modules/vehicles/auth-flow.routes.ts';
import ocppEndpoint from './modules/wallboxes/ocpp-endpoint.ts';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
/**
 * Every schema is zod's. Given as the server's compiler factories (Fastify types them for JSON
 * schema), they spare loading Fastify's own compilers, ajv and fast-json-stringify: some 240
 * modules at start.
 */
const ZOD_COMPILERS = { buildValidator: () => validatorCompiler, buildSerializer: () => responseSerializer } as unknown as CompilersFactory;

/**
 * Control characters anywhere in the path, query or body are refused before any route's own
 * validation (schema or handler), with the shared schema's issue per field: one place for all routes.
 */
const NO_CONTROL_CHARACTERS = validatorCompiler({ schema: refusingControlCharacters(z.unknown()) } as unknown as Parameters<typeof validatorCompiler>[0]);
function refuseControlCharacters(request: FastifyRequest, _reply: unknown, done: (err?: Error) => void) {
  for (const [part, value] of [['params', request.params], ['querystring', request.query], ['body', request.body]] as const) {
    const result = NO_CONTROL_CHARACTERS(value) as { error?: unknown[] };
    if (result.error) return done(Object.assign(new Error('control characters'), { statusCode: 400, validation: result.error, validationContext: part }));
  }
  done();
}

/** TRUST_PROXY for Fastify: a hop count trusts the nearest n proxies, as proxy-addr counts them. */
function trustProxyOption(trust: Config['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

export interface AppDeps {
  config: Config;
  database: Database;
  /** Cookie signing, document links, token encryption: configured, or generated once and kept in the database. */
  secrets: InstallationSecrets;
  /** Where log lines go; standard output unless given (tests read them). */
  logStream?: { write(line: string): void };
}

/** The whole product in one Fastify instance: identity provider, API under /backend, web app. */
export async function buildApp(given: Omit<AppDeps, 'secrets'> & { secrets?: InstallationSecrets }): Promise<FastifyInstance> {
  const { config } = given;
  const deps: AppDeps = { ...given, secrets: given.secrets ?? (await loadInstallationSecrets(given.database, config.secrets)) };
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    // Forwarded headers count only from the configured proxies (TRUST_PROXY); by default from none.
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 12 * 1024 * 1024,
    // Long path segments reach the route's schema and get its message, not a bare 414.
    routerOptions: { maxParamLength: 2048 },
    genReqId: () => crypto.randomUUID(),
    schemaController: { compilersFactory: ZOD_COMPILERS },
  });

  app.decorate('exportRowsPerSheet', config.exports.rowsPerSheet);
  // Each request runs in its own actor context; the auth plugin names the user in it.
  app.addHook('onRequest', (request, _reply, done) => runAs({ requestId: request.id }, done));
  await app.register(language);
  await app.register(errorHandler);
  app.addHook('preValidation', refuseControlCharacters);
  await app.register(securityHeaders, deps);
  await app.register(canonicalHost, deps);
  await app.register(healthRoutes, deps);
  await app.register(openapi);
  await app.register(formbody);
  if (config.identity.builtIn) await app.register(builtInIdentity, deps);
  await app.register(auth, deps);
  await app.register(tenancy, deps);
  await app.register(ocppEndpoint, deps);
  await app.register(backendRoutes, { ...deps, prefix: '/backend' });
  await app.register(sandboxRoutes, deps);
  await app.register(carApiAuthFlowRoutes, deps);
  await app.register(webApp);
  return app;
}
