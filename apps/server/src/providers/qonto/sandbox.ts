import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app.ts';
import type { Database } from '../../db/database.ts';
import { makeIban } from '../../demo/iban.ts';
import { holdAnswer, sandboxError, sandboxFaults, ZSandboxFault, type SandboxFaultMode } from '../../lib/provider-sandbox.ts';
import {
  QONTO_IDEMPOTENCY_HEADER,
  ZQontoTransferRequest,
  type QontoOperation,
  type QontoTransaction,
  type QontoTransfer,
} from './api.ts';

/*
 * The bank provider, built in: the same HTTP API as the real one (see api.ts), state in the
 * sandbox_qonto_* tables. Consent is given at once (the authorize call redirects straight back with
 * a code). Tokens it did not issue but that look like its own (sandbox-qonto-...) open an
 * organization of their own, so connections of the demo data work. Tests steer it with
 *   POST /_faults { mode, operation?, times?, delayMs? } (see lib/provider-sandbox.ts) and DELETE /_faults.
 * Transfers settle at once, unless a fault says decline (declined) or pending (processing until
 * the next look-up).
 */

const ACCESS_TTL_S = 3600;
const CODE_TTL_MS = 10 * 60 * 1000;
const SANDBOX_TOKEN = /^sandbox-qonto-(access|refresh)-/;

const hex = (bytes = 12) => randomBytes(bytes).toString('hex');
const digest = (text: string) => createHash('sha256').update(text).digest('hex');

type TransferRow = {
  id: string;
  idempotency_key: string;
  beneficiary_name: string;
  beneficiary_iban: string;
  amount_cents: number;
  currency: string;
  reference: string;
  status: QontoTransfer['status'];
  decline_reason: string | null;
  transaction_id: string;
  created_at: Date | string;
};

const toTransfer = (r: TransferRow): QontoTransfer => ({
  id: r.id,
  status: r.status,
  amount_cents: Number(r.amount_cents),
  currency: r.currency,
  reference: r.reference,
  beneficiary: { name: r.beneficiary_name, iban: r.beneficiary_iban },
  transaction_id: r.transaction_id,
  declined_reason: r.decline_reason,
  idempotency_key: r.idempotency_key,
  created_at: new Date(r.created_at).toISOString(),
});

type TransactionRow = {
  id: string;
  amount_cents: number;
  currency: string;
  side: 'credit' | 'debit';
  operation_type: string;
  status: QontoTransaction['status'];
  label: string;
  reference: string | null;
  note: string | null;
  counterparty_iban: string | null;
  emitted_at: Date | string;
  settled_at: Date | string | null;
};

const toTransaction = (r: TransactionRow): QontoTransaction => ({
  transaction_id: r.id,
  amount_cents: Number(r.amount_cents),
  currency: r.currency,
  side: r.side,
  operation_type: r.operation_type,
  status: r.status,
  label: r.label,
  reference: r.reference,
  note: r.note,
  counterparty_iban: r.counterparty_iban,
  emitted_at: new Date(r.emitted_at).toISOString(),
  settled_at: r.settled_at ? new Date(r.settled_at).toISOString() : null,
});

const TRANSFER_COLUMNS =
  'id, idempotency_key, beneficiary_name, beneficiary_iban, amount_cents, currency, reference, status, decline_reason, transaction_id, created_at';

