import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { holdAnswer, sandboxFaults, stoppingFault, ZSandboxFault, type SandboxFaultMode } from '../../lib/provider-sandbox.ts';
import {
  QONTO_IDEMPOTENCY_HEADER,
  QONTO_SCA_HEADER,
  QONTO_SCOPE,
  VOP_PROOF_TTL_MS,
  ZQontoTransferRequest,
  centsOf,
  type QontoOperation,
} from './api.ts';
import {
  TRANSFER_COLUMNS,
  digest,
  hex,
  openOrganization,
  payeeMatch,
  toBeneficiary,
  toMeta,
  toTransaction,
  toTransfer,
  type BeneficiaryRow,
  type TransactionRow,
  type TransferRow,
} from './sandbox-data.ts';
import { qontoSandboxWebhooks } from './sandbox-webhooks.ts';
import { ZQontoWebhookSubscriptionRequest } from './webhook.ts';

/*
 * Qonto, built in: the same HTTP API as the real one (see api.ts), state in the sandbox_qonto_*
 * tables. Consent is given at once (the authorize call redirects straight back with a code).
 * Tokens it did not issue but that look like its own (sandbox-qonto-...) open an organization of
 * their own, so connections of the demo data work. Transfers settle at once unless a fault says
 * otherwise. Tests steer it with
 *   POST /_faults { mode, operation?, times?, delayMs? } and DELETE /_faults (lib/provider-sandbox.ts),
 *   PUT /_payees/{iban} { name?, reachable? }   what the payee's bank holds for Verification of Payee,
 *   POST /_sca_sessions/{token} { result }       the account holder allows or denies in the app,
 *   GET /_transfers?beneficiary_iban=   the transfers it holds, newest first,
 *   POST /_transfers/{id} { status, declined_reason? }   a transfer in processing is settled or declined (and its event sent),
 *   GET /_webhook_events, POST /_webhook_events/{id}/send   the v1/transfers events sent, and one again,
 * and, as in Qonto's own sandbox, POST /v2/mocked_sca_sessions/{token}/allow|deny.
 */

const ACCESS_TTL_S = 3600;
const CODE_TTL_MS = 10 * 60 * 1000;
const SCA_TTL_MS = 15 * 60 * 1000;
const SANDBOX_TOKEN = /^sandbox-qonto-(access|refresh)-/;

/** Qonto's error body: { errors: [{ code, detail }] }. */
const qontoError = (reply: FastifyReply, status: number, code: string, detail: string) => reply.status(status).send({ errors: [{ code, detail }] });
const oauthError = (reply: FastifyReply, status: number, error: string, description: string) =>
  reply.status(status).send({ error, error_description: description, status_code: status });

const ZPayee = z.object({ name: z.string().min(1).max(140).nullable().optional(), reachable: z.boolean().optional() });
const ZScaResult = z.object({ result: z.enum(['allow', 'deny']) });
const ZBeneficiaryRequest = z.object({ beneficiary: z.object({ name: z.string().min(1).max(140), iban: z.string().min(15).max(34), bic: z.string().optional(), email: z.string().optional() }) });
const ZTransferOutcome = z.object({ status: z.enum(['settled', 'declined']), declined_reason: z.string().max(100).optional() });
const ZVerifyRequest = z.object({ beneficiary_name: z.string().min(1).max(140), iban: z.string().min(15).max(34) });
const ZBulkVerifyRequest = z.object({ requests: z.array(z.object({ id: z.string().min(1), beneficiary_name: z.string().min(1).max(140), iban: z.string().min(15).max(34) })).min(1).max(400) });

const pageOf = (query: Record<string, unknown>) => ({
  page: Math.max(1, Number(query.page ?? 1) || 1),
  perPage: Math.min(100, Math.max(1, Number(query.per_page ?? 100) || 100)),
});
const listOf = (value: unknown): string[] => (value === undefined ? [] : Array.isArray(value) ? value.map(String) : [String(value)]);

