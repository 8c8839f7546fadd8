import type { Config } from '../../config.ts';
import { ProviderError, providerCall, type ProviderRequest } from '../../lib/provider-http.ts';
import type { PayeeMatch } from '../../db/schema/reimbursements.ts';
import type { BankProvider, BankStatementLine, BankTokens, BankTransfer } from '../bank/bank-provider.ts';
import {
  QONTO_IDEMPOTENCY_HEADER,
  QONTO_SCA_HEADER,
  QONTO_SCOPE,
  QONTO_STAGING_HEADER,
  VOP_PROOF_TTL_MS,
  ZQontoBeneficiaryAnswer,
  ZQontoBeneficiaryPage,
  ZQontoBulkVerifyPayee,
  ZQontoOrganizationAnswer,
  ZQontoScaRequired,
  ZQontoScaSession,
  ZQontoTokens,
  ZQontoTransactionPage,
  ZQontoTransferAnswer,
  qontoAmount,
  type QontoMatchResult,
  type QontoTokens,
  type QontoTransaction,
  type QontoTransfer,
} from './api.ts';
import { QONTO_TRANSFER_EVENTS, qontoSignatureValid, ZQontoTransferEvent, ZQontoWebhookSubscription } from './webhook.ts';

const BANK = 'bank';

const MATCH: Record<QontoMatchResult, PayeeMatch> = {
  MATCH_RESULT_MATCH: 'MATCH',
  MATCH_RESULT_CLOSE_MATCH: 'CLOSE_MATCH',
  MATCH_RESULT_NO_MATCH: 'NO_MATCH',
  MATCH_RESULT_NOT_POSSIBLE: 'NOT_POSSIBLE',
  // Qonto's "unspecified" carries no answer: treated as a check that was not possible.
  MATCH_RESULT_UNSPECIFIED: 'NOT_POSSIBLE',
};

const tokensOf = (t: QontoTokens): BankTokens => ({ accessToken: t.access_token, refreshToken: t.refresh_token ?? null, expiresIn: t.expires_in, scope: t.scope ?? null });

export const transferOf = (t: QontoTransfer): BankTransfer => ({
  id: t.id,
  status: t.status,
  amountMinor: t.amount_cents,
  currency: t.amount_currency,
  transactionId: t.transaction_id,
  declinedReason: t.declined_reason,
});

export const statementLineOf = (t: QontoTransaction): BankStatementLine => ({
  id: t.transaction_id,
  side: t.side,
  status: t.status,
  amountMinor: t.amount_cents,
  currency: t.currency,
  operationType: t.operation_type,
  label: t.label,
  reference: t.reference,
  counterpartyName: t.transfer?.counterparty_name ?? t.label,
  counterpartyIban: t.transfer?.counterparty_iban ?? null,
  emittedAt: t.emitted_at,
  settledAt: t.settled_at,
});

