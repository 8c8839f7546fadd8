import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  USER_MESSAGES,
  ZChargingSession,
  ZChargingSessionBulkReview,
  ZChargingSessionBulkReviewResult,
  ZChargingSessionCreateBody,
  ZChargingSessionExport,
  ZChargingSessionIdParams,
  ZChargingSessionIngest,
  ZChargingSessionIngestBatch,
  ZChargingSessionIngestResult,
  ZChargingSessionPage,
  ZChargingSessionReviewSearch,
  ZChargingSessionSearch,
  ZChargingSessionStatus,
  ZChargingSessionSummary,
  ZChargingSessionSummaryQuery,
  ZDriverTariff,
  ZExternalSessionImport,
  ZExternalSessionImportResult,
  ZManualChargingSession,
  ZMyChargingSessionSearch,
  ZUpdateChargingSession,
  issueMessage,
  type Language,
} from '@fleetwatt/shared';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { sendExport } from '../../lib/export/index.ts';
import { ADMIN, DRIVER, STAFF } from '../../plugins/auth.ts';
import type { Role } from '@fleetwatt/shared';
import { createManualSession, ingestSessions } from './charging-sessions.ingestion.ts';
import { chargingSessionsService } from './charging-sessions.service.ts';

const tags = ['charging-sessions'];
const ADMIN_OR_DRIVER: readonly Role[] = ['ADMINISTRATOR', 'USER'];

/** The body parsed with the schema the caller's role sends, or a 400 with a message per field. */
function bodyAs<T>(schema: z.ZodType<T>, body: unknown, lang: Language): T {
  const result = schema.safeParse(body, { reportInput: true });
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || 'body',
    message: issueMessage(issue, lang),
  }));
  throw new AppError(400, 'VALIDATION_FAILED', USER_MESSAGES[lang].reviewFields, errors);
}

const isBatch = (body: unknown) => typeof body === 'object' && body !== null && 'sessions' in body;