export const qontoSandbox: FastifyPluginAsync<AppDeps> = async (app, { config, database }) => {
  const faults = sandboxFaults(database, 'sandbox_qonto_faults');
  const { clientId, clientSecret } = config.providers.qonto;
  const webhooks = qontoSandboxWebhooks(database, config.providers.timeoutMs);
  /** An event sent while an API call is answered goes after it, as Qonto's do; a failed delivery stays kept. */
  const later = (row: TransferRow) => setImmediate(() => void webhooks.transferChanged(row).catch(() => undefined));

  app.post('/_faults', async (request, reply) => {
    const parsed = ZSandboxFault.safeParse(request.body);
    if (!parsed.success) return qontoError(reply, 400, 'invalid_fault', 'mode must be one of the sandbox fault modes');
    await faults.add(parsed.data);
    return reply.status(204).send();
  });
  app.delete('/_faults', async (_request, reply) => {
    await faults.clear();
    return reply.status(204).send();
  });
  app.put<{ Params: { iban: string } }>('/_payees/:iban', async (request, reply) => {
    const parsed = ZPayee.safeParse(request.body);
    if (!parsed.success) return qontoError(reply, 400, 'invalid_payee', 'name and reachable');
    await database.query(
      `insert into sandbox_qonto_payees (iban, holder_name, reachable) values ($1, $2, $3)
       on conflict (iban) do update set holder_name = excluded.holder_name, reachable = excluded.reachable, updated_at = now()`,
      [request.params.iban, parsed.data.name ?? null, parsed.data.reachable ?? true],
    );
    return reply.status(204).send();
  });

  /** The transfers the bank holds, newest first, as Qonto writes them (a test finds the one to settle by its beneficiary). */
  app.get<{ Querystring: { beneficiary_iban?: string } }>('/_transfers', async (request) => {
    const iban = request.query.beneficiary_iban?.replace(/\s+/g, '').toUpperCase() ?? null;
    const rows = await database.query<TransferRow>(
      `select ${TRANSFER_COLUMNS} from sandbox_qonto_transfers where ($1::text is null or beneficiary_iban = $1) order by created_at desc limit 100`,
      [iban],
    );
    return { transfers: rows.map(toTransfer) };
  });
  /** The transfer is settled or declined at the bank (after processing): its event goes to the subscriptions. */
  app.post<{ Params: { id: string } }>('/_transfers/:id', async (request, reply) => {
    const parsed = ZTransferOutcome.safeParse(request.body);
    if (!parsed.success) return qontoError(reply, 400, 'invalid_status', 'status must be settled or declined');
    const [row] = await database.query<TransferRow>(
      `update sandbox_qonto_transfers set status = $2, decline_reason = $3, updated_at = now() where id = $1 and status in ('processing', 'pending') returning ${TRANSFER_COLUMNS}`,
      [request.params.id, parsed.data.status, parsed.data.status === 'declined' ? (parsed.data.declined_reason ?? 'beneficiary_account_closed') : null],
    );
    if (!row) return qontoError(reply, 404, 'not_found', 'No such transfer in processing.');
    const txStatus = row.status === 'settled' ? 'completed' : 'declined';
    await database.query(`update sandbox_qonto_transactions set status = $2, settled_at = case when $2 = 'completed' then now() end, updated_at = now() where id = $1`, [row.transaction_id, txStatus]);
    if (row.status === 'settled') await database.query('update sandbox_qonto_organizations set balance_cents = balance_cents - $2 where id = $1', [row.organization_id, row.amount_cents]);
    return reply.send({ transfer: toTransfer(row), events: await webhooks.transferChanged(row) });
  });
  app.get('/_webhook_events', async () => database.query('select id, subscription_id, body, delivered_status from sandbox_qonto_webhook_events order by created_at'));
  app.post<{ Params: { id: string } }>('/_webhook_events/:id/send', async (request, reply) => {
    const status = await webhooks.deliver(request.params.id);
    if (status === null) return qontoError(reply, 404, 'not_found', 'No such event.');
    return reply.send({ delivered_status: status });
  });

  async function decideSca(token: string, result: 'allow' | 'deny'): Promise<boolean> {
    const rows = await database.query(`update sandbox_qonto_sca_sessions set result = $2 where token = $1 and result = 'waiting' returning token`, [token, result]);
    return rows.length > 0;
  }
  app.post<{ Params: { token: string } }>('/_sca_sessions/:token', async (request, reply) => {
    const parsed = ZScaResult.safeParse(request.body);
    if (!parsed.success) return qontoError(reply, 400, 'invalid_result', 'result must be allow or deny');
    if (!(await decideSca(request.params.token, parsed.data.result))) return qontoError(reply, 404, 'not_found', 'No such waiting SCA session.');
    return reply.status(204).send();
  });

  /** The organization a token stands for; tokens of the sandbox's own shape open one when unknown. */
  async function organizationOf(token: string, kind: 'access' | 'refresh'): Promise<string | null> {
    const [row] = await database.query<{ organization_id: string; expires_at: Date | null; kind: string }>(
      'select organization_id, expires_at, kind from sandbox_qonto_tokens where token = $1',
      [token],
    );
    if (row) {
      if (row.kind !== kind) return null;
      if (row.expires_at && new Date(row.expires_at).getTime() < Date.now()) return null;
      return row.organization_id;
    }
    const match = SANDBOX_TOKEN.exec(token);
    if (!match || match[1] !== kind) return null;
    const organizationId = `org-${digest(token).slice(0, 16)}`;
    await openOrganization(database, organizationId);
    if (kind === 'refresh') {
      await database.query(`insert into sandbox_qonto_tokens (token, kind, organization_id) values ($1, 'refresh', $2) on conflict (token) do nothing`, [token, organizationId]);
    }
    return organizationId;
  }

  async function issueTokens(organizationId: string, refreshToken?: string) {
    const access = `sandbox-qonto-access-${hex(16)}`;
    const refresh = refreshToken ?? `sandbox-qonto-refresh-${hex(16)}`;
    await database.query(`insert into sandbox_qonto_tokens (token, kind, organization_id, expires_at) values ($1, 'access', $2, $3)`, [
      access,
      organizationId,
      new Date(Date.now() + ACCESS_TTL_S * 1000),
    ]);
    await database.query(`insert into sandbox_qonto_tokens (token, kind, organization_id) values ($1, 'refresh', $2) on conflict (token) do nothing`, [refresh, organizationId]);
    return { access_token: access, refresh_token: refresh, expires_in: ACCESS_TTL_S, token_type: 'bearer', scope: QONTO_SCOPE };
  }

  /**
   * An API call with its bearer token and any fault told for its operation. `work` gets the
   * organization and how the fault changes the result (decline, pending, sca).
   */
  function api(operation: QontoOperation, work: (request: FastifyRequest, reply: FastifyReply, org: string, mode: SandboxFaultMode | null) => Promise<unknown>) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
      const org = match?.[1] ? await organizationOf(match[1], 'access') : null;
      if (!org) return qontoError(reply, 401, 'unauthorized', 'The access token is not valid.');
      const fault = await faults.take(operation);
      const stopped = stoppingFault(reply, fault, (_status, code, detail) => ({ errors: [{ code, detail }] }));
      if (stopped) return stopped;
      let result = await work(request, reply, org, fault?.mode ?? null);
      if (reply.sent) return reply;
      if (fault?.mode === 'twice') result = await work(request, reply, org, null);
      if (fault?.mode === 'timeout') {
        await holdAnswer(request, reply, fault.delayMs);
        if (reply.raw.destroyed || reply.sent) return reply;
      }
      return reply.sent ? reply : reply.send(result);
    };
  }

  app.get<{ Querystring: Record<string, string | undefined> }>('/oauth2/auth', async (request, reply) => {
    const { client_id: client, redirect_uri: redirectUri, state, response_type: type, scope } = request.query;
    if (client !== clientId) return oauthError(reply, 400, 'invalid_client', 'Unknown client.');
    if (type !== 'code' || !redirectUri || !state || !scope) return oauthError(reply, 400, 'invalid_request', 'response_type=code, redirect_uri, scope and state are needed.');
    const organizationId = `org-${hex(8)}`;
    await openOrganization(database, organizationId);
    const code = `sandbox-qonto-code-${hex(16)}`;
    await database.query(`insert into sandbox_qonto_tokens (token, kind, organization_id, redirect_uri, expires_at) values ($1, 'code', $2, $3, $4)`, [
      code,
      organizationId,
      redirectUri,
      new Date(Date.now() + CODE_TTL_MS),
    ]);
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', state);
    return reply.redirect(back.toString(), 302);
  });

  app.post('/oauth2/token', async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, string | undefined>;
    if (form.client_id !== clientId || form.client_secret !== clientSecret) return oauthError(reply, 401, 'invalid_client', 'Client authentication failed.');
    const fault = await faults.take('token');
    const stopped = stoppingFault(reply, fault, (status, error, description) => ({ error, error_description: description, status_code: status }));
    if (stopped) return stopped;
    if (form.grant_type === 'authorization_code') {
      const [code] = await database.query<{ organization_id: string; redirect_uri: string | null }>(
        `update sandbox_qonto_tokens set used_at = now()
          where token = $1 and kind = 'code' and used_at is null and expires_at > now() returning organization_id, redirect_uri`,
        [form.code ?? ''],
      );
      if (!code || code.redirect_uri !== form.redirect_uri) return oauthError(reply, 400, 'invalid_grant', 'The provided authorization grant is invalid, expired, revoked or was issued to another client.');
      return issueTokens(code.organization_id);
    }
    if (form.grant_type === 'refresh_token') {
      const org = form.refresh_token ? await organizationOf(form.refresh_token, 'refresh') : null;
      if (!org) return oauthError(reply, 400, 'invalid_grant', 'The provided refresh token is invalid, expired or revoked.');
      return issueTokens(org, form.refresh_token);
    }
    return oauthError(reply, 400, 'unsupported_grant_type', 'grant_type must be authorization_code or refresh_token.');
  });

  async function organization(org: string) {
    const [row] = await database.query<{ slug: string; legal_name: string; bank_account_id: string; iban: string; bic: string; currency: string; balance_cents: number; updated_at: Date }>(
      'select slug, legal_name, bank_account_id, iban, bic, currency, balance_cents, updated_at from sandbox_qonto_organizations where id = $1',
      [org],
    );
    const cents = Number(row!.balance_cents);
    const account = {
      id: row!.bank_account_id,
      slug: `${row!.slug}-bank-account-1`,
      iban: row!.iban,
      bic: row!.bic,
      currency: row!.currency,
      balance: (cents / 100).toFixed(2),
      balance_cents: cents,
      authorized_balance: cents / 100,
      authorized_balance_cents: cents,
      name: 'Main account',
      updated_at: new Date(row!.updated_at).toISOString(),
      status: 'active' as const,
      main: true,
    };
    return {
      id: digest(`org:${org}`).slice(0, 8) + '-0000-4000-8000-' + digest(org).slice(0, 12),
      slug: row!.slug,
      legal_name: row!.legal_name,
      legal_number: '000000000',
      legal_sector: '6201Z',
      legal_registration_date: '2020-01-01',
      legal_address: 'Sandboxstraße 1, 10115 Berlin',
      legal_form: 'GmbH',
      legal_country: 'DE',
      legal_share_capital: 25000,
      locale: 'de',
      contract_signed_at: '2020-01-01T00:00:00.000Z',
      bank_accounts: [account],
    };
  }

  // Qonto answers these with or without the trailing slash (its own client sends one).
  for (const path of ['/v2/organization', '/v2/organization/']) {
    app.get(path, api('organization', async (_request, _reply, org) => ({ organization: await organization(org) })));
  }
  for (const path of ['/v2/bank_accounts', '/v2/bank_accounts/']) {
    app.get(path, api('organization', async (_request, _reply, org) => ({ bank_accounts: (await organization(org)).bank_accounts, meta: toMeta(1, 100, 1) })));
  }

  app.get(
    '/v2/transactions',
    api('transactions', async (request, reply, org, mode) => {
      const query = request.query as Record<string, unknown>;
      const { page, perPage } = pageOf(query);
      const [account] = await database.query<{ bank_account_id: string; iban: string }>('select bank_account_id, iban from sandbox_qonto_organizations where id = $1', [org]);
      if (!query.bank_account_id && !query.iban) return qontoError(reply, 422, 'missing_parameter', 'bank_account_id or iban is required.');
      if ((query.bank_account_id && query.bank_account_id !== account!.bank_account_id) || (query.iban && query.iban !== account!.iban)) {
        return qontoError(reply, 404, 'not_found', 'No such bank account.');
      }
      const statuses = listOf(query['status[]'] ?? query.status);
      const filters = [
        query.updated_at_from ? new Date(String(query.updated_at_from)) : null,
        query.updated_at_to ? new Date(String(query.updated_at_to)) : null,
        query.emitted_at_from ? new Date(String(query.emitted_at_from)) : null,
        query.emitted_at_to ? new Date(String(query.emitted_at_to)) : null,
        query.side ? String(query.side) : null,
        statuses.length ? statuses : null,
      ] as const;
      const where = `t.organization_id = $1 and ($2::timestamptz is null or t.updated_at >= $2) and ($3::timestamptz is null or t.updated_at <= $3)
        and ($4::timestamptz is null or t.emitted_at >= $4) and ($5::timestamptz is null or t.emitted_at <= $5)
        and ($6::text is null or t.side = $6) and ($7::text[] is null or t.status = any($7))`;
      const order = String(query.sort_by ?? 'settled_at:desc').startsWith('updated_at') ? 't.updated_at' : 'coalesce(t.settled_at, t.emitted_at)';
      const direction = String(query.sort_by ?? '').endsWith(':asc') ? 'asc' : 'desc';
      const rows = await database.query<TransactionRow>(
        `select t.id, t.organization_id, t.amount_cents, t.currency, t.side, t.operation_type, t.status, t.label, t.reference, t.note, t.counterparty_iban,
                t.emitted_at, t.settled_at, t.updated_at, o.bank_account_id
           from sandbox_qonto_transactions t join sandbox_qonto_organizations o on o.id = t.organization_id
          where ${where} order by ${order} ${direction}, t.id limit $8 offset $9`,
        [org, ...filters, perPage, (page - 1) * perPage],
      );
      const [counted] = await database.query<{ n: number }>(`select count(*)::int as n from sandbox_qonto_transactions t where ${where}`, [org, ...filters]);
      const list = rows.map(toTransaction);
      // A listing answered twice holds every entry twice.
      return { transactions: mode === 'twice' ? [...list, ...list] : list, meta: toMeta(page, perPage, Number(counted?.n ?? 0)) };
    }),
  );

  const BENEFICIARY_COLUMNS = 'id, name, iban, bic, email, trusted, created_at, updated_at';
  app.get(
    '/v2/sepa/beneficiaries',
    api('beneficiaries', async (request, _reply, org) => {
      const query = request.query as Record<string, unknown>;
      const { page, perPage } = pageOf(query);
      const ibans = listOf(query['iban[]'] ?? query.iban);
      const rows = await database.query<BeneficiaryRow>(
        `select ${BENEFICIARY_COLUMNS} from sandbox_qonto_beneficiaries where organization_id = $1 and ($2::text[] is null or iban = any($2))
          order by created_at, id limit $3 offset $4`,
        [org, ibans.length ? ibans : null, perPage, (page - 1) * perPage],
      );
      const [counted] = await database.query<{ n: number }>(
        'select count(*)::int as n from sandbox_qonto_beneficiaries where organization_id = $1 and ($2::text[] is null or iban = any($2))',
        [org, ibans.length ? ibans : null],
      );
      return { beneficiaries: rows.map(toBeneficiary), meta: toMeta(page, perPage, Number(counted?.n ?? 0)) };
    }),
  );
  app.get(
    '/v2/sepa/beneficiaries/:id',
    api('beneficiaries', async (request, reply, org) => {
      const [row] = await database.query<BeneficiaryRow>(`select ${BENEFICIARY_COLUMNS} from sandbox_qonto_beneficiaries where organization_id = $1 and id = $2`, [
        org,
        (request.params as { id: string }).id,
      ]);
      if (!row) return qontoError(reply, 404, 'not_found', 'No such beneficiary.');
      return { beneficiary: toBeneficiary(row) };
    }),
  );
  app.post(
    '/v2/sepa/beneficiaries',
    api('beneficiaries', async (request, reply, org) => {
      const parsed = ZBeneficiaryRequest.safeParse(request.body);
      if (!parsed.success) return qontoError(reply, 422, 'invalid_beneficiary', 'name and a valid iban are required.');
      const b = parsed.data.beneficiary;
      // An IBAN the organization already pays is updated, not added twice.
      const [row] = await database.query<BeneficiaryRow>(
        `insert into sandbox_qonto_beneficiaries (id, organization_id, name, iban, bic, email) values ($1, $2, $3, $4, $5, $6)
         on conflict (organization_id, iban) do update set name = excluded.name, updated_at = now() returning ${BENEFICIARY_COLUMNS}`,
        [crypto.randomUUID(), org, b.name, b.iban.replace(/\s+/g, '').toUpperCase(), b.bic ?? null, b.email ?? null],
      );
      reply.status(201);
      return { beneficiary: toBeneficiary(row!) };
    }),
  );

  async function proof(org: string, ibans: string[]) {
    const token = `vop_${hex(16)}`;
    await database.query('insert into sandbox_qonto_vop_proofs (token, organization_id, ibans, expires_at) values ($1, $2, $3, $4)', [
      token,
      org,
      ibans,
      new Date(Date.now() + VOP_PROOF_TTL_MS),
    ]);
    return { token };
  }
  app.post(
    '/v2/sepa/verify_payee',
    api('verifyPayee', async (request, reply, org) => {
      const parsed = ZVerifyRequest.safeParse(request.body);
      if (!parsed.success) return qontoError(reply, 422, 'invalid_payee', 'beneficiary_name and iban are required.');
      const iban = parsed.data.iban.replace(/\s+/g, '').toUpperCase();
      const { result, matchedName } = await payeeMatch(database, iban, parsed.data.beneficiary_name);
      return { match_result: result, ...(matchedName ? { matched_name: matchedName } : {}), proof_token: await proof(org, [iban]) };
    }),
  );
  app.post(
    '/v2/sepa/bulk_verify_payee',
    api('verifyPayee', async (request, reply, org) => {
      const parsed = ZBulkVerifyRequest.safeParse(request.body);
      if (!parsed.success) return qontoError(reply, 422, 'invalid_payees', 'requests: 1 to 400 of { id, beneficiary_name, iban }.');
      const answers = [];
      for (const r of parsed.data.requests) {
        const iban = r.iban.replace(/\s+/g, '').toUpperCase();
        const { result, matchedName } = await payeeMatch(database, iban, r.beneficiary_name);
        answers.push(
          result === 'MATCH_RESULT_NOT_POSSIBLE'
            ? { id: r.id, error_code: 'SINGLE_REQUEST_ERROR_CODE_BAD_REQUEST_ERROR_RESPONDING_BANK_NOT_AVAILABLE' }
            : { id: r.id, response: { match_result: result, ...(matchedName ? { matched_name: matchedName } : {}) } },
        );
      }
      return { proof_token: await proof(org, parsed.data.requests.map((r) => r.iban.replace(/\s+/g, '').toUpperCase())), requests: answers };
    }),
  );

  app.post(
    '/v2/webhook_subscriptions',
    api('webhook', async (request, reply, org) => {
      const parsed = ZQontoWebhookSubscriptionRequest.safeParse(request.body);
      if (!parsed.success) return qontoError(reply, 422, 'invalid_subscription', 'callback_url and types are required.');
      reply.status(201);
      return webhooks.subscribe(org, parsed.data);
    }),
  );
  app.get(
    '/v2/webhook_subscriptions',
    api('webhook', async (_request, _reply, org) => ({ webhook_subscriptions: await webhooks.list(org) })),
  );

  app.post(
    '/v2/sepa/transfers',
    api('transfer', async (request, reply, org, mode) => {
      const key = request.headers[QONTO_IDEMPOTENCY_HEADER];
      if (typeof key !== 'string' || !key) return qontoError(reply, 422, 'idempotency_key_missing', 'X-Qonto-Idempotency-Key is required.');
      // The same key again is the first transfer, whatever else the request says.
      const [seen] = await database.query<TransferRow>(
        `update sandbox_qonto_transfers set requests = requests + 1 where organization_id = $1 and idempotency_key = $2 returning ${TRANSFER_COLUMNS}`,
        [org, key],
      );
      if (seen) {
        reply.status(200);
        return { transfer: toTransfer(seen) };
      }
      const parsed = ZQontoTransferRequest.safeParse(request.body);
      if (!parsed.success) return qontoError(reply, 422, 'invalid_transfer', 'vop_proof_token and transfer { bank_account_id, beneficiary_id, amount, reference } are required.');
      const t = parsed.data.transfer;
      const [account] = await database.query<{ bank_account_id: string }>('select bank_account_id from sandbox_qonto_organizations where id = $1', [org]);
      if (t.bank_account_id !== account!.bank_account_id) return qontoError(reply, 404, 'bank_account_not_found', 'No such bank account.');
      const [beneficiary] = await database.query<BeneficiaryRow>(`select ${BENEFICIARY_COLUMNS} from sandbox_qonto_beneficiaries where organization_id = $1 and id = $2`, [
        org,
        t.beneficiary_id,
      ]);
      if (!beneficiary) return qontoError(reply, 404, 'beneficiary_not_found', 'No such beneficiary.');
      const [vop] = await database.query<{ ibans: string[]; expires_at: Date }>('select ibans, expires_at from sandbox_qonto_vop_proofs where token = $1 and organization_id = $2', [
        parsed.data.vop_proof_token,
        org,
      ]);
      if (!vop || new Date(vop.expires_at).getTime() < Date.now() || !vop.ibans.includes(beneficiary.iban)) {
        return qontoError(reply, 422, 'invalid_vop_proof_token', 'The Verification of Payee proof is missing, expired or was made for another IBAN.');
      }
      // Strong customer authentication: asked for when told to; a session the holder allowed lets the transfer through once.
      const scaToken = request.headers[QONTO_SCA_HEADER];
      if (typeof scaToken === 'string' && scaToken) {
        const [session] = await database.query<{ result: string }>(
          `update sandbox_qonto_sca_sessions set used_at = now() where token = $1 and organization_id = $2 and result = 'allow' and used_at is null and expires_at > now() returning result`,
          [scaToken, org],
        );
        if (!session) return qontoError(reply, 403, 'sca_not_allowed', 'The strong customer authentication session is not allowed, used or expired.');
      } else if (mode === 'sca') {
        const token = `sca_${hex(16)}`;
        await database.query('insert into sandbox_qonto_sca_sessions (token, organization_id, expires_at) values ($1, $2, $3)', [token, org, new Date(Date.now() + SCA_TTL_MS)]);
        return reply.status(428).send({ sca_session_token: token });
      }
      const cents = centsOf(t.amount);
      const status = mode === 'decline' ? 'declined' : mode === 'pending' ? 'processing' : 'settled';
      const transactionId = `txn-${hex(10)}`;
      const [row] = await database.query<TransferRow & { inserted: boolean }>(
        `insert into sandbox_qonto_transfers (id, organization_id, idempotency_key, beneficiary_name, beneficiary_iban, beneficiary_id, bank_account_id, amount_cents, currency,
                                              reference, note, vop_proof_token, status, decline_reason, transaction_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8, 'EUR', $9, $10, $11, $12, $13, $14)
         on conflict (organization_id, idempotency_key) do update set requests = sandbox_qonto_transfers.requests + 1
         returning ${TRANSFER_COLUMNS}, (xmax = 0) as inserted`,
        [
          crypto.randomUUID(),
          org,
          key,
          beneficiary.name,
          beneficiary.iban,
          beneficiary.id,
          t.bank_account_id,
          cents,
          t.reference,
          t.note ?? null,
          parsed.data.vop_proof_token,
          status,
          mode === 'decline' ? 'beneficiary_iban_invalid' : null,
          transactionId,
        ],
      );
      if (row!.inserted) {
        await database.query(
          `insert into sandbox_qonto_transactions (id, organization_id, amount_cents, currency, side, operation_type, status, label, reference, counterparty_iban, emitted_at, settled_at)
           values ($1, $2, $3, 'EUR', 'debit', 'transfer', $4, $5, $6, $7, now(), $8)`,
          [
            transactionId,
            org,
            cents,
            status === 'settled' ? 'completed' : status === 'declined' ? 'declined' : 'pending',
            beneficiary.name,
            t.reference,
            beneficiary.iban,
            status === 'settled' ? new Date() : null,
          ],
        );
        if (status === 'settled') await database.query('update sandbox_qonto_organizations set balance_cents = balance_cents - $2 where id = $1', [org, cents]);
        later(row!);
      }
      reply.status(row!.inserted ? 201 : 200);
      return { transfer: toTransfer(row!) };
    }),
  );

  app.get(
    '/v2/sepa/transfers',
    api('transferLookup', async (request, _reply, org) => {
      const { page, perPage } = pageOf(request.query as Record<string, unknown>);
      const rows = await database.query<TransferRow>(
        `select ${TRANSFER_COLUMNS} from sandbox_qonto_transfers where organization_id = $1 order by created_at desc, id limit $2 offset $3`,
        [org, perPage, (page - 1) * perPage],
      );
      const [counted] = await database.query<{ n: number }>('select count(*)::int as n from sandbox_qonto_transfers where organization_id = $1', [org]);
      return { transfers: rows.map(toTransfer), meta: toMeta(page, perPage, Number(counted?.n ?? 0)) };
    }),
  );
  app.get(
    '/v2/sepa/transfers/:id',
    api('transferLookup', async (request, reply, org) => {
      const [row] = await database.query<TransferRow>(`select ${TRANSFER_COLUMNS} from sandbox_qonto_transfers where organization_id = $1 and id = $2`, [
        org,
        (request.params as { id: string }).id,
      ]);
      if (!row) return qontoError(reply, 404, 'not_found', 'No such transfer.');
      return { transfer: toTransfer(row) };
    }),
  );

  app.get(
    '/v2/sca_sessions/:token',
    api('sca', async (request, reply, org) => {
      const [row] = await database.query<{ result: string }>('select result from sandbox_qonto_sca_sessions where token = $1 and organization_id = $2', [
        (request.params as { token: string }).token,
        org,
      ]);
      if (!row) return qontoError(reply, 404, 'not_found', 'No such SCA session.');
      return { result: row.result };
    }),
  );
  for (const result of ['allow', 'deny'] as const) {
    app.post(
      `/v2/mocked_sca_sessions/:token/${result}`,
      api('sca', async (request, reply) => {
        if (!(await decideSca((request.params as { token: string }).token, result))) return qontoError(reply, 404, 'not_found', 'No such waiting SCA session.');
        return reply.status(204).send();
      }),
    );
  }
};
