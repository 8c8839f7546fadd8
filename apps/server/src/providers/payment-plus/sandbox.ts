import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { KYC_STATUSES } from '@fleetwatt/shared';
import type { AppDeps } from '../../app.ts';
import type { SqlClient } from '../../db/database.ts';
import { holdAnswer, sandboxError, sandboxFaults, ZSandboxFault, type SandboxFaultMode } from '../../lib/provider-sandbox.ts';
import {
  PP_API_KEY_HEADER,
  PP_IDEMPOTENCY_HEADER,
  ZMoneyInRequest,
  ZMoneyOutRequest,
  ZP2PRequest,
  type PaymentPlusOperation,
  type PaymentPlusTransaction,
  type PaymentPlusTransactionType,
  type PaymentPlusWallet,
} from './api.ts';

/*
 * The payment institution, built in: the same HTTP API as the real one (see api.ts), state in the
 * sandbox_payment_plus_* tables. A wallet it is asked about opens on the spot (KYC VALIDATED, no
 * money); money-ins are collected at once from the company's mandate. Tests steer it with
 *   POST /_faults { mode, operation?, times?, delayMs? } (see lib/provider-sandbox.ts), DELETE /_faults,
 *   PUT /_wallets/{id} { kycStatus?, balanceMinor? }.
 * A declined money-in or money-out ends in *_ERROR; a declined P2P is refused (422). Pending ones
 * settle at the next look-up.
 */

type TransactionRow = {
  id: string;
  type: PaymentPlusTransactionType;
  status: PaymentPlusTransaction['status'];
  amount_minor: number;
  currency: string;
  debit_wallet_id: string | null;
  credit_wallet_id: string | null;
  reference: string | null;
  idempotency_key: string;
  created_at: Date | string;
};

type WalletRow = { id: string; owner_type: 'COMPANY' | 'USER'; holder_name: string | null; kyc_status: string; balance_minor: number; currency: string };

const COLUMNS = 'id, type, status, amount_minor, currency, debit_wallet_id, credit_wallet_id, reference, idempotency_key, created_at';

const toTransaction = (r: TransactionRow): PaymentPlusTransaction => ({
  id: r.id,
  type: r.type,
  status: r.status,
  amountMinor: Number(r.amount_minor),
  currency: r.currency,
  debitWalletId: r.debit_wallet_id,
  creditWalletId: r.credit_wallet_id,
  reference: r.reference,
  idempotencyKey: r.idempotency_key,
  createdAt: new Date(r.created_at).toISOString(),
});

const toWallet = (r: WalletRow): PaymentPlusWallet => ({
  id: r.id,
  ownerType: r.owner_type,
  holderName: r.holder_name,
  kycStatus: r.kyc_status,
  balanceMinor: Number(r.balance_minor),
  currency: r.currency,
});

const STATUS: Record<PaymentPlusTransactionType, { ok: PaymentPlusTransaction['status']; pending: PaymentPlusTransaction['status']; error: PaymentPlusTransaction['status'] | null }> = {
  MONEY_IN: { ok: 'MONEY_IN_SUCCESS', pending: 'MONEY_IN_PENDING', error: 'MONEY_IN_ERROR' },
  P2P: { ok: 'P2P_SUCCESS', pending: 'P2P_PENDING', error: null },
  MONEY_OUT: { ok: 'MONEY_OUT_SUCCESS', pending: 'MONEY_OUT_PENDING', error: 'MONEY_OUT_ERROR' },
};

const ZWalletSettings = z.object({ kycStatus: z.enum(KYC_STATUSES).optional(), balanceMinor: z.number().int().min(0).optional() });

/** A wallet, opened on first use: company wallets are named pp-wallet-<company>, drivers' pp-wallet-user-<id>. */
async function walletOf(db: SqlClient, id: string): Promise<WalletRow> {
  await db.query(
    `insert into sandbox_payment_plus_wallets (id, owner_type) values ($1, $2) on conflict (id) do nothing`,
    [id, id.startsWith('pp-wallet-user-') ? 'USER' : 'COMPANY'],
  );
  const [row] = await db.query<WalletRow>('select id, owner_type, holder_name, kyc_status, balance_minor, currency from sandbox_payment_plus_wallets where id = $1', [id]);
  return row!;
}