/** A bank account with a little history of its own, so a first sync has something to bring in. */
async function openOrganization(database: Database, id: string): Promise<void> {
  const seed = digest(id);
  const account = String(BigInt(`0x${seed.slice(0, 12)}`) % 10_000_000_000n).padStart(10, '0');
  const iban = makeIban('DE', `10010010${account}`);
  const created = await database.query(
    `insert into sandbox_qonto_organizations (id, slug, legal_name, iban, bic, balance_cents)
     values ($1, $2, 'Sandbox GmbH', $3, 'QNTODEB2XXX', 5000000) on conflict (id) do nothing returning id`,
    [id, `sandbox-${seed.slice(0, 8)}`, iban],
  );
  if (!created.length) return;
  const day = 86_400_000;
  const now = Date.now();
  const history: [number, 'credit' | 'debit', string, string, string][] = [
    [2, 'credit', 'income', 'Customer payment · Invoice 2031', 'RE-2031'],
    [5, 'debit', 'card', 'Office supplies', 'CARD-4471'],
    [9, 'debit', 'transfer', 'Electricity · home charging refund', 'Charging costs'],
    [14, 'credit', 'income', 'Customer payment · Invoice 2019', 'RE-2019'],
  ];
  for (const [i, [ago, side, type, label, reference]] of history.entries()) {
    const at = new Date(now - ago * day);
    const amount = 1_500 + (parseInt(seed.slice(12 + i * 4, 16 + i * 4), 16) % 90_000);
    await database.query(
      `insert into sandbox_qonto_transactions (id, organization_id, amount_cents, currency, side, operation_type, status, label, reference, emitted_at, settled_at)
       values ($1, $2, $3, 'EUR', $4, $5, 'completed', $6, $7, $8, $8)`,
      [`txn-${seed.slice(0, 10)}-${i + 1}`, id, amount, side, type, label, reference, at],
    );
  }
}

async function issueTokens(database: Database, organizationId: string, refreshToken?: string) {
  const access = `sandbox-qonto-access-${hex(16)}`;
  const refresh = refreshToken ?? `sandbox-qonto-refresh-${hex(16)}`;
  await database.query(
    `insert into sandbox_qonto_tokens (token, kind, organization_id, expires_at) values ($1, 'access', $2, $3)`,
    [access, organizationId, new Date(Date.now() + ACCESS_TTL_S * 1000)],
  );
  await database.query(
    `insert into sandbox_qonto_tokens (token, kind, organization_id) values ($1, 'refresh', $2) on conflict (token) do nothing`,
    [refresh, organizationId],
  );
  return { access_token: access, refresh_token: refresh, expires_in: ACCESS_TTL_S, token_type: 'bearer', scope: 'offline_access organization.read payment.write' };
}

