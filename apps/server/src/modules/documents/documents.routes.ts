import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DOCUMENT_MAX_BYTES,
  ZDocument,
  ZDocumentContentQuery,
  ZDocumentIdParams,
  ZDocumentLink,
} from '@fleetwatt/shared';
import type { AppDeps } from '../../app.ts';
import { DRIVER, STAFF } from '../../plugins/auth.ts';
import { FILE_MEDIA_TYPES } from '../../plugins/openapi-document.ts';
import { documentsService, reachOf, toDocumentInfo } from './documents.service.ts';
import { readRequiredUpload } from './read-upload.ts';
import { sendDocument } from './send-document.ts';

const tags = ['documents'];
const EVERYONE = [...STAFF, ...DRIVER];

/** Multipart limits of this module: one file of at most 10 MB (one byte more tells it was cut). */
export const UPLOAD_LIMITS = { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 10, fieldSize: 10_000 };

export const documentsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database, secrets }) => {
  await app.register(multipart, { limits: UPLOAD_LIMITS });
  const service = documentsService(database, secrets.key('document-links'));

  app.post(
    '/documents',
    {
      config: { roles: EVERYONE },
      schema: {
        tags,
        description:
          'Uploads a tariff document (multipart: `file`, and `userId` of the driver for staff). PDF, PNG or JPEG by content, the name ending to match, 1 byte to 10 MB; a PDF must be whole.',
        response: { 201: ZDocument },
      },
    },
    async (request, reply) => {
      const lang = request.lang;
      const upload = await readRequiredUpload(request);
      const doc = await service.upload(
        request.principal,
        request.scope,
        { ...upload.file, userId: upload.fields.userId || undefined },
        lang,
      );
      return reply.status(201).send(doc);
    },
  );

  app.get(
    '/documents/:id',
    {
      config: { roles: EVERYONE, produces: FILE_MEDIA_TYPES.documents },
      schema: { tags, description: 'Downloads a document of the scope (a driver: their own).', params: ZDocumentIdParams },
    },
    async (request, reply) => sendDocument(reply, await service.content(reachOf(request.principal, request.scope), request.params.id), 'attachment'),
  );

  app.get(
    '/documents/:id/info',
    { config: { roles: EVERYONE }, schema: { tags, params: ZDocumentIdParams, response: { 200: ZDocument } } },
    async (request) => toDocumentInfo(await service.info(reachOf(request.principal, request.scope), request.params.id)),
  );

  app.get(
    '/documents/:id/link',
    {
      config: { roles: EVERYONE },
      schema: {
        tags,
        description: 'A preview address that works without a token for five minutes.',
        params: ZDocumentIdParams,
        response: { 200: ZDocumentLink },
      },
    },
    (request) => service.link(reachOf(request.principal, request.scope), request.params.id),
  );

  app.get(
    '/documents/:id/content',
    {
      config: { public: true, produces: FILE_MEDIA_TYPES.documents },
      schema: {
        tags,
        description: 'The file behind a preview address (signed, expires); shown inline unless download=true.',
        params: ZDocumentIdParams,
        querystring: ZDocumentContentQuery,
      },
    },
    async (request, reply) => {
      const { expires, signature, download } = request.query;
      const doc = await service.byLink(request.params.id, expires, signature);
      return sendDocument(reply, doc, download === 'true' ? 'attachment' : 'inline');
    },
  );
};
