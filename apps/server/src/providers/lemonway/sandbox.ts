import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import type { SqlClient } from '../../db/database.ts';
import { makeIban } from '../../demo/iban.ts';
import { holdAnswer, sandboxFaults, stoppingFault, ZSandboxFault, type SandboxFaultMode } from '../../lib/provider-sandbox.ts';
import { ACCOUNT_STATUS, METHOD, NOTIFICATION, PSU_IP_HEADER, TX_STATUS, type LemonwayOperation, type LemonwayTransaction } from './api.ts';
import { notificationUrl } from './notification-url.ts';
import type { RowOf } from '../../db/rows.ts';
import type { sandboxLemonwayAccounts, sandboxLemonwayTransactions } from '../../db/schema/index.ts';

/*
 * Lemonway, built in: the same HTTP API as DirectKit v2 (see api.ts), state in the
 * sandbox_lemonway_* tables. An account it is asked about opens on the spot at KYC 2 with no
 * money. Money reaches an account by SEPA transfer to its IBAN; tests and the demo play the
 * company's bank with POST /_wires, which books the money-in and sends Lemonway's notification.
 * Tests steer it with
 *   POST /_faults { mode, operation?, times?, delayMs? }, DELETE /_faults (lib/provider-sandbox.ts),
 *   PUT /_accounts/{id} { status?, balance? }, POST /_wires { accountId, amount, comment?, status? },
 *   GET /_notifications, POST /_notifications/{id}/send (deliver one again, or late).
 */

const TOKEN_TTL_S = 3600;
const digest = (text: string) => createHash('sha256').update(text).digest('hex');
type TxRow = RowOf<
  typeof sandboxLemonwayTransactions,
  'id' | 'method' | 'status' | 'debit_account_id' | 'credit_account_id' | 'amount_cents' | 'comment' | 'reference' | 'created_at'
>;
const TX_COLUMNS = 'id, method, status, debit_account_id, credit_account_id, amount_cents, comment, reference, created_at';
const toTx = (r: TxRow): LemonwayTransaction => ({
  id: Number(r.id),
  method: r.method,
  status: r.status,
  debitAccountId: r.debit_account_id,
  creditAccountId: r.credit_account_id,
  amount: Number(r.amount_cents),
  comment: r.comment,
  reference: r.reference,
  date: Math.floor(new Date(r.created_at).getTime() / 1000),
});
type AccountRow = RowOf<
  typeof sandboxLemonwayAccounts,
  'id' | 'internal_id' | 'account_type' | 'email' | 'first_name' | 'last_name' | 'company_name' | 'status' | 'blocked' | 'balance_cents' | 'virtual_iban'
>;

const lemonwayError = (reply: FastifyReply, status: number, code: number, message: string) => reply.status(status).send({ error: { code, message } });

const ZAccountSettings = z.object({ status: z.number().int().optional(), balance: z.number().int().min(0).optional() });
const ZWire = z.object({ accountId: z.string().min(1), amount: z.number().int().min(1), comment: z.string().max(140).optional(), status: z.number().int().optional() });
const ZP2P = z.object({ debitAccountId: z.string().min(1).max(256), creditAccountId: z.string().min(1).max(256), amount: z.number().int().min(1), comment: z.string().max(140).optional(), reference: z.string().max(50).optional() });
const ZMoneyOut = z.object({ accountId: z.string().min(1).max(256), ibanId: z.number().int().optional(), totalAmount: z.number().int().min(1), comment: z.string().max(140).optional(), reference: z.string().max(50).optional() });
const ZIban = z.object({ accountId: z.string().min(1), holder: z.string().min(1).max(100), iban: z.string().min(15).max(34), bic: z.string().optional() });
const ZCreateAccount = z.object({ accountId: z.string().min(1).max(256), email: z.string().min(3), firstName: z.string().optional(), lastName: z.string().optional(), companyName: z.string().optional() });
const ZUpload = z.object({ fileName: z.string().min(1).max(200), type: z.number().int().min(0).max(21), buffer: z.string().min(1) });

