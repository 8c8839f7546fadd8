import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZApproveReimbursement,
  ZCreateReimbursement,
  ZPayoutResult,
  ZReimbursementCandidates,
  ZReimbursementCandidatesQuery,
  ZReimbursementDetail,
  ZReimbursementIdParams,
  ZReimbursementItemParams,
  ZReimbursementPage,
  ZReimbursementReceiptPage,
  ZReimbursementReceiptSearch,
  ZReimbursementSearch,
  ZReimbursementTransactionParams,
  ZSepaFileList,
  ZSepaFileParams,
  ZSepaQuery,
  ZTriggerPayout,
  ZVerifyPayees,
  ZPayeeVerifications,
  ZPayeeVerificationParams,
} from '@fleetwatt/shared';
import type { AppDeps } from '../../app.ts';
import { bankRegistry } from '../../providers/bank/index.ts';
import { bankAccess } from '../bank-connections/bank-access.ts';
import { contentDisposition } from '../../lib/export/index.ts';
import { ADMIN } from '../../plugins/auth.ts';
import { FILE_MEDIA_TYPES } from '../../plugins/openapi-document.ts';
import { createPayoutService } from './payout-wiring.ts';
import { reimbursementsService } from './reimbursements.service.ts';

const tags = ['reimbursements'];

