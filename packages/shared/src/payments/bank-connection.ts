import { z } from 'zod';
import { CONNECTION_STATUSES } from '../common/enums.ts';

/** GET /backend/qonto/authorize: where the browser goes to let the company's bank connect. */
export const ZBankAuthorize = z.object({ url: z.url() });
export type BankAuthorize = z.infer<typeof ZBankAuthorize>;

/** GET /backend/qonto/callback?code=&state= */
export const ZBankCallbackQuery = z.object({
  code: z.string().min(1).max(2000),
  state: z.string().min(1).max(200),
});
export type BankCallbackQuery = z.infer<typeof ZBankCallbackQuery>;

/**
 * GET /backend/qonto/token: the company's bank connection, or `token: null` when there is none (the
 * dashboard then shows the connect button). The secret itself never leaves the server.
 */
export const ZBankToken = z.object({
  token: z
    .object({
      status: z.enum(CONNECTION_STATUSES),
      connectedAt: z.iso.datetime().nullable(),
      expiresAt: z.iso.datetime().nullable(),
      accountIban: z.string().nullable(),
      /** The bank behind the connection (a stored value, e.g. QONTO). */
      provider: z.string(),
    })
    .nullable(),
});
export type BankToken = z.infer<typeof ZBankToken>;

export const ZBankConnected = z.object({
  companyId: z.uuid(),
  companyName: z.string(),
  accountIban: z.string().nullable(),
});
export type BankConnected = z.infer<typeof ZBankConnected>;