/** An account, opened on first use: driver accounts (pp-wallet-user-...) as individuals, the others as companies. */
async function accountOf(db: SqlClient, id: string): Promise<AccountRow> {
  await db.query(`insert into sandbox_lemonway_accounts (id, account_type, status) values ($1, $2, $3) on conflict (id) do nothing`, [
    id,
    id.startsWith('pp-wallet-user-') ? 0 : 1,
    ACCOUNT_STATUS.KYC_2,
  ]);
  const [row] = await db.query<AccountRow>(
    'select id, internal_id, account_type, email, first_name, last_name, company_name, status, blocked, balance_cents, virtual_iban from sandbox_lemonway_accounts where id = $1',
    [id],
  );
  return row!;
}
const toAccount = (r: AccountRow) => ({
  id: r.id,
  internalId: Number(r.internal_id),
  email: r.email,
  firstName: r.first_name,
  lastName: r.last_name,
  companyName: r.company_name,
  balance: Number(r.balance_cents),
  status: r.status,
  isblocked: r.blocked === 1,
  accountType: r.account_type,
});

export const lemonwaySandbox: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const { config, database, secrets } = deps;
  const faults = sandboxFaults(database, 'sandbox_lemonway_faults');
  const apiKey = config.providers.lemonway.apiKey;

  /** Posts a notification to the platform as Lemonway does (form-encoded), and keeps it. */
  async function notify(category: number, body: Record<string, string>): Promise<void> {
    const text = new URLSearchParams({ ...body, NotifCategory: String(category), NotifDate: new Date().toISOString() }).toString();
    const [row] = await database.query<{ id: number }>('insert into sandbox_lemonway_notifications (category, body) values ($1, $2) returning id', [category, text]);
    await deliver(row!.id);
  }
  async function deliver(id: number): Promise<number | null> {
    const [row] = await database.query<{ body: string }>('select body from sandbox_lemonway_notifications where id = $1', [id]);
    if (!row) return null;
    const status = await fetch(notificationUrl(config, secrets), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: row.body,
      signal: AbortSignal.timeout(config.providers.timeoutMs),
    }).then(
      (r) => r.status,
      () => 0,
    );
    await database.query('update sandbox_lemonway_notifications set delivered_status = $2 where id = $1', [id, status]);
    return status;
  }

  app.post('/_faults', async (request, reply) => {
    const parsed = ZSandboxFault.safeParse(request.body);
    if (!parsed.success) return lemonwayError(reply, 400, 400, 'mode must be one of the sandbox fault modes');
    await faults.add(parsed.data);
    return reply.status(204).send();
  });
  app.delete('/_faults', async (_request, reply) => {
    await faults.clear();
    return reply.status(204).send();
  });
  app.put<{ Params: { id: string } }>('/_accounts/:id', async (request, reply) => {
    const parsed = ZAccountSettings.safeParse(request.body);
    if (!parsed.success) return lemonwayError(reply, 400, 400, 'status or balance');
    await accountOf(database, request.params.id);
    await database.query(
      'update sandbox_lemonway_accounts set status = coalesce($2, status), balance_cents = coalesce($3, balance_cents), updated_at = now() where id = $1',
      [request.params.id, parsed.data.status ?? null, parsed.data.balance ?? null],
    );
    if (parsed.data.status !== undefined) await notify(NOTIFICATION.ACCOUNT_STATUS, { ExtId: request.params.id, Status: String(parsed.data.status) });
    return reply.send({ account: toAccount(await accountOf(database, request.params.id)) });
  });
  /** The company's bank transfer arrives on the account's IBAN: the money-in is booked and notified. */
  app.post('/_wires', async (request, reply) => {
    const parsed = ZWire.safeParse(request.body);
    if (!parsed.success) return lemonwayError(reply, 400, 400, 'accountId and amount in cents');
    const status = parsed.data.status ?? TX_STATUS.SUCCESS;
    const tx = await database.transaction(async (db) => {
      const account = await accountOf(db, parsed.data.accountId);
      const [row] = await db.query<TxRow>(
        `insert into sandbox_lemonway_transactions (method, status, credit_account_id, amount_cents, comment) values ($1, $2, $3, $4, $5) returning ${TX_COLUMNS}`,
        [METHOD.MONEY_IN_TRANSFER, status, account.id, parsed.data.amount, parsed.data.comment ?? null],
      );
      if (status === TX_STATUS.SUCCESS) await db.query('update sandbox_lemonway_accounts set balance_cents = balance_cents + $2 where id = $1', [account.id, parsed.data.amount]);
      return { row: row!, account };
    });
    // Lemonway's notification statuses: 0 success, 4 pending, 6 error.
    const notifiedStatus = status === TX_STATUS.SUCCESS ? '0' : status === TX_STATUS.PENDING ? '4' : '6';
    await notify(NOTIFICATION.MONEY_IN_WIRE_RECEIVED, {
      ExtId: tx.account.id,
      IntId: String(tx.account.internal_id),
      IdTransaction: String(tx.row.id),
      Amount: (parsed.data.amount / 100).toFixed(2),
      Status: notifiedStatus,
    });
    return reply.status(201).send({ transaction: toTx(tx.row) });
  });
  app.get('/_notifications', async () => database.query('select id, category, body, delivered_status from sandbox_lemonway_notifications order by id'));
  app.post<{ Params: { id: string } }>('/_notifications/:id/send', async (request, reply) => {
    const status = await deliver(Number(request.params.id));
    if (status === null) return lemonwayError(reply, 404, 404, 'No such notification.');
    return reply.send({ deliveredStatus: status });
  });

  app.post('/oauth/api/v1/oauth/token', async (request, reply) => {
    if (request.headers.authorization !== `Basic ${apiKey}`) return reply.status(401).send({ error: 'invalid_client', error_description: 'Bad client credentials' });
    const fault = await faults.take('token');
    const stopped = stoppingFault(reply, fault, (_status, code, message) => ({ error: code, error_description: message }));
    if (stopped) return stopped;
    const form = (request.body ?? {}) as Record<string, string | undefined>;
    if (form.grant_type !== 'client_credentials') return reply.status(400).send({ error: 'unsupported_grant_type', error_description: 'grant_type must be client_credentials' });
    const token = `sandbox-lemonway-${crypto.randomUUID()}`;
    await database.query('insert into sandbox_lemonway_tokens (token_hash, expires_at) values ($1, $2)', [digest(token), new Date(Date.now() + TOKEN_TTL_S * 1000)]);
    return { access_token: token, token_type: 'bearer', expires_in: TOKEN_TTL_S, scope: 'read write' };
  });

  async function tokenValid(header: string | undefined): Promise<boolean> {
    const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
    if (!match) return false;
    const [row] = await database.query('select 1 from sandbox_lemonway_tokens where token_hash = $1 and expires_at > now()', [digest(match[1]!)]);
    return !!row;
  }

  function api(operation: LemonwayOperation, work: (request: FastifyRequest, reply: FastifyReply, mode: SandboxFaultMode | null) => Promise<unknown>) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      if (!(await tokenValid(request.headers.authorization))) return lemonwayError(reply, 401, 401, 'Unauthorized: missing, invalid or expired bearer token');
      if (!request.headers[PSU_IP_HEADER]) return lemonwayError(reply, 400, 400, 'PSU-IP-Address header is required');
      const fault = await faults.take(operation);
      const stopped = stoppingFault(reply, fault, (_status, _code, message) => ({ error: { code: 500, message } }));
      if (stopped) return stopped;
      let result = await work(request, reply, fault?.mode ?? null);
      if (reply.sent) return reply;
      if (fault?.mode === 'twice') result = await work(request, reply, null);
      if (fault?.mode === 'timeout') {
        await holdAnswer(request, reply, fault.delayMs);
        if (reply.raw.destroyed || reply.sent) return reply;
      }
      return reply.sent ? reply : reply.send(result);
    };
  }

  app.get('/v2/accounts/:id', api('account', async (request) => ({ account: toAccount(await accountOf(database, (request.params as { id: string }).id)) })));
  for (const kind of ['individual', 'legalentity'] as const) {
    app.post(
      `/v2/accounts/${kind}`,
      api('account', async (request, reply) => {
        const parsed = ZCreateAccount.safeParse(request.body);
        if (!parsed.success) return lemonwayError(reply, 400, 143, 'accountId and email are required');
        const created = await database.query(
          `insert into sandbox_lemonway_accounts (id, account_type, email, first_name, last_name, company_name, status) values ($1, $2, $3, $4, $5, $6, $7)
           on conflict (id) do nothing returning id`,
          [parsed.data.accountId, kind === 'individual' ? 0 : 1, parsed.data.email, parsed.data.firstName ?? null, parsed.data.lastName ?? null, parsed.data.companyName ?? null, ACCOUNT_STATUS.KYC_INCOMPLETE],
        );
        if (!created.length) return lemonwayError(reply, 400, 152, 'Account already exists');
        reply.status(201);
        return { account: { id: parsed.data.accountId } };
      }),
    );
  }
  app.post(
    '/v2/accounts/:id/documents/upload',
    api('document', async (request, reply) => {
      const parsed = ZUpload.safeParse(request.body);
      if (!parsed.success) return lemonwayError(reply, 400, 400, 'fileName, type and buffer (base64) are required');
      const account = await accountOf(database, (request.params as { id: string }).id);
      const [row] = await database.query<{ id: number }>(
        'insert into sandbox_lemonway_documents (account_id, type, file_name, size_bytes) values ($1, $2, $3, $4) returning id',
        [account.id, parsed.data.type, parsed.data.fileName, Buffer.from(parsed.data.buffer, 'base64').length],
      );
      return { uploadDocument: { id: Number(row!.id), maxSizeFile: 4 * 1024 * 1024 } };
    }),
  );
  app.post(
    '/v2/moneyouts/iban',
    api('iban', async (request, reply) => {
      const parsed = ZIban.safeParse(request.body);
      if (!parsed.success) return lemonwayError(reply, 400, 221, 'accountId, holder and a valid iban are required');
      const account = await accountOf(database, parsed.data.accountId);
      const iban = parsed.data.iban.replace(/\s+/g, '').toUpperCase();
      const [existing] = await database.query<{ id: number; status: number }>('select id, status from sandbox_lemonway_ibans where account_id = $1 and iban = $2 and status = 5', [account.id, iban]);
      if (existing) return { id: Number(existing.id), status: existing.status };
      const [row] = await database.query<{ id: number; status: number }>(
        'insert into sandbox_lemonway_ibans (account_id, holder, iban, bic) values ($1, $2, $3, $4) returning id, status',
        [account.id, parsed.data.holder, iban, parsed.data.bic ?? null],
      );
      return { id: Number(row!.id), status: row!.status };
    }),
  );
  app.post(
    '/v2/moneyins/bankwire/iban/create',
    api('iban', async (request, reply) => {
      const accountId = (request.body as { accountId?: string } | undefined)?.accountId;
      if (!accountId) return lemonwayError(reply, 400, 400, 'accountId is required');
      const account = await accountOf(database, accountId);
      const iban = account.virtual_iban ?? makeIban('FR', `30004${String(BigInt(`0x${digest(account.id).slice(0, 12)}`) % 10n ** 18n).padStart(18, '0')}`);
      if (!account.virtual_iban) await database.query('update sandbox_lemonway_accounts set virtual_iban = $2 where id = $1', [account.id, iban]);
      return { id: Number(account.internal_id), iban, bic: 'LEMWFRP1XXX', holder: account.company_name ?? account.id, status: 5 };
    }),
  );

  /** Carries out a P2P or money-out once; the same reference again is a second movement, as at Lemonway, so callers look up first. */
  async function move(method: number, input: { debit: string; credit: string | null; amount: number; comment: string | null; reference: string | null; ibanId?: number }, reply: FastifyReply, mode: SandboxFaultMode | null) {
    return database.transaction(async (db) => {
      const debit = await accountOf(db, input.debit);
      if (input.credit) {
        const credit = await accountOf(db, input.credit);
        if (credit.status !== ACCOUNT_STATUS.KYC_2 && credit.status !== ACCOUNT_STATUS.KYC_3) return lemonwayError(reply, 400, 184, 'The account to credit has not completed KYC.');
      }
      if (Number(debit.balance_cents) < input.amount) return lemonwayError(reply, 400, 110, 'Insufficient balance in the account to debit.');
      if (method === METHOD.MONEY_OUT) {
        const [iban] = await db.query('select id from sandbox_lemonway_ibans where account_id = $1 and status = 5 and ($2::int is null or id = $2)', [debit.id, input.ibanId ?? null]);
        if (!iban) return lemonwayError(reply, 400, 223, 'No activated IBAN for this account.');
      }
      const status = mode === 'decline' ? TX_STATUS.ERROR : mode === 'pending' ? (method === METHOD.P2P ? TX_STATUS.PENDING : TX_STATUS.VALIDATION_PENDING) : TX_STATUS.SUCCESS;
      if (method === METHOD.P2P && status === TX_STATUS.ERROR) return lemonwayError(reply, 400, 171, 'Operation refused.');
      const [row] = await db.query<TxRow>(
        `insert into sandbox_lemonway_transactions (method, status, debit_account_id, credit_account_id, amount_cents, comment, reference, iban_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning ${TX_COLUMNS}`,
        [method, status, debit.id, input.credit, input.amount, input.comment, input.reference, input.ibanId ?? null],
      );
      // The account is debited when the call is made; a refused money-out gives the money back.
      if (status !== TX_STATUS.ERROR) await db.query('update sandbox_lemonway_accounts set balance_cents = balance_cents - $2 where id = $1', [debit.id, input.amount]);
      if (status === TX_STATUS.SUCCESS && input.credit) await db.query('update sandbox_lemonway_accounts set balance_cents = balance_cents + $2 where id = $1', [input.credit, input.amount]);
      return { transaction: toTx(row!) };
    });
  }

  /** A pending movement settles when it is looked at. */
  async function settle(row: TxRow): Promise<TxRow> {
    if (row.status !== TX_STATUS.PENDING && row.status !== TX_STATUS.VALIDATION_PENDING) return row;
    return database.transaction(async (db) => {
      const [settled] = await db.query<TxRow>(`update sandbox_lemonway_transactions set status = $2, updated_at = now() where id = $1 and status = $3 returning ${TX_COLUMNS}`, [
        row.id,
        TX_STATUS.SUCCESS,
        row.status,
      ]);
      if (!settled) return row;
      if (settled.credit_account_id) await db.query('update sandbox_lemonway_accounts set balance_cents = balance_cents + $2 where id = $1', [settled.credit_account_id, settled.amount_cents]);
      return settled;
    });
  }

  app.post(
    '/v2/p2p',
    api('p2p', async (request, reply, mode) => {
      const parsed = ZP2P.safeParse(request.body);
      if (!parsed.success) return lemonwayError(reply, 400, 400, 'debitAccountId, creditAccountId and amount are required');
      const p = parsed.data;
      return move(METHOD.P2P, { debit: p.debitAccountId, credit: p.creditAccountId, amount: p.amount, comment: p.comment ?? null, reference: p.reference ?? null }, reply, mode);
    }),
  );
  app.post(
    '/v2/moneyouts',
    api('moneyOut', async (request, reply, mode) => {
      const parsed = ZMoneyOut.safeParse(request.body);
      if (!parsed.success) return lemonwayError(reply, 400, 400, 'accountId and totalAmount are required');
      const p = parsed.data;
      return move(METHOD.MONEY_OUT, { debit: p.accountId, credit: null, amount: p.totalAmount, comment: p.comment ?? null, reference: p.reference ?? null, ibanId: p.ibanId }, reply, mode);
    }),
  );
  for (const [path, method] of [
    ['/v2/p2p', METHOD.P2P],
    ['/v2/moneyouts', METHOD.MONEY_OUT],
    ['/v2/moneyins', METHOD.MONEY_IN_TRANSFER],
  ] as const) {
    app.get(
      path,
      api('lookup', async (request, reply) => {
        const query = request.query as Record<string, string | undefined>;
        if (!query.reference && !query.transactionId) return lemonwayError(reply, 400, 400, 'reference or transactionId is required');
        const rows = await database.query<TxRow>(
          `select ${TX_COLUMNS} from sandbox_lemonway_transactions where method = $1 and ($2::text is null or reference = $2) and ($3::int is null or id = $3) order by id`,
          [method, query.reference ?? null, query.transactionId ? Number(query.transactionId) || -1 : null],
        );
        return { transactions: (await Promise.all(rows.map(settle))).map(toTx) };
      }),
    );
  }
};