/** Receipt reimbursements and their payouts; administrators only (spec section 2). */
export const reimbursementsRoutes: FastifyPluginAsyncZod<Pick<AppDeps, 'config' | 'database' | 'secrets'>> = async (app, { config, database, secrets }) => {
  const service = reimbursementsService(database, createPayoutService(config, database, secrets, app.log), bankAccess(database, bankRegistry(config), secrets));
  const roles = ADMIN;

  app.get(
    '/reimbursements/search',
    {
      config: { roles },
      schema: { tags, description: 'Reimbursements: all, pending, approved or requiring action; newest first.', querystring: ZReimbursementSearch, response: { 200: ZReimbursementPage } },
    },
    (request) => service.search(request.scope, request.query),
  );

  app.get(
    '/reimbursements/candidates',
    {
      config: { roles },
      schema: {
        tags,
        description: 'SUBMITTED receipts of a company and period that are in no open reimbursement: what a new reimbursement can bundle.',
        querystring: ZReimbursementCandidatesQuery,
        response: { 200: ZReimbursementCandidates },
      },
    },
    (request) => service.candidates(request.scope, request.query),
  );

  app.get(
    '/reimbursements/receipts',
    {
      config: { roles },
      schema: { tags, description: 'The detailed receipts view: receipts with their reimbursement and item status.', querystring: ZReimbursementReceiptSearch, response: { 200: ZReimbursementReceiptPage } },
    },
    (request) => service.receipts(request.scope, request.query),
  );

  app.post(
    '/reimbursements',
    { config: { roles }, schema: { tags, description: 'Bundles SUBMITTED receipts of one company and period.', body: ZCreateReimbursement, response: { 201: ZReimbursementDetail } } },
    async (request, reply) => reply.status(201).send(await service.create(request.scope, request.body, request.lang)),
  );

  app.get(
    '/reimbursements/:id',
    { config: { roles }, schema: { tags, params: ZReimbursementIdParams, response: { 200: ZReimbursementDetail } } },
    (request) => service.detail(request.scope, request.params.id),
  );

  app.post(
    '/reimbursements/:id/approve',
    {
      config: { roles },
      schema: { tags, description: 'Release for payment: PENDING items become APPROVED.', params: ZReimbursementIdParams, body: ZApproveReimbursement, response: { 200: ZReimbursementDetail } },
    },
    (request) => service.approve(request.principal, request.scope, request.params.id, request.body ?? {}, request.lang),
  );

  app.post(
    '/reimbursements/:id/items/:itemId/trigger',
    {
      config: { roles },
      schema: {
        tags,
        description:
          'Pays one released item through the company\'s bank or Payment+, once. A bank transfer names the payee check the administrator saw (and, where it was no match, the decision to pay). 202 while the provider has not confirmed.',
        params: ZReimbursementItemParams,
        body: ZTriggerPayout.nullish(),
        response: { 200: ZPayoutResult, 202: ZPayoutResult },
      },
    },
    async (request, reply) => {
      const result = await service.trigger(request.principal, request.scope, request.params.id, request.params.itemId, request.body ?? {}, request.lang);
      return reply.status(result.outcome === 'IN_PROGRESS' ? 202 : 200).send(result);
    },
  );

  app.post(
    '/reimbursements/:id/payee-verifications',
    {
      config: { roles },
      schema: {
        tags,
        description: "Verification of Payee at the company's bank for the items about to be paid (every payable one, or those named), in one bulk check; shown before money moves.",
        params: ZReimbursementIdParams,
        body: ZVerifyPayees.nullish(),
        response: { 200: ZPayeeVerifications },
      },
    },
    (request) => service.verifyPayees(request.scope, request.params.id, request.body ?? {}, request.lang),
  );

  app.post(
    '/reimbursements/:id/payee-verifications/:verificationId/reject',
    {
      config: { roles },
      schema: { tags, description: 'The administrator declines to pay after a payee check; the decision is kept in the audit trail.', params: ZPayeeVerificationParams, response: { 200: ZReimbursementDetail } },
    },
    (request) => service.rejectPayee(request.principal, request.scope, request.params.id, request.params.verificationId, request.lang),
  );

  app.post(
    '/reimbursements/:id/items/:itemId/cancel',
    { config: { roles }, schema: { tags, params: ZReimbursementItemParams, response: { 200: ZReimbursementDetail } } },
    (request) => service.cancel(request.scope, request.params.id, request.params.itemId, request.lang),
  );

  app.post(
    '/reimbursements/:id/payment-transactions/:transactionId',
    {
      config: { roles },
      schema: { tags, description: "Attaches a payment transaction of the reimbursement's company.", params: ZReimbursementTransactionParams, response: { 200: ZReimbursementDetail } },
    },
    (request) => service.attach(request.scope, request.params.id, request.params.transactionId, request.lang),
  );

  app.get(
    '/reimbursements/:id/sepa',
    {
      config: { roles, produces: FILE_MEDIA_TYPES.xml },
      schema: {
        tags,
        description:
          'The SEPA credit-transfer file (pain.001.001.09) for the released items, paid from debtorIban on executionDate (today or later). Each new file gets its own message id and is kept; the same request again answers the kept file.',
        params: ZReimbursementIdParams,
        querystring: ZSepaQuery,
      },
    },
    async (request, reply) => {
      const file = await service.sepa(request.principal, request.scope, request.params.id, request.query, request.lang);
      return sendSepaFile(reply, file);
    },
  );

  app.get(
    '/reimbursements/:id/sepa-files',
    {
      config: { roles },
      schema: {
        tags,
        description: 'Every SEPA file made for the reimbursement, newest first, each kept as it was handed out.',
        params: ZReimbursementIdParams,
        response: { 200: ZSepaFileList },
      },
    },
    (request) => service.sepaFiles(request.scope, request.params.id),
  );

  app.get(
    '/reimbursements/:id/sepa-files/:fileId',
    {
      config: { roles, produces: FILE_MEDIA_TYPES.xml },
      schema: { tags, description: 'One kept SEPA file, byte for byte as it was first handed out.', params: ZSepaFileParams },
    },
    async (request, reply) => sendSepaFile(reply, await service.sepaFile(request.scope, request.params.id, request.params.fileId)),
  );
};

function sendSepaFile(reply: FastifyReply, file: { fileName: string; xml: string; messageId: string }) {
  return reply
    .type('application/xml; charset=utf-8')
    .header('content-disposition', contentDisposition(file.fileName))
    .header('x-sepa-message-id', file.messageId)
    .header('cache-control', 'no-store')
    .send(file.xml);
}
