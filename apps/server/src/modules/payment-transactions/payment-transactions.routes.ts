import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZPaymentTransactionPage,
  ZPaymentTransactionSearch,
  ZPaymentTransactionSync,
  ZPaymentTransactionSyncResult,
} from '@fleetwatt/shared';
import type { AppDeps } from '../../app.ts';
import { sendExport } from '../../lib/export/index.ts';
import { ADMIN } from '../../plugins/auth.ts';
import { bankRegistry } from '../../providers/bank/index.ts';
import { bankAccess } from '../bank-connections/bank-access.ts';
import { paymentTransactionsRepository } from './payment-transactions.repository.ts';
import { paymentTransactionsService } from './payment-transactions.service.ts';

const tags = ['payment transactions'];

/** The Payment Transactions page (administrators): the list, its export, and the bank sync. */
export const paymentTransactionsRoutes: FastifyPluginAsyncZod<Pick<AppDeps, 'config' | 'database' | 'secrets'>> = async (app, { config, database, secrets }) => {
  const service = paymentTransactionsService(paymentTransactionsRepository(database), bankAccess(database, bankRegistry(config), secrets));

  app.get(
    '/payment-transactions/search',
    {
      config: { roles: ADMIN },
      schema: {
        tags,
        description: 'Payment transactions by booking month, source, method, status and text; with `export` the whole filtered list as a file.',
        querystring: ZPaymentTransactionSearch,
        response: { 200: ZPaymentTransactionPage },
      },
    },
    async (request, reply) => {
      const { query, scope } = request;
      if (query.export) return sendExport(request, reply, query.export, service.exportSpec(scope, query, request.lang));
      return service.search(scope, query);
    },
  );

  app.post(
    '/payment-transactions/sync',
    {
      config: { roles: ADMIN },
      schema: {
        tags,
        description: "Pulls the connected banks' transactions in, once each by the bank's id.",
        body: ZPaymentTransactionSync,
        response: { 200: ZPaymentTransactionSyncResult },
      },
    },
    (request) => service.sync(request.scope, request.body?.companyId, request.lang),
  );
};
