import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, built from the routes' zod schemas and served at /backend/openapi.json. */
export default fp(async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Fleetwatt API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    hideUntagged: true,
  });
  app.get('/backend/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
});
