import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { issueMessage, pickLanguage, type Problem } from '@fleetwatt/shared';
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
    const lang = pickLanguage(request.headers['accept-language']);
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
        detail: error.message,
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
        detail: unavailable
          ? 'The service is briefly unavailable. Please try again in a moment.'
          : 'Something went wrong on our side. Please try again.',
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

function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === 'ECONNREFUSED' || code === '57P01' || code === '57P03' || code === '08006' || code === '08001';
}