export const chargingSessionsRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const service = chargingSessionsService(database);

  app.get(
    '/charging-sessions/search',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description: "One page of the scope's charging sessions of a month (start in UTC), filtered and sorted.",
        querystring: ZChargingSessionSearch,
        response: { 200: ZChargingSessionPage },
      },
    },
    (request) => service.search(request.scope, request.query),
  );

  app.get(
    '/charging-sessions/summary',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description: 'The indicators of the period with the change against the previous one, summed in SQL.',
        querystring: ZChargingSessionSummaryQuery,
        response: { 200: ZChargingSessionSummary },
      },
    },
    (request) => service.summary(request.scope, request.query),
  );

  app.get(
    '/charging-sessions/export',
    {
      config: { roles: STAFF },
      schema: { tags, description: 'The filtered charging sessions as XLSX, CSV or ZIP, streamed.', querystring: ZChargingSessionExport },
    },
    (request, reply) => sendExport(request, reply, request.query.export, service.exportSpec(request.scope, request.query, request.lang)),
  );

  app.get(
    '/charging-sessions/review',
    {
      config: { roles: ADMIN },
      schema: {
        tags,
        description: 'The review queue: sessions TO_BE_REVIEWED (or another review status), any period unless a year is given.',
        querystring: ZChargingSessionReviewSearch,
        response: { 200: ZChargingSessionPage },
      },
    },
    (request) => service.reviewQueue(request.scope, request.query),
  );

  app.post(
    '/charging-sessions/review',
    {
      config: { roles: ADMIN },
      schema: {
        tags,
        description: 'Marks many sessions REVIEWED or IGNORED at once: all or nothing (409 when any is in a SUBMITTED receipt).',
        body: ZChargingSessionBulkReview,
        response: { 200: ZChargingSessionBulkReviewResult },
      },
    },
    (request) => service.bulkReview(request.principal, request.scope, request.body, request.lang),
  );

  app.post(
    '/charging-sessions/external/import',
    {
      config: { roles: ADMIN },
      schema: {
        tags,
        description: 'Imports public-charging sessions (JSON rows or CSV text), idempotent on the external reference.',
        body: ZExternalSessionImport,
        response: { 200: ZExternalSessionImportResult },
      },
    },
    (request) => service.importExternal(request.scope, request.body, request.lang),
  );

  app.post(
    '/charging-sessions',
    {
      config: { roles: ADMIN_OR_DRIVER },
      attachValidation: true,
      schema: {
        tags,
        description:
          "A driver's app sends one session or a batch of up to 1,000 (idempotent on cable, start and app index; the answer says which were new); an administrator enters one by hand.",
        body: ZChargingSessionCreateBody,
        response: { 200: ZChargingSessionIngestResult, 201: z.union([ZChargingSessionIngestResult, ZChargingSession]) },
      },
    },
    async (request, reply) => {
      const lang = request.lang;
      const principal = request.principal;
      if (principal.role !== 'USER') {
        const body = bodyAs(ZManualChargingSession, request.body, lang);
        const id = await database.transaction((tx) => createManualSession(tx, request.scope, body, lang));
        return reply.status(201).send(await service.get({ companyId: null }, id, lang));
      }
      const driver = { userId: principal.userId, companyId: principal.companyId };
      if (isBatch(request.body)) {
        const { sessions } = bodyAs(ZChargingSessionIngestBatch, request.body, lang);
        return reply.status(200).send(await database.transaction((tx) => ingestSessions(tx, driver, sessions, lang)));
      }
      const session = bodyAs(ZChargingSessionIngest, request.body, lang);
      const result = await database.transaction((tx) => ingestSessions(tx, driver, [session], lang));
      const [item] = result.results;
      if (item?.problem) throw new AppError(item.problem.status, item.problem.code, item.problem.message);
      return reply.status(item?.outcome === 'CREATED' ? 201 : 200).send(result);
    },
  );

  app.get(
    '/charging-sessions/:id',
    { config: { roles: STAFF }, schema: { tags, params: ZChargingSessionIdParams, response: { 200: ZChargingSession } } },
    (request) => service.get(request.scope, request.params.id, request.lang),
  );

  app.put(
    '/charging-sessions/:id',
    {
      config: { roles: ADMIN },
      schema: {
        tags,
        description: 'Corrects a session (start, duration, energy, tariff, review) and prices it again; 409 inside a SUBMITTED receipt.',
        params: ZChargingSessionIdParams,
        body: ZUpdateChargingSession,
        response: { 200: ZChargingSession },
      },
    },
    (request) => service.update(request.principal, request.scope, request.params.id, request.body, request.lang),
  );

  app.put(
    '/charging-sessions/:id/status',
    {
      config: { roles: ADMIN },
      schema: {
        tags,
        description: 'Sets the review status with type and tags and prices the session again; 409 inside a SUBMITTED receipt.',
        params: ZChargingSessionIdParams,
        body: ZChargingSessionStatus,
        response: { 200: ZChargingSession },
      },
    },
    (request) => service.setStatus(request.principal, request.scope, request.params.id, request.body, request.lang),
  );

  app.get(
    '/charging-sessions/:id/tariffs',
    {
      config: { roles: ADMIN },
      schema: {
        tags,
        description: "The driver's tariffs that may price the session (not INVALID, covering its start day).",
        params: ZChargingSessionIdParams,
        response: { 200: z.array(ZDriverTariff) },
      },
    },
    (request) => service.tariffOptions(request.scope, request.params.id, request.lang),
  );

  app.get(
    '/me/charging-sessions',
    {
      config: { roles: DRIVER },
      schema: {
        tags,
        description: "The signed-in driver's own sessions of a month, newest first.",
        querystring: ZMyChargingSessionSearch,
        response: { 200: ZChargingSessionPage },
      },
    },
    (request) => service.mine(request.principal, request.query),
  );
};
