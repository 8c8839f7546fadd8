import { z } from 'zod';
import type { BeneficiaryDataObject } from '@qonto/embed-sdk/server/beneficiaries';
import type { BankAccountDataObject, OrganizationDataObject } from '@qonto/embed-sdk/server/organizations';
import type { SepaTransferDataObject } from '@qonto/embed-sdk/server/sepa-transfers';
import type { TransactionDataObject } from '@qonto/embed-sdk/server/transactions';

/*
 * Qonto's Business API v2 (https://thirdparty.qonto.com) and its OAuth 2 authorization server
 * (https://oauth.qonto.com), as the client speaks them and the sandbox answers them. The wire
 * shapes are typed against Qonto's official package @qonto/embed-sdk (its *DataObject types), so
 * the sandbox answers what Qonto's own client reads.
 *
 *   GET  /oauth2/auth?client_id&redirect_uri&response_type=code&scope&state      consent; back to redirect_uri?code&state
 *   POST /oauth2/token   form: grant_type=authorization_code|refresh_token, client_id, client_secret
 *   GET  /v2/organization                                        { organization } with bank_accounts
 *   GET  /v2/transactions?bank_account_id&updated_at_from&sort_by&page&per_page   { transactions, meta }
 *   GET  /v2/sepa/beneficiaries?iban[]=&page&per_page            { beneficiaries, meta }
 *   POST /v2/sepa/beneficiaries  { beneficiary: { name, iban } } { beneficiary }  (untrusted)
 *   POST /v2/sepa/verify_payee   { beneficiary_name, iban }      { match_result, matched_name?, proof_token: { token } }
 *   POST /v2/sepa/bulk_verify_payee { requests: [{ id, beneficiary_name, iban }] }
 *                                                                { proof_token: { token }, requests: [{ id, response | error_code }] }
 *   POST /v2/sepa/transfers      X-Qonto-Idempotency-Key, X-Qonto-SCA-Session-Token?
 *                                { vop_proof_token, transfer: { bank_account_id, beneficiary_id, amount: "12.50", reference, note? } }
 *                                -> { transfer }, or 428 { sca_session_token } when strong customer authentication is needed
 *   GET  /v2/sepa/transfers/{id}                                 { transfer }
 *   GET  /v2/sca_sessions/{token}                                { result: waiting | allow | deny }
 *   POST /v2/webhook_subscriptions { callback_url, types: ["v1/transfers"], secret }   { id, ..., secret }
 *        then each transfer status change is POSTed to callback_url, signed (see webhook.ts)
 * The same idempotency key again gives the first transfer, never a second one.
 */

export const QONTO_IDEMPOTENCY_HEADER = 'x-qonto-idempotency-key';
export const QONTO_SCA_HEADER = 'x-qonto-sca-session-token';
export const QONTO_STAGING_HEADER = 'x-qonto-staging-token';
/**
 * organization.read: accounts, balances, transactions and transfer events; payment.write: beneficiaries, VoP and transfers;
 * webhook: the transfer events' subscription; offline_access: a refresh token.
 */
export const QONTO_SCOPES = ['organization.read', 'payment.write', 'webhook', 'offline_access'] as const;
export const QONTO_SCOPE = QONTO_SCOPES.join(' ');
/** How long Qonto accepts a VoP proof token for a transfer. */
export const VOP_PROOF_TTL_MS = 23 * 60 * 60 * 1000;

export const ZQontoTokens = z.object({
  access_token: z.string(),
  refresh_token: z.string().nullable().optional(),
  expires_in: z.number().int(),
  token_type: z.string(),
  scope: z.string().optional(),
});
export type QontoTokens = z.infer<typeof ZQontoTokens>;

export const ZQontoBankAccount = z.object({
  id: z.string(),
  slug: z.string(),
  iban: z.string(),
  bic: z.string(),
  currency: z.string(),
  balance: z.string(),
  balance_cents: z.number().int(),
  authorized_balance: z.number(),
  authorized_balance_cents: z.number().int(),
  name: z.string(),
  updated_at: z.string(),
  status: z.enum(['active', 'waiting_for_funds', 'closed', 'pending']),
  main: z.boolean(),
}) satisfies z.ZodType<Omit<BankAccountDataObject, 'updated_at'> & { updated_at: string }>;

export const ZQontoOrganization = z.object({
  id: z.string(),
  slug: z.string(),
  legal_name: z.string(),
  legal_number: z.string(),
  legal_sector: z.string(),
  legal_registration_date: z.string(),
  legal_address: z.string(),
  legal_form: z.string(),
  legal_country: z.string(),
  legal_share_capital: z.number(),
  locale: z.string(),
  contract_signed_at: z.string(),
  bank_accounts: z.array(ZQontoBankAccount),
});
export type QontoOrganization = OrganizationDataObject & z.infer<typeof ZQontoOrganization>;
export const ZQontoOrganizationAnswer = z.object({ organization: ZQontoOrganization });

export const ZQontoMeta = z.object({
  current_page: z.number().int(),
  next_page: z.number().int().nullable(),
  prev_page: z.number().int().nullable(),
  total_pages: z.number().int(),
  total_count: z.number().int(),
  per_page: z.number().int(),
});
export type QontoMeta = z.infer<typeof ZQontoMeta>;

