import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { EXPORTS_KEY, PRODUCES_KEY, finishDocument } from './openapi-document.ts';
import { BODY_EXAMPLES } from './openapi-body-examples.ts';
import examples from './openapi-examples.json' with { type: 'json' };

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * Every /backend route in the document, tagged or not, with the roles it admits as `x-roles` and an
 * empty security requirement when it is open, so the document can drive the tests that check every
 * route's access rules. Routes outside /backend (identity provider, sandboxes, web app) stay out.
 */
function transform(input: TransformInput) {
  if (!input.url.startsWith('/backend')) return { schema: { ...input.schema, hide: true }, url: input.url };
  const out = jsonSchemaTransform(input);
  const config = (input.route.config ?? {}) as { roles?: readonly string[]; public?: boolean; produces?: readonly string[] };
  const query = input.schema?.querystring as { shape?: Record<string, unknown> } | undefined;
  return {
    ...out,
    schema: {
      ...out.schema,
      'x-roles': config.public ? [] : [...(config.roles ?? [])],
      ...(config.public ? { security: [] } : {}),
      ...(config.produces ? { [PRODUCES_KEY]: [...config.produces] } : {}),
      ...(query?.shape?.export ? { [EXPORTS_KEY]: true } : {}),
    },
  };
}

/** The OpenAPI document, built from the routes' zod schemas and served at /backend/openapi.json. */
export default fp(async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Fleetwatt API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform,
    transformObject: (documentObject) =>
      finishDocument((documentObject as { openapiObject: Record<string, unknown> }).openapiObject, examples, BODY_EXAMPLES) as never,
  });
  app.get('/backend/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
});
