import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentProblemMessage, ZKycDocumentSent, ZWalletParams, ZWallets } from '@fleetwatt/shared';
import type { AppDeps } from '../../app.ts';
import { badRequest } from '../../lib/errors.ts';
import { STAFF } from '../../plugins/auth.ts';
import { walletOf } from '../../providers/lemonway/client.ts';
import { UPLOAD_LIMITS } from '../documents/documents.routes.ts';
import { checkDocument } from '../documents/file-check.ts';
import { readRequiredUpload } from '../documents/read-upload.ts';
import { walletsRepository } from './wallets.repository.ts';
import { walletsService } from './wallets.service.ts';

const tags = ['payment-plus'];

/** The selected company's Payment+ accounts and their KYC at Lemonway (decision 0052). */
export const walletsRoutes: FastifyPluginAsyncZod<Pick<AppDeps, 'config' | 'database'>> = async (app, { config, database }) => {
  await app.register(multipart, { limits: UPLOAD_LIMITS });
  const service = walletsService(walletsRepository(database), walletOf(config));

  app.get(
    '/payment-plus/wallets',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description: "The selected company's Payment+ accounts (its own and its drivers'), each with the status Lemonway reports now (null when Lemonway could not be asked).",
        response: { 200: ZWallets },
      },
    },
    (request) => service.list(request.scope, request.lang),
  );

  app.post(
    '/payment-plus/wallets/:accountId/documents',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description: 'Sends a KYC document to Lemonway for one of the selected company\'s Payment+ accounts (multipart: `type`, `file`; PDF, PNG or JPEG up to 10 MB). Not kept by the product.',
        params: ZWalletParams,
        response: { 201: ZKycDocumentSent },
      },
    },
    async (request, reply) => {
      const lang = request.lang;
      const upload = await readRequiredUpload(request);
      const checked = checkDocument(upload.file.fileName, upload.file.bytes);
      if (!checked.ok) {
        const message = documentProblemMessage(checked.problem, lang, checked.type);
        throw badRequest(message, [{ field: 'file', message }]);
      }
      const sent = await service.sendDocument(request.scope, request.params.accountId, { type: upload.fields.type, ...upload.file }, lang);
      return reply.status(201).send(sent);
    },
  );
};