export const QONTO_TRANSACTION_STATUSES = ['pending', 'declined', 'completed'] as const;
export const ZQontoTransaction = z.object({
  id: z.string(),
  transaction_id: z.string(),
  amount: z.number(),
  amount_cents: z.number().int(),
  settled_balance: z.number().nullable(),
  settled_balance_cents: z.number().int().nullable(),
  attachment_ids: z.array(z.string()),
  local_amount: z.number(),
  local_amount_cents: z.number().int(),
  side: z.enum(['debit', 'credit']),
  operation_type: z.string(),
  currency: z.string(),
  local_currency: z.string(),
  label: z.string(),
  settled_at: z.string().nullable(),
  emitted_at: z.string(),
  updated_at: z.string(),
  status: z.enum(QONTO_TRANSACTION_STATUSES),
  note: z.string().nullable(),
  reference: z.string().nullable(),
  vat_amount: z.number().nullable(),
  vat_amount_cents: z.number().int().nullable(),
  vat_rate: z.number().nullable(),
  initiator_id: z.string().nullable(),
  label_ids: z.array(z.string()),
  attachment_lost: z.boolean(),
  attachment_required: z.boolean(),
  card_last_digits: z.string().nullable(),
  category: z.string(),
  cashflow_category: z.object({ name: z.string() }).nullable(),
  cashflow_subcategory: z.object({ name: z.string() }).nullable(),
  subject_type: z.string(),
  bank_account_id: z.string(),
  transfer: z
    .object({
      counterparty_account_number: z.string(),
      counterparty_name: z.string(),
      counterparty_bic: z.string().nullable(),
      counterparty_iban: z.string(),
    })
    .nullable()
    .optional(),
});
export type QontoTransaction = z.infer<typeof ZQontoTransaction>;
// Our schema is stricter than the package's (nullable where Qonto sends null); the fields are the package's.
type SameKeys<A, B> = Exclude<keyof A, keyof B> extends never ? true : false;
export const TRANSACTION_FIELDS_MATCH: SameKeys<TransactionDataObject, QontoTransaction> = true;
export const ZQontoTransactionPage = z.object({ transactions: z.array(ZQontoTransaction), meta: ZQontoMeta });

export const ZQontoBeneficiary = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  activity_tag: z.string().nullable(),
  iban: z.string(),
  bic: z.string().nullable(),
  currency: z.literal('EUR'),
  status: z.enum(['pending', 'validated', 'declined']),
  trusted: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type QontoBeneficiary = z.infer<typeof ZQontoBeneficiary>;
export const BENEFICIARY_FIELDS_MATCH: SameKeys<BeneficiaryDataObject, QontoBeneficiary> = true;
export const ZQontoBeneficiaryAnswer = z.object({ beneficiary: ZQontoBeneficiary });
export const ZQontoBeneficiaryPage = z.object({ beneficiaries: z.array(ZQontoBeneficiary), meta: ZQontoMeta });

export const QONTO_MATCH_RESULTS = ['MATCH_RESULT_MATCH', 'MATCH_RESULT_CLOSE_MATCH', 'MATCH_RESULT_NO_MATCH', 'MATCH_RESULT_NOT_POSSIBLE', 'MATCH_RESULT_UNSPECIFIED'] as const;
export type QontoMatchResult = (typeof QONTO_MATCH_RESULTS)[number];
export const ZQontoVerifyPayee = z.object({
  match_result: z.enum(QONTO_MATCH_RESULTS),
  matched_name: z.string().optional(),
  proof_token: z.object({ token: z.string() }),
});
export const ZQontoBulkVerifyPayee = z.object({
  proof_token: z.object({ token: z.string() }),
  requests: z.array(
    z.object({
      id: z.string(),
      response: z.object({ match_result: z.enum(QONTO_MATCH_RESULTS), matched_name: z.string().optional() }).optional(),
      error_code: z.string().optional(),
    }),
  ),
});

export const QONTO_TRANSFER_STATUSES = ['pending', 'processing', 'canceled', 'declined', 'settled'] as const;
export type QontoTransferStatus = (typeof QONTO_TRANSFER_STATUSES)[number];
export const ZQontoTransfer = z.object({
  id: z.string(),
  initiator_id: z.string(),
  bank_account_id: z.string(),
  amount: z.number(),
  amount_cents: z.number().int(),
  amount_currency: z.string(),
  status: z.enum(QONTO_TRANSFER_STATUSES),
  beneficiary_id: z.string(),
  reference: z.string(),
  note: z.string().nullable(),
  declined_reason: z.string().nullable(),
  scheduled_date: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  processed_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  transaction_id: z.string().nullable(),
});
export type QontoTransfer = z.infer<typeof ZQontoTransfer>;
export const TRANSFER_FIELDS_MATCH: SameKeys<SepaTransferDataObject, QontoTransfer> = true;
export const ZQontoTransferAnswer = z.object({ transfer: ZQontoTransfer });

export const ZQontoTransferRequest = z.object({
  vop_proof_token: z.string().min(1),
  transfer: z.object({
    bank_account_id: z.string().min(1),
    beneficiary_id: z.string().min(1),
    amount: z.string().regex(/^\d+(\.\d{1,2})?$/),
    reference: z.string().min(1).max(140),
    note: z.string().max(140).optional(),
    scheduled_date: z.iso.date().optional(),
    attachment_ids: z.array(z.string()).optional(),
  }),
});

export const ZQontoScaSession = z.object({ result: z.enum(['waiting', 'allow', 'deny']) });
export const ZQontoScaRequired = z.object({ sca_session_token: z.string() });

/** Euros as Qonto writes them in a transfer: "1100.50" for 110050 cents. */
export function qontoAmount(minor: number): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new Error(`not an amount in cents: ${minor}`);
  return `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

/** Cents of a Qonto amount string ("1100.5" or "1100.50"), without going through a float. */
export function centsOf(amount: string): number {
  const [whole, fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

export const QONTO_OPERATIONS = ['token', 'organization', 'transactions', 'beneficiaries', 'verifyPayee', 'transfer', 'transferLookup', 'sca', 'webhook'] as const;
export type QontoOperation = (typeof QONTO_OPERATIONS)[number];
