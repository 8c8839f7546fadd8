import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ZAssignCompany,
  ZBillingData,
  ZCompany,
  ZCompanyPolicy,
  ZCompanySummary,
  ZCompanySummaryQuery,
  ZCreateCompany,
  ZCustomFields,
  ZPaymentAccountId,
  ZUpdateBillingData,
  ZUpdateCompany,
  ZUpdateCompanySettings,
} from '@fleetwatt/shared';
import type { Database } from '../../db/database.ts';
import { ADMIN, STAFF } from '../../plugins/auth.ts';
import { companyService, type Caller } from './company.service.ts';

// Ids stay plain strings here: a malformed id answers 404 like an unknown one, not 400.
const ZIdParams = z.object({ id: z.string() });
const tags = ['companies'];

const caller = (request: FastifyRequest): Caller => ({
  principal: request.principal,
  lang: request.lang,
});

/** One company: detail, summary, create and edit, policy, settings, billing data, custom fields, payment account. */
export const companyRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const service = companyService(database);

  app.get(
    '/companies/summary',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description:
          'Drivers, cables and licenses that are ACTIVE or EXPIRING_SOON of the selected scope, or of `companyId` when it is in the caller\'s reach.',
        querystring: ZCompanySummaryQuery,
        response: { 200: ZCompanySummary },
      },
    },
    (request) => service.summary(caller(request), request.scope, request.query.companyId),
  );

  app.get(
    '/companies/:id',
    {
      config: { roles: STAFF },
      schema: { tags, description: 'One company with every field; 404 outside the caller\'s reach.', params: ZIdParams, response: { 200: ZCompany } },
    },
    (request) => service.get(caller(request), request.params.id),
  );

  app.post(
    '/companies',
    {
      config: { roles: ADMIN },
      schema: { tags, description: 'Creates a company (administrators).', body: ZCreateCompany, response: { 201: ZCompany } },
    },
    async (request, reply) => reply.status(201).send(await service.create(caller(request), request.body)),
  );

  app.put(
    '/companies/:id',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description: 'Changes the company; fields left out stay. Fleet managers may change only name, email and address.',
        params: ZIdParams,
        body: ZUpdateCompany,
        response: { 200: ZCompany },
      },
    },
    (request) => service.update(caller(request), request.params.id, request.body),
  );

  app.put(
    '/companies/:id/policy',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description: 'The company policy text; administrators, or fleet managers of a PRO company.',
        params: ZIdParams,
        body: ZCompanyPolicy,
        response: { 200: ZCompany },
      },
    },
    (request) => service.updatePolicy(caller(request), request.params.id, request.body),
  );

  app.put(
    '/companies/:id/settings',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description: 'Any of the company settings of the options dialogs; the others stay.',
        params: ZIdParams,
        body: ZUpdateCompanySettings,
        response: { 200: ZCompany },
      },
    },
    (request) => service.updateSettings(caller(request), request.params.id, request.body),
  );

  app.put(
    '/companies/:id/parent',
    {
      config: { roles: ADMIN },
      schema: {
        tags,
        description: 'Assigns the company to a PRO parent company (administrators).',
        params: ZIdParams,
        body: ZAssignCompany.nullish(),
        response: { 200: ZCompany },
      },
    },
    (request) => service.assignParent(caller(request), request.params.id, request.body ?? {}),
  );

  app.get(
    '/companies/:id/billing-data',
    {
      config: { roles: STAFF },
      schema: { tags, params: ZIdParams, response: { 200: ZBillingData } },
    },
    (request) => service.billingData(caller(request), request.params.id),
  );

  app.put(
    '/companies/:id/billing-data',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description: 'Billing contact, billing address and VAT number; the VAT number is checked against the country.',
        params: ZIdParams,
        body: ZUpdateBillingData,
        response: { 200: ZBillingData },
      },
    },
    (request) => service.updateBillingData(caller(request), request.params.id, request.body),
  );

  app.get(
    '/companies/:id/custom-fields',
    {
      config: { roles: STAFF },
      schema: { tags, description: 'The driver fields receipts may require, and whether they do.', params: ZIdParams, response: { 200: ZCustomFields } },
    },
    (request) => service.customFields(caller(request), request.params.id),
  );

  app.post(
    '/companies/:id/payment-account/:accountId',
    {
      config: { roles: ADMIN },
      schema: {
        tags,
        description: 'Links the company to an account of the payment institution (administrators).',
        params: ZIdParams.extend({ accountId: ZPaymentAccountId }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.linkPaymentAccount(caller(request), request.params.id, request.params.accountId);
      return reply.status(204).send(null);
    },
  );
};
