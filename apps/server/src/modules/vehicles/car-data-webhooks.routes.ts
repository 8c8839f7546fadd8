import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callsPerMinute, keepJsonBodyAsText, registerRateLimit } from '../../lib/rate-limit.ts';
import type { ConnectionsService } from './connections.service.ts';

export const WEBHOOK_PATH = '/public/car-api/webhooks';

/**
 * Where the car data platform delivers its webhooks (configured in Smartcar's dashboard as
 * `<PUBLIC_URL>/backend/public/car-api/webhooks`): open, so an address may send only so many
 * deliveries without a valid signature (signed ones are not counted: a fleet sends many); the body
 * is read as it came, since the signature covers its exact bytes.
 */
export const carDataWebhooksRoutes: FastifyPluginAsyncZod<{ service: ConnectionsService; perMinute: number }> = async (app, { service, perMinute }) => {
  keepJsonBodyAsText(app, 256 * 1024);
  await registerRateLimit(app);
  app.post(
    WEBHOOK_PATH,
    {
      config: {
        public: true,
        rateLimit: {
          ...callsPerMinute(perMinute),
          hook: 'preHandler',
          allowList: (request) => service.signedDelivery(request.body as string, request.headers),
        },
      },
      schema: {
        tags: ['public'],
        description:
          "The car data platform's signed webhooks (SC-Signature): the VERIFY challenge is answered; news about a car only makes the product read that driver's cars again through the API.",
        body: z.string(),
      },
    },
    async (request) => service.webhook(request.body, request.headers),
  );
};
