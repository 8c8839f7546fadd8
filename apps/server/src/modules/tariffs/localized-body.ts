import type { FastifyRequest } from 'fastify';
import { issueMessage,  type Language } from '@fleetwatt/shared';
import type { z } from 'zod';
import { badRequest } from '../../lib/errors.ts';

const ZOD_DEFAULT = /^(Invalid|Too (small|big)|Unrecognized|Expected)/;

/**
 * For routes declared with `attachValidation`: a body that failed its schema answers 400 in the
 * caller's language, and a rule's own sentence (such as 'Please fill in the review topic') stands
 * as it is, without the field's name before it; its first one is the problem's detail.
 */
export function checkLocalizedBody(request: FastifyRequest, schemaFor: (lang: Language) => z.ZodType): void {
  const error = request.validationError;
  if (!error) return;
  if (error.validationContext !== 'body') throw error;
  const lang = request.lang;
  const result = schemaFor(lang).safeParse(request.body ?? {}, { reportInput: true });
  const issues = result.success ? [] : result.error.issues;
  // A rule's own sentence comes from the schema; zod's defaults get the generic wording instead.
  const own = (issue: z.core.$ZodIssue) => !!issue.message && !ZOD_DEFAULT.test(issue.message);
  const errors = issues.map((issue) => ({
    field: issue.path.map(String).join('.') || 'body',
    message: own(issue) ? issue.message : issueMessage(issue, lang),
  }));
  const first = issues.findIndex(own);
  const detail = first >= 0 ? errors[first]!.message : undefined;
  throw badRequest(detail ?? (lang === 'de' ? 'Bitte prüfen Sie die markierten Felder' : 'Please review the highlighted fields'), errors);
}