/** Moves the money of a transaction that has just succeeded. */
async function book(db: SqlClient, t: TransactionRow): Promise<void> {
  if (t.credit_wallet_id) await db.query('update sandbox_payment_plus_wallets set balance_minor = balance_minor + $2, updated_at = now() where id = $1', [t.credit_wallet_id, t.amount_minor]);
  if (t.debit_wallet_id) await db.query('update sandbox_payment_plus_wallets set balance_minor = balance_minor - $2, updated_at = now() where id = $1', [t.debit_wallet_id, t.amount_minor]);
}

export const paymentPlusSandbox: FastifyPluginAsync<AppDeps> = async (app, { config, database }) => {
  const faults = sandboxFaults(database, 'sandbox_payment_plus_faults');
  const apiKey = config.providers.paymentPlus.apiKey;

  app.post('/_faults', async (request, reply) => {
    const parsed = ZSandboxFault.safeParse(request.body);
    if (!parsed.success) return sandboxError(reply, 400, 'INVALID_FAULT', 'mode must be fail, timeout, twice, decline or pending');
    await faults.add(parsed.data);
    return reply.status(204).send();
  });
  app.delete('/_faults', async (_request, reply) => {
    await faults.clear();
    return reply.status(204).send();
  });
  app.put('/_wallets/:id', async (request, reply) => {
    const parsed = ZWalletSettings.safeParse(request.body);
    if (!parsed.success) return sandboxError(reply, 400, 'INVALID_WALLET', 'kycStatus or balanceMinor');
    const { id } = request.params as { id: string };
    await walletOf(database, id);
    await database.query(
      `update sandbox_payment_plus_wallets set kyc_status = coalesce($2, kyc_status), balance_minor = coalesce($3, balance_minor), updated_at = now() where id = $1`,
      [id, parsed.data.kycStatus ?? null, parsed.data.balanceMinor ?? null],
    );
    return reply.send({ wallet: toWallet(await walletOf(database, id)) });
  });

  function api(operation: PaymentPlusOperation, work: (request: FastifyRequest, reply: FastifyReply, mode: SandboxFaultMode | null) => Promise<unknown>) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.headers[PP_API_KEY_HEADER] !== apiKey) return sandboxError(reply, 401, 'UNAUTHORIZED', 'Unknown API key.');
      const fault = await faults.take(operation);
      if (fault?.mode === 'fail') return sandboxError(reply, 503, 'UNAVAILABLE', 'The payment institution failed as it was told to.');
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

  /**
   * Carries out a money movement once per idempotency key: the same key again answers the first
   * transaction (and counts the request), whatever the body says.
   */
  function movement(
    type: PaymentPlusTransactionType,
    read: (body: unknown) => { ok: true; debit: string | null; credit: string | null; amountMinor: number; currency: string; reference: string; iban?: string; holderName?: string } | { ok: false },
  ) {
    return async (request: FastifyRequest, reply: FastifyReply, mode: SandboxFaultMode | null) => {
      const key = request.headers[PP_IDEMPOTENCY_HEADER];
      if (typeof key !== 'string' || !key) return sandboxError(reply, 422, 'IDEMPOTENCY_KEY_MISSING', 'Idempotency-Key is required.');
      const input = read(request.body);
      if (!input.ok) return sandboxError(reply, 422, 'INVALID_REQUEST', 'The request is not complete.');
      return database.transaction(async (tx) => {
        const [seen] = await tx.query<TransactionRow>(`select ${COLUMNS} from sandbox_payment_plus_transactions where idempotency_key = $1 for update`, [key]);
        if (seen) {
          await tx.query('update sandbox_payment_plus_transactions set requests = requests + 1 where id = $1', [seen.id]);
          reply.status(200);
          return { transaction: toTransaction(seen) };
        }
        if (input.credit) {
          const wallet = await walletOf(tx, input.credit);
          if (type === 'P2P' && wallet.kyc_status !== 'VALIDATED') return sandboxError(reply, 422, 'KYC_NOT_VALIDATED', 'The receiving wallet has not passed KYC.');
        }
        if (type === 'P2P' && mode === 'decline') return sandboxError(reply, 422, 'P2P_DECLINED', 'The transfer between wallets was declined.');
        if (input.debit && type !== 'MONEY_IN') {
          const wallet = await walletOf(tx, input.debit);
          if (Number(wallet.balance_minor) < input.amountMinor) return sandboxError(reply, 422, 'INSUFFICIENT_FUNDS', 'The wallet does not hold enough money.');
        }
        const status = mode === 'decline' ? STATUS[type].error! : mode === 'pending' ? STATUS[type].pending : STATUS[type].ok;
        const [row] = await tx.query<TransactionRow>(
          `insert into sandbox_payment_plus_transactions (id, type, idempotency_key, status, amount_minor, currency, debit_wallet_id, credit_wallet_id, iban, holder_name, reference)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning ${COLUMNS}`,
          [
            `pp-tx-${randomBytes(8).toString('hex')}`,
            type,
            key,
            status,
            input.amountMinor,
            input.currency,
            input.debit,
            input.credit,
            input.iban ?? null,
            input.holderName ?? null,
            input.reference,
          ],
        );
        if (status === STATUS[type].ok) await book(tx, row!);
        reply.status(201);
        return { transaction: toTransaction(row!) };
      });
    };
  }

  /** A pending transaction settles when it is looked at. */
  async function settle(row: TransactionRow): Promise<TransactionRow> {
    if (row.status !== STATUS[row.type].pending) return row;
    return database.transaction(async (tx) => {
      const [settled] = await tx.query<TransactionRow>(
        `update sandbox_payment_plus_transactions set status = $2, updated_at = now() where id = $1 and status = $3 returning ${COLUMNS}`,
        [row.id, STATUS[row.type].ok, row.status],
      );
      if (!settled) return row;
      await book(tx, settled);
      return settled;
    });
  }

  app.get(
    '/v1/wallets/:id',
    api('wallet', async (request) => ({ wallet: toWallet(await walletOf(database, (request.params as { id: string }).id)) })),
  );

  app.post(
    '/v1/money-ins',
    api(
      'moneyIn',
      movement('MONEY_IN', (body) => {
        const p = ZMoneyInRequest.safeParse(body);
        return p.success ? { ok: true, debit: null, credit: p.data.walletId, amountMinor: p.data.amountMinor, currency: p.data.currency, reference: p.data.reference } : { ok: false };
      }),
    ),
  );

  app.post(
    '/v1/p2p',
    api(
      'p2p',
      movement('P2P', (body) => {
        const p = ZP2PRequest.safeParse(body);
        return p.success
          ? { ok: true, debit: p.data.debitWalletId, credit: p.data.creditWalletId, amountMinor: p.data.amountMinor, currency: p.data.currency, reference: p.data.reference }
          : { ok: false };
      }),
    ),
  );

  app.post(
    '/v1/money-outs',
    api(
      'moneyOut',
      movement('MONEY_OUT', (body) => {
        const p = ZMoneyOutRequest.safeParse(body);
        return p.success
          ? {
              ok: true,
              debit: p.data.walletId,
              credit: null,
              amountMinor: p.data.amountMinor,
              currency: p.data.currency,
              reference: p.data.reference,
              iban: p.data.iban,
              holderName: p.data.holderName,
            }
          : { ok: false };
      }),
    ),
  );

  app.get(
    '/v1/transactions',
    api('lookup', async (request) => {
      const key = (request.query as Record<string, string | undefined>).idempotencyKey ?? '';
      const rows = await database.query<TransactionRow>(`select ${COLUMNS} from sandbox_payment_plus_transactions where idempotency_key = $1`, [key]);
      return { transactions: (await Promise.all(rows.map(settle))).map(toTransaction) };
    }),
  );

  app.get(
    '/v1/transactions/:id',
    api('lookup', async (request, reply) => {
      const [row] = await database.query<TransactionRow>(`select ${COLUMNS} from sandbox_payment_plus_transactions where id = $1`, [
        (request.params as { id: string }).id,
      ]);
      if (!row) return sandboxError(reply, 404, 'NOT_FOUND', 'No such transaction.');
      return { transaction: toTransaction(await settle(row)) };
    }),
  );
};
