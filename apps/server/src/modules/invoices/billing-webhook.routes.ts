import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { AppError } from '../../lib/errors.ts';
import { callsPerMinute, keepJsonBodyAsText, registerRateLimit } from '../../lib/rate-limit.ts';
import { BILLING_WEBHOOK_PATH, BillingError } from '../../providers/billing/index.ts';
import { invoiceSyncService } from './invoice-sync.service.ts';

/**
 * Where the billing provider posts its webhooks (Stripe: an endpoint in its dashboard with the
 * invoice, charge and refund events). Open, but only a body that carries the provider's signature
 * over its exact bytes is taken, and even then only as a hint: the invoice it names is read back.
 */
export const billingWebhookRoutes: FastifyPluginAsync<Pick<AppDeps, 'config' | 'database'>> = async (app, { config, database }) => {
  const service = invoiceSyncService({ database, config });
  // The signature covers the body as sent, so it is kept as text here.
  keepJsonBodyAsText(app);
  await registerRateLimit(app);
  app.post(
    BILLING_WEBHOOK_PATH,
    {
      config: { public: true, rateLimit: callsPerMinute(600) },
      schema: {
        tags: ['public'],
        description: "The billing provider's webhooks (Stripe events on invoices, charges and refunds), checked against the Stripe-Signature header.",
      },
    },
    async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      if (typeof request.body !== 'string' || typeof signature !== 'string') throw new AppError(400, 'BAD_SIGNATURE', 'A signed webhook body is required.');
      try {
        const concerned = await service.receive(request.body, signature);
        return reply.status(200).send({ received: true, concerned });
      } catch (err) {
        if (err instanceof BillingError && err.kind === 'signature') throw new AppError(400, 'BAD_SIGNATURE', 'The webhook signature does not match.');
        if (err instanceof BillingError) throw new AppError(503, 'PROVIDER_UNAVAILABLE', 'The billing provider could not be read; deliver again later.');
        throw err;
      }
    },
  );
};
