import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { issueMessage,  type Problem } from '@fleetwatt/shared';
import type { z } from 'zod';
import { AppError } from '../lib/errors.ts';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

const VALIDATION_DETAIL = { en: 'Please review the highlighted fields', de: 'Bitte prüfen Sie die markierten Felder' };
const UNAVAILABLE_DETAIL = {
  en: 'The service is briefly unavailable. Please try again in a moment.',
  de: 'Der Dienst ist kurz nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
};
const INTERNAL_DETAIL = {
  en: 'Something went wrong on our side. Please try again.',
  de: 'Bei uns ist etwas schiefgegangen. Bitte versuchen Sie es noch einmal.',
};

export function sendProblem(request: FastifyRequest, reply: FastifyReply, problem: Omit<Problem, 'type' | 'title'>) {
  const body: Problem = {
    type: 'about:blank',
    title: TITLES[problem.status] ?? 'Error',
    ...problem,
    requestId: request.id,
  };
  return reply.status(problem.status).type('application/problem+json').send(body);
}

/** One answer for every failure: RFC 9457 problem+json; 5xx hides its detail and logs it. */
export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = request.lang;
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => {
        // List positions arrive as text; as numbers they read one-based, as in the browser's messages.
        const path = v.instancePath
          .split('/')
          .filter(Boolean)
          .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
        const issue = { ...(v.params as object), code: v.keyword, path, message: v.message } as z.core.$ZodIssue;
        return { field: path.join('.') || (error.validationContext ?? 'body'), message: issueMessage(issue, lang) };
      });
      return sendProblem(request, reply, {
        status: 400,
        code: 'VALIDATION_FAILED',
        detail: VALIDATION_DETAIL[lang],
        errors,
      });
    }
    if (error instanceof AppError) {
      return sendProblem(request, reply, {
        status: error.status,
        code: error.code,
        detail: error.detailIn(lang),
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      const unavailable = isDatabaseUnavailable(error);
      return sendProblem(request, reply, {
        status: unavailable ? 503 : 500,
        code: unavailable ? 'SERVICE_UNAVAILABLE' : 'INTERNAL',
        detail: (unavailable ? UNAVAILABLE_DETAIL : INTERNAL_DETAIL)[lang],
      });
    }
    // Fastify's own 4xx (bad JSON, payload too large, unsupported media type, rate limit).
    return sendProblem(request, reply, {
      status,
      code: codeForStatus(status),
      detail: error.message,
    });
  });

});

function codeForStatus(status: number): string {
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 404) return 'NOT_FOUND';
  return 'VALIDATION_FAILED';
}

const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08003', '08006', '08001']);

/** The database cannot be reached (down, restarting, connection cut): answered 503, not 500. */
function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message = '' } = error as { code?: string; message?: string };
  return (
    (code !== undefined && UNAVAILABLE_CODES.has(code)) ||
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(message)
  );
}
