import { z } from 'zod';
import { CONNECTION_STATUSES } from '../common/enums.ts';

/** GET /backend/qonto/authorize: where the browser goes to let the company's bank connect. */
export const ZQontoAuthorize = z.object({ url: z.url() });
export type QontoAuthorize = z.infer<typeof ZQontoAuthorize>;

/** GET /backend/qonto/callback?code=&state= */
export const ZQontoCallbackQuery = z.object({
  code: z.string().min(1).max(2000),
  state: z.string().min(1).max(200),
});
export type QontoCallbackQuery = z.infer<typeof ZQontoCallbackQuery>;

/**
 * GET /backend/qonto/token: the company's bank connection, or `token: null` when there is none (the
 * dashboard then shows the connect button). The secret itself never leaves the server.
 */
export const ZQontoToken = z.object({
  token: z
    .object({
      status: z.enum(CONNECTION_STATUSES),
      connectedAt: z.iso.datetime().nullable(),
      expiresAt: z.iso.datetime().nullable(),
      accountIban: z.string().nullable(),
    })
    .nullable(),
});
export type QontoToken = z.infer<typeof ZQontoToken>;

export const ZQontoConnected = z.object({
  companyId: z.uuid(),
  companyName: z.string(),
  accountIban: z.string().nullable(),
});
export type QontoConnected = z.infer<typeof ZQontoConnected>;