export const qontoSandbox: FastifyPluginAsync<AppDeps> = async (app, { config, database }) => {
  const faults = sandboxFaults(database, 'sandbox_qonto_faults');
  const { clientId, clientSecret } = config.providers.qonto;

  app.post('/_faults', async (request, reply) => {
    const parsed = ZSandboxFault.safeParse(request.body);
    if (!parsed.success) return sandboxError(reply, 400, 'invalid_fault', 'mode must be fail, timeout, twice, decline or pending');
    await faults.add(parsed.data);
    return reply.status(204).send();
  });
  app.delete('/_faults', async (_request, reply) => {
    await faults.clear();
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
      await database.query(
        `insert into sandbox_qonto_tokens (token, kind, organization_id) values ($1, 'refresh', $2) on conflict (token) do nothing`,
        [token, organizationId],
      );
    }
    return organizationId;
  }

  async function authenticated(request: FastifyRequest): Promise<string | null> {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    return match?.[1] ? organizationOf(match[1], 'access') : null;
  }

  /**
   * Runs an API call with its bearer token and any fault told for its operation. `work` gets the
   * organization and how the fault changes the result (decline, pending).
   */
  function api(operation: QontoOperation, work: (request: FastifyRequest, reply: FastifyReply, org: string, mode: SandboxFaultMode | null) => Promise<unknown>) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const org = await authenticated(request);
      if (!org) return sandboxError(reply, 401, 'unauthorized', 'The access token is not valid.');
      const fault = await faults.take(operation);
      if (fault?.mode === 'fail') return sandboxError(reply, 503, 'unavailable', 'The bank failed as it was told to.');
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
    const { client_id: client, redirect_uri: redirectUri, state, response_type: type } = request.query;
    if (client !== clientId) return sandboxError(reply, 400, 'invalid_client', 'Unknown client.');
    if (type !== 'code' || !redirectUri || !state) return sandboxError(reply, 400, 'invalid_request', 'response_type=code, redirect_uri and state are needed.');
    const organizationId = `org-${hex(8)}`;
    await openOrganization(database, organizationId);
    const code = `sandbox-qonto-code-${hex(16)}`;
    await database.query(
      `insert into sandbox_qonto_tokens (token, kind, organization_id, redirect_uri, expires_at) values ($1, 'code', $2, $3, $4)`,
      [code, organizationId, redirectUri, new Date(Date.now() + CODE_TTL_MS)],
    );
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', state);
    return reply.redirect(back.toString(), 302);
  });

  app.post('/oauth2/token', async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, string | undefined>;
    if (form.client_id !== clientId || form.client_secret !== clientSecret) return sandboxError(reply, 401, 'invalid_client', 'Unknown client.');
    const fault = await faults.take('token');
    if (fault?.mode === 'fail') return sandboxError(reply, 503, 'unavailable', 'The bank failed as it was told to.');
    if (form.grant_type === 'authorization_code') {
      const [code] = await database.query<{ organization_id: string; redirect_uri: string | null }>(
        `update sandbox_qonto_tokens set used_at = now()
          where token = $1 and kind = 'code' and used_at is null and expires_at > now() returning organization_id, redirect_uri`,
        [form.code ?? ''],
      );
      if (!code || code.redirect_uri !== form.redirect_uri) return sandboxError(reply, 400, 'invalid_grant', 'The code is unknown, used or expired.');
      return issueTokens(database, code.organization_id);
    }
    if (form.grant_type === 'refresh_token') {
      const org = form.refresh_token ? await organizationOf(form.refresh_token, 'refresh') : null;
      if (!org) return sandboxError(reply, 400, 'invalid_grant', 'The refresh token is not valid.');
      return issueTokens(database, org, form.refresh_token);
    }
    return sandboxError(reply, 400, 'unsupported_grant_type', 'grant_type must be authorization_code or refresh_token.');
  });

  app.get(
    '/v2/organization',
    api('organization', async (_request, _reply, org) => {
      const [row] = await database.query<{ slug: string; legal_name: string; iban: string; bic: string; currency: string; balance_cents: number }>(
        'select slug, legal_name, iban, bic, currency, balance_cents from sandbox_qonto_organizations where id = $1',
        [org],
      );
      return {
        organization: {
          slug: row!.slug,
          legal_name: row!.legal_name,
          bank_accounts: [{ slug: `${row!.slug}-main`, iban: row!.iban, bic: row!.bic, currency: row!.currency, balance_cents: Number(row!.balance_cents) }],
        },
      };
    }),
  );

  app.get(
    '/v2/transactions',
    api('transactions', async (request, _reply, org, mode) => {
      const query = request.query as Record<string, string | undefined>;
      const perPage = Math.min(100, Math.max(1, Number(query.per_page ?? 100) || 100));
      const page = Math.max(1, Number(query.current_page ?? 1) || 1);
      const rows = await database.query<TransactionRow>(
        `select id, amount_cents, currency, side, operation_type, status, label, reference, note, counterparty_iban, emitted_at, settled_at
           from sandbox_qonto_transactions where organization_id = $1 order by emitted_at desc, id desc limit $2 offset $3`,
        [org, perPage, (page - 1) * perPage],
      );
      const [counted] = await database.query<{ n: number }>('select count(*)::int as n from sandbox_qonto_transactions where organization_id = $1', [org]);
      const total = Number(counted?.n ?? 0);
      const pages = Math.max(1, Math.ceil(total / perPage));
      const list = rows.map(toTransaction);
      return {
        // A listing answered twice holds every entry twice.
        transactions: mode === 'twice' ? [...list, ...list] : list,
        meta: { current_page: page, next_page: page < pages ? page + 1 : null, total_pages: pages, total_count: total, per_page: perPage },
      };
    }),
  );

  async function settle(row: TransferRow, org: string): Promise<TransferRow> {
    if (row.status !== 'processing' && row.status !== 'pending') return row;
    const [settled] = await database.query<TransferRow>(
      `update sandbox_qonto_transfers set status = 'settled', updated_at = now() where id = $1 and status in ('processing', 'pending') returning ${TRANSFER_COLUMNS}`,
      [row.id],
    );
    if (!settled) return row;
    await database.query(`update sandbox_qonto_transactions set status = 'completed', settled_at = now(), updated_at = now() where id = $1`, [row.transaction_id]);
    await database.query('update sandbox_qonto_organizations set balance_cents = balance_cents - $2 where id = $1', [org, settled.amount_cents]);
    return settled;
  }

  app.post(
    '/v2/sepa/transfers',
    api('transfer', async (request, reply, org, mode) => {
      const key = request.headers[QONTO_IDEMPOTENCY_HEADER];
      if (typeof key !== 'string' || !key) return sandboxError(reply, 422, 'idempotency_key_missing', 'X-Qonto-Idempotency-Key is required.');
      const parsed = ZQontoTransferRequest.safeParse(request.body);
      if (!parsed.success) return sandboxError(reply, 422, 'invalid_transfer', 'The transfer is not complete.');
      const t = parsed.data.transfer;
      const status = mode === 'decline' ? 'declined' : mode === 'pending' ? 'processing' : 'settled';
      const transactionId = `txn-${hex(10)}`;
      const [row] = await database.query<TransferRow & { inserted: boolean }>(
        `insert into sandbox_qonto_transfers (id, organization_id, idempotency_key, beneficiary_name, beneficiary_iban, amount_cents, currency, reference, status, decline_reason, transaction_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         on conflict (organization_id, idempotency_key) do update set requests = sandbox_qonto_transfers.requests + 1
         returning ${TRANSFER_COLUMNS}, (xmax = 0) as inserted`,
        [
          `tr-${hex(10)}`,
          org,
          key,
          t.beneficiary.name,
          t.beneficiary.iban,
          t.amount_cents,
          t.currency,
          t.reference,
          status,
          mode === 'decline' ? 'Beneficiary account closed (AC04)' : null,
          transactionId,
        ],
      );
      if (row!.inserted) {
        await database.query(
          `insert into sandbox_qonto_transactions (id, organization_id, amount_cents, currency, side, operation_type, status, label, reference, counterparty_iban, emitted_at, settled_at)
           values ($1, $2, $3, $4, 'debit', 'transfer', $5, $6, $7, $8, now(), $9)`,
          [
            row!.transaction_id,
            org,
            t.amount_cents,
            t.currency,
            status === 'settled' ? 'completed' : status === 'declined' ? 'declined' : 'pending',
            t.beneficiary.name,
            t.reference,
            t.beneficiary.iban,
            status === 'settled' ? new Date() : null,
          ],
        );
        if (status === 'settled') await database.query('update sandbox_qonto_organizations set balance_cents = balance_cents - $2 where id = $1', [org, t.amount_cents]);
      }
      reply.status(row!.inserted ? 201 : 200);
      return { transfer: toTransfer(row!) };
    }),
  );

  app.get(
    '/v2/sepa/transfers',
    api('transferLookup', async (request, _reply, org) => {
      const key = (request.query as Record<string, string | undefined>).idempotency_key;
      const rows = await database.query<TransferRow>(
        `select ${TRANSFER_COLUMNS} from sandbox_qonto_transfers where organization_id = $1 and ($2::text is null or idempotency_key = $2) order by created_at desc limit 100`,
        [org, key ?? null],
      );
      const settled = await Promise.all(rows.map((r) => settle(r, org)));
      return { transfers: settled.map(toTransfer) };
    }),
  );

  app.get(
    '/v2/sepa/transfers/:id',
    api('transferLookup', async (request, reply, org) => {
      const { id } = request.params as { id: string };
      const [row] = await database.query<TransferRow>(`select ${TRANSFER_COLUMNS} from sandbox_qonto_transfers where organization_id = $1 and id = $2`, [
        org,
        id,
      ]);
      if (!row) return sandboxError(reply, 404, 'not_found', 'No such transfer.');
      return { transfer: toTransfer(await settle(row, org)) };
    }),
  );
};
