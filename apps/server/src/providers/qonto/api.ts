import { z } from 'zod';

/*
 * The bank provider's HTTP API (Qonto-like), as the client speaks it and the sandbox answers it.
 * OAuth2 per company (authorization code), then bearer tokens. Money in cents.
 *
 *   GET  /oauth2/auth?response_type=code&client_id&redirect_uri&scope&state   the bank's consent; back to redirect_uri?code&state
 *   POST /oauth2/token    form: grant_type=authorization_code|refresh_token    -> QontoTokens
 *   GET  /v2/organization                                                      -> { organization }
 *   GET  /v2/transactions?iban&current_page&per_page                           -> { transactions, meta }
 *   POST /v2/sepa/transfers    X-Qonto-Idempotency-Key                         -> { transfer }
 *   GET  /v2/sepa/transfers?idempotency_key=                                    -> { transfers }
 *   GET  /v2/sepa/transfers/{id}                                               -> { transfer }
 * The same idempotency key twice gives the first transfer again, never a second one.
 */

export const QONTO_IDEMPOTENCY_HEADER = 'x-qonto-idempotency-key';
export const QONTO_SCOPE = 'offline_access organization.read payment.write';

export const ZQontoTokens = z.object({
  access_token: z.string(),
  refresh_token: z.string().nullable().optional(),
  expires_in: z.number().int(),
  token_type: z.string(),
  scope: z.string().optional(),
});
export type QontoTokens = z.infer<typeof ZQontoTokens>;

export const ZQontoBankAccount = z.object({
  slug: z.string(),
  iban: z.string(),
  bic: z.string(),
  currency: z.string(),
  balance_cents: z.number().int(),
});

export const ZQontoOrganization = z.object({
  organization: z.object({ slug: z.string(), legal_name: z.string(), bank_accounts: z.array(ZQontoBankAccount) }),
});
export type QontoOrganization = z.infer<typeof ZQontoOrganization>['organization'];

export const QONTO_TRANSFER_STATUSES = ['pending', 'processing', 'settled', 'declined', 'canceled'] as const;
export type QontoTransferStatus = (typeof QONTO_TRANSFER_STATUSES)[number];

export const ZQontoTransfer = z.object({
  id: z.string(),
  status: z.enum(QONTO_TRANSFER_STATUSES),
  amount_cents: z.number().int(),
  currency: z.string(),
  reference: z.string(),
  beneficiary: z.object({ name: z.string(), iban: z.string() }),
  transaction_id: z.string(),
  declined_reason: z.string().nullable(),
  idempotency_key: z.string(),
  created_at: z.string(),
});
export type QontoTransfer = z.infer<typeof ZQontoTransfer>;
export const ZQontoTransferAnswer = z.object({ transfer: ZQontoTransfer });
export const ZQontoTransferList = z.object({ transfers: z.array(ZQontoTransfer) });

export const ZQontoTransferRequest = z.object({
  transfer: z.object({
    beneficiary: z.object({ name: z.string().min(1).max(140), iban: z.string().min(5).max(34) }),
    amount_cents: z.number().int().min(1),
    currency: z.string().length(3),
    reference: z.string().min(1).max(140),
  }),
});
export type QontoTransferRequest = z.infer<typeof ZQontoTransferRequest>['transfer'];

export const ZQontoTransaction = z.object({
  transaction_id: z.string(),
  amount_cents: z.number().int(),
  currency: z.string(),
  side: z.enum(['credit', 'debit']),
  operation_type: z.string(),
  status: z.enum(['pending', 'completed', 'declined']),
  label: z.string(),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  counterparty_iban: z.string().nullable(),
  emitted_at: z.string(),
  settled_at: z.string().nullable(),
});
export type QontoTransaction = z.infer<typeof ZQontoTransaction>;

export const ZQontoTransactionPage = z.object({
  transactions: z.array(ZQontoTransaction),
  meta: z.object({
    current_page: z.number().int(),
    next_page: z.number().int().nullable(),
    total_pages: z.number().int(),
    total_count: z.number().int(),
    per_page: z.number().int(),
  }),
});

export const QONTO_OPERATIONS = ['token', 'organization', 'transactions', 'transfer', 'transferLookup'] as const;
export type QontoOperation = (typeof QONTO_OPERATIONS)[number];
