import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPaymentPlusNotification, ZPaymentPlusNotificationParams } from '@fleetwatt/shared';
import type { AppDeps } from '../../app.ts';
import { callsPerMinute, registerRateLimit } from '../../lib/rate-limit.ts';
import { notificationToken, NOTIFICATION_PATH } from '../../providers/lemonway/notification-url.ts';
import { walletOf } from '../../providers/lemonway/client.ts';
import { createPayoutService } from './payout-wiring.ts';
import { walletNotificationsService } from './wallet-notifications.service.ts';

/** Where Lemonway posts its notifications (configured in its dashboard): open, behind a secret path segment. */
export const walletNotificationsRoutes: FastifyPluginAsyncZod<Pick<AppDeps, 'config' | 'database' | 'secrets'>> = async (app, { config, database, secrets }) => {
  const service = walletNotificationsService(database, walletOf(config), createPayoutService(config, database, secrets, app.log), notificationToken(config, secrets));
  // Open, so limited per address like every open route; money-in notifications are few (one per top-up),
  // and a refused one is caught up by the recovery job, which reads the account's balance.
  await registerRateLimit(app);
  app.post(
    `${NOTIFICATION_PATH}/:token`,
    {
      config: { public: true, rateLimit: callsPerMinute(config.invites.rateLimitPerMinute) },
      schema: {
        tags: ['public'],
        description: "The payment institution's notifications (money-in received, account and document status). Only a hint: what it names is read back from the institution.",
        params: ZPaymentPlusNotificationParams,
        body: ZPaymentPlusNotification,
      },
    },
    async (request, reply) => {
      await service.receive(request.params.token, request.body);
      return reply.status(200).send({ received: true });
    },
  );
};
