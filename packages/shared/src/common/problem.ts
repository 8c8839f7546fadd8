import { z } from 'zod';

/** RFC 9457 problem details, as every error of the API answers. */
export const ZProblem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  code: z.string(),
  requestId: z.string().optional(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type Problem = z.infer<typeof ZProblem>;

/**
 * Every error code the API answers with, and no other: the web maps them to messages in the user's
 * language. A new code is added here first (the server's AppError takes only these).
 */
export const ERROR_CODES = [
  // Any route
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
  // Invites (the public invite answer)
  'INVALID_TOKEN',
  'INVITE_EXPIRED',
  'INVITE_ALREADY_ANSWERED',
  'ACCOUNT_NOT_FOUND',
  // Team accounts (decision 0034)
  'NOT_YOURSELF',
  'LAST_ACTIVE_MANAGER',
  'ALREADY_MEMBER',
  'ALREADY_INVITED',
  'OTHER_EMAIL',
  'DRIVER_ACCOUNT',
  'NEEDS_COMPANY',
  // Licenses and the fleet monitor
  'UPGRADE_REQUIRED',
  'TRIAL_USED',
  // Outside services: bank, Payment+, billing (Stripe), mail
  'BANK_STATE_INVALID',
  'BANK_REFUSED',
  'BANK_NOT_CONNECTED',
  'PAYEE_CHECK_FAILED',
  'PROVIDER_UNAVAILABLE',
  'SYNC_FAILED',
  'BILLING_FAILED',
  'BAD_SIGNATURE',
  'MAIL_FAILED',
  'DELIVERY_FAILED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
