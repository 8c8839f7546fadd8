import type { ErrorCode } from '@fleetwatt/shared';

export interface FieldError {
  field: string;
  message: string;
}

/** A failure the caller can act on; the error handler turns it into problem+json. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, errors?: FieldError[]) =>
  new AppError(400, 'VALIDATION_FAILED', message, errors);
export const unauthenticated = (message = 'Sign in to continue.') => new AppError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message = 'You do not have permission to do this.') =>
  new AppError(403, 'FORBIDDEN', message);
export const notFound = (what = 'The requested item') => new AppError(404, 'NOT_FOUND', `${what} was not found.`);
export const conflict = (message: string, code: ErrorCode = 'CONFLICT') => new AppError(409, code, message);
