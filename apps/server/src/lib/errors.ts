import { notFoundMessages, type ErrorCode, type Language, type NotFoundSubject } from '@fleetwatt/shared';

export interface FieldError {
  field: string;
  message: string;
}

/**
 * A failure the caller can act on; the error handler turns it into problem+json. The message is
 * either already in the caller's language or given in each language (the handler picks the
 * request's).
 */
export class AppError extends Error {
  readonly messages: Record<Language, string> | undefined;

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string | Record<Language, string>,
    readonly errors?: FieldError[],
  ) {
    super(typeof message === 'string' ? message : message.en);
    this.messages = typeof message === 'string' ? undefined : message;
    this.name = 'AppError';
  }

  /** The message in the caller's language. */
  detailIn(lang: Language): string {
    return this.messages?.[lang] ?? this.message;
  }
}

export const badRequest = (message: string, errors?: FieldError[]) =>
  new AppError(400, 'VALIDATION_FAILED', message, errors);
export const unauthenticated = (message = 'Sign in to continue.') => new AppError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message = 'You do not have permission to do this.') =>
  new AppError(403, 'FORBIDDEN', message);
export const notFound = (subject: NotFoundSubject = 'item') => new AppError(404, 'NOT_FOUND', notFoundMessages(subject));
export const conflict = (message: string | Record<Language, string>, code: ErrorCode = 'CONFLICT') => new AppError(409, code, message);
