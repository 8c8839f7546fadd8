import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { AppError } from '../../lib/errors.ts';
import { callsPerMinute, keepJsonBodyAsText, registerRateLimit } from '../../lib/rate-limit.ts';
import { ProviderError } from '../../lib/provider-http.ts';
import { BANK_WEBHOOK_PATH } from '../../providers/bank/bank-provider.ts';
import { bankRegistry, DEFAULT_BANK } from '../../providers/bank/index.ts';
import { bankWebhookSecret } from '../../providers/bank/webhook-secret.ts';
import { createPayoutService } from './payout-wiring.ts';

/**
 * Where the bank posts its transfer status events (Qonto: the v1/transfers subscription made when a
 * company connects). Open, but only a body the bank signed over its exact bytes is taken, and even
 * then only as a hint: the transfer is read back from the bank and recorded as polling would, so an
 * event twice or out of order changes nothing more. Polling by the recovery job stays.
 */
export const bankWebhookRoutes: FastifyPluginAsync<Pick<AppDeps, 'config' | 'database' | 'secrets'>> = async (app, { config, database, secrets }) => {
  const payouts = createPayoutService(config, database, secrets, app.log);
  const bank = bankRegistry(config)(DEFAULT_BANK);
  const secret = bankWebhookSecret(secrets);
  // The signature covers the body as sent, so it is kept as text here.
  keepJsonBodyAsText(app);
  await registerRateLimit(app);
  app.post(
    BANK_WEBHOOK_PATH,
    {
      config: { public: true, rateLimit: callsPerMinute(600) },
      schema: { tags: ['public'], description: "The bank's transfer status events, checked against its signature header (Qonto: X-Qonto-Signature)." },
    },
    async (request, reply) => {
      const header = request.headers['x-qonto-signature'];
      const event = typeof request.body === 'string' ? bank.transferEvent(request.body, typeof header === 'string' ? header : undefined, secret, new Date()) : null;
      if (!event) throw new AppError(400, 'BAD_SIGNATURE', 'The webhook signature does not match.');
      try {
        const outcome = await payouts.followTransfer(bank.provider, event.transferId, new Date());
        return reply.status(200).send({ received: true, concerned: outcome !== null });
      } catch (err) {
        // The bank could not be read back: it delivers again, and the recovery job looks in any case.
        if (err instanceof ProviderError) throw new AppError(503, 'PROVIDER_UNAVAILABLE', 'The bank could not be read; deliver again later.');
        throw err;
      }
    },
  );
};