/** Qonto's Business API over HTTP (or its built-in sandbox), with the configured OAuth client and timeout. */
export function qontoBank(config: Pick<Config, 'providers'>): BankProvider {
  const { baseUrl, oauthUrl, clientId, clientSecret, stagingToken } = config.providers.qonto;
  const timeoutMs = config.providers.timeoutMs;
  const call = <T>(accessToken: string, request: ProviderRequest, schema: Parameters<typeof providerCall<T>>[4]) =>
    providerCall(
      BANK,
      baseUrl,
      timeoutMs,
      {
        ...request,
        headers: { authorization: `Bearer ${accessToken}`, ...(stagingToken ? { [QONTO_STAGING_HEADER]: stagingToken } : {}), ...request.headers },
      },
      schema,
    );
  const token = async (form: Record<string, string>) =>
    tokensOf(
      await providerCall(
        BANK,
        oauthUrl,
        timeoutMs,
        { method: 'POST', path: '/oauth2/token', body: new URLSearchParams({ ...form, client_id: clientId, client_secret: clientSecret }) },
        ZQontoTokens,
      ),
    );

  /** The organization's beneficiary for this IBAN; added (untrusted) when it has none. */
  async function beneficiaryId(accessToken: string, key: string, name: string, iban: string): Promise<string> {
    const found = await call(accessToken, { method: 'GET', path: '/v2/sepa/beneficiaries', query: { 'iban[]': iban, per_page: 1 } }, ZQontoBeneficiaryPage);
    const same = found.beneficiaries.find((b) => b.iban === iban);
    if (same) return same.id;
    const created = await call(
      accessToken,
      { method: 'POST', path: '/v2/sepa/beneficiaries', headers: { [QONTO_IDEMPOTENCY_HEADER]: `${key}:beneficiary` }, body: { beneficiary: { name, iban } } },
      ZQontoBeneficiaryAnswer,
    );
    return created.beneficiary.id;
  }

  return {
    provider: 'QONTO',

    authorizeUrl(state, redirectUri) {
      const url = new URL(`${oauthUrl}/oauth2/auth`);
      url.search = new URLSearchParams({ client_id: clientId, redirect_uri: redirectUri, response_type: 'code', scope: QONTO_SCOPE, state }).toString();
      return url.toString();
    },
    exchangeCode: (code, redirectUri) => token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
    refresh: (refreshToken) => token({ grant_type: 'refresh_token', refresh_token: refreshToken }),

    async organization(accessToken) {
      const { organization } = await call(accessToken, { method: 'GET', path: '/v2/organization' }, ZQontoOrganizationAnswer);
      return {
        id: organization.id,
        name: organization.legal_name,
        accounts: organization.bank_accounts
          .filter((a) => a.status !== 'closed')
          .map((a) => ({ id: a.id, iban: a.iban, name: a.name, currency: a.currency, balanceMinor: a.balance_cents, main: a.main })),
      };
    },

    async transactions(accessToken, account, page, updatedSince) {
      const answer = await call(
        accessToken,
        {
          method: 'GET',
          path: '/v2/transactions',
          query: {
            bank_account_id: account.id,
            updated_at_from: updatedSince?.toISOString(),
            sort_by: 'updated_at:desc',
            page,
            per_page: 100,
          },
        },
        ZQontoTransactionPage,
      );
      return { lines: answer.transactions.map(statementLineOf), nextPage: answer.meta.next_page };
    },

    async verifyPayees(accessToken, payees) {
      const answer = await call(
        accessToken,
        { method: 'POST', path: '/v2/sepa/bulk_verify_payee', body: { requests: payees.map((p) => ({ id: p.id, beneficiary_name: p.name, iban: p.iban })) } },
        ZQontoBulkVerifyPayee,
      );
      return {
        proofToken: answer.proof_token.token,
        expiresAt: new Date(Date.now() + VOP_PROOF_TTL_MS),
        checks: payees.map((p) => {
          const one = answer.requests.find((r) => r.id === p.id);
          // A request the payee's bank could not answer is a check that was not possible.
          return { id: p.id, result: one?.response ? MATCH[one.response.match_result] : 'NOT_POSSIBLE', matchedName: one?.response?.matched_name ?? null };
        }),
      };
    },

    async transfer(accessToken, idempotencyKey, request) {
      const beneficiary = await beneficiaryId(accessToken, idempotencyKey, request.payeeName, request.iban);
      try {
        const answer = await call(
          accessToken,
          {
            method: 'POST',
            path: '/v2/sepa/transfers',
            headers: { [QONTO_IDEMPOTENCY_HEADER]: idempotencyKey, ...(request.scaSessionToken ? { [QONTO_SCA_HEADER]: request.scaSessionToken } : {}) },
            body: {
              vop_proof_token: request.proofToken,
              transfer: {
                bank_account_id: request.accountId,
                beneficiary_id: beneficiary,
                amount: qontoAmount(request.amountMinor),
                reference: request.reference.slice(0, 140),
              },
            },
          },
          ZQontoTransferAnswer,
        );
        return { kind: 'transfer', transfer: transferOf(answer.transfer) };
      } catch (err) {
        // 428 Precondition Required: the account holder must authenticate the transfer first.
        if (err instanceof ProviderError && err.status === 428) {
          const sca = ZQontoScaRequired.safeParse(err.body);
          if (sca.success) return { kind: 'sca_required', scaSessionToken: sca.data.sca_session_token };
        }
        throw err;
      }
    },

    transferStatus: async (accessToken, id) =>
      transferOf((await call(accessToken, { method: 'GET', path: `/v2/sepa/transfers/${encodeURIComponent(id)}` }, ZQontoTransferAnswer)).transfer),

    scaSession: async (accessToken, sessionToken) =>
      (await call(accessToken, { method: 'GET', path: `/v2/sca_sessions/${encodeURIComponent(sessionToken)}` }, ZQontoScaSession)).result,

    async subscribeTransferEvents(accessToken, callbackUrl, secret) {
      await call(
        accessToken,
        { method: 'POST', path: '/v2/webhook_subscriptions', body: { callback_url: callbackUrl, types: [QONTO_TRANSFER_EVENTS], secret, description: 'Fleetwatt payouts' } },
        ZQontoWebhookSubscription,
      );
    },

    transferEvent(body, signature, secret, now) {
      if (!qontoSignatureValid(signature, body, secret, now)) return null;
      let parsed;
      try {
        parsed = ZQontoTransferEvent.safeParse(JSON.parse(body));
      } catch {
        return null;
      }
      if (!parsed.success || parsed.data.type !== QONTO_TRANSFER_EVENTS) return null;
      return { organizationId: parsed.data.organization_id, transferId: parsed.data.data.id };
    },
  };
}
