import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZClientConfig } from '@fleetwatt/shared';
import type { Config } from '../../config.ts';

/** What the web app needs before sign-in: where the identity provider is and the outside links. */
export const clientConfigRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const body = {
    identity: {
      authority: config.identity.issuer,
      clientId: config.identity.clientId,
      audience: config.identity.audience,
      rolesClaim: config.identity.rolesClaim,
      scope: 'openid profile email offline_access',
    },
    chatWidgetId: config.chatWidgetId ?? null,
    shopUrl: config.shopUrl,
    supportUrl: config.supportUrl,
  };
  app.get(
    '/public/config',
    { config: { public: true }, schema: { tags: ['public'], response: { 200: ZClientConfig } } },
    async () => body,
  );
};
