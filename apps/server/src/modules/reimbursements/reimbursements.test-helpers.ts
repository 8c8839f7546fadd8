import type { PayeeVerification, PayoutResult, ReimbursementCandidate, ReimbursementDetail } from '@fleetwatt/shared';
import type { TestServer } from '../../../test/harness.ts';
import { DEMO_IDS } from '../../demo/seed-demo.ts';
import { payoutRecoveryJob } from '../../jobs/payout-recovery.job.ts';
import type { SandboxFault } from '../../lib/provider-sandbox.ts';
import { call } from '../invites/test-api.ts';

export { call };
export const ADMIN = 'admin@demo.test';
export const MUNICH = DEMO_IDS.companies.childMunich;
export const HOLDING = DEMO_IDS.companies.parent;

/** The newest period of a company with SUBMITTED receipts in no open reimbursement. */
export async function openPeriod(server: TestServer, companyId: string): Promise<{ year: number; month: number }> {
  const [row] = await server.database.query<{ year: number; month: number }>(
    `select rc.period_year as year, rc.period_month as month from receipts rc
      where rc.company_id = $1 and rc.status = 'SUBMITTED' and rc.superseded_at is null
        and not exists (select 1 from reimbursement_items i where i.company_id = rc.company_id and i.receipt_id = rc.id and i.status <> 'CANCELLED')
      order by 1 desc, 2 desc limit 1`,
    [companyId],
  );
  if (!row) throw new Error('no open period in the demo data');
  return row;
}

export async function candidates(server: TestServer, companyId: string, period: { year: number; month: number }) {
  const res = await call<ReimbursementCandidate[]>(server, 'GET', `/reimbursements/candidates?companyId=${companyId}&year=${period.year}&month=${period.month}`, { as: ADMIN });
  return res.body;
}

/** Bundles every open receipt of the company's newest open period and releases it for payment. */
export async function releasedReimbursement(server: TestServer, companyId: string): Promise<ReimbursementDetail> {
  const period = await openPeriod(server, companyId);
  const open = await candidates(server, companyId, period);
  const created = await call<ReimbursementDetail>(server, 'POST', '/reimbursements', {
    as: ADMIN,
    body: { companyId, ...period, receiptIds: open.map((c) => c.receiptId) },
  });
  if (created.status !== 201) throw new Error(`create answered ${created.status}: ${JSON.stringify(created.body)}`);
  const approved = await call<ReimbursementDetail>(server, 'POST', `/reimbursements/${created.body.id}/approve`, { as: ADMIN, body: {} });
  if (approved.status !== 200) throw new Error(`approve answered ${approved.status}`);
  return approved.body;
}

/** Verification of Payee for items of a bank-paid reimbursement, as the administrator's "Pay out" starts it. */
export function verifyPayees(server: TestServer, reimbursementId: string, itemIds?: string[]) {
  return call<PayeeVerification[] & { detail?: string }>(server, 'POST', `/reimbursements/${reimbursementId}/payee-verifications`, {
    as: ADMIN,
    body: itemIds ? { itemIds } : {},
  });
}

/**
 * Pays an item as the administrator does: for a bank payout the payee is checked first and the
 * check (accepted, whatever it answered) goes with the trigger; a payout already in flight is
 * triggered as it is.
 */
export async function trigger(server: TestServer, reimbursementId: string, itemId: string, lang = 'en', body?: { payeeVerificationId?: string; payDespiteMismatch?: boolean }) {
  let sent = body;
  if (!sent) {
    const detail = await call<ReimbursementDetail>(server, 'GET', `/reimbursements/${reimbursementId}`, { as: ADMIN });
    if (detail.body.payoutRoute === 'BANK') {
      const checked = await verifyPayees(server, reimbursementId, [itemId]);
      if (checked.status === 200 && checked.body[0]) sent = { payeeVerificationId: checked.body[0].id, payDespiteMismatch: true };
    }
  }
  return call<PayoutResult & { detail?: string; code?: string }>(server, 'POST', `/reimbursements/${reimbursementId}/items/${itemId}/trigger`, {
    as: ADMIN,
    headers: { 'accept-language': lang },
    body: sent ?? {},
  });
}

export async function fault(server: TestServer, sandbox: 'qonto' | 'lemonway', f: Partial<SandboxFault> & { mode: SandboxFault['mode'] }) {
  const res = await fetch(`${server.baseUrl}/sandbox/${sandbox}/_faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ times: 1, ...f }),
  });
  if (res.status !== 204) throw new Error(`fault answered ${res.status}`);
}

export async function clearFaults(server: TestServer) {
  await fetch(`${server.baseUrl}/sandbox/qonto/_faults`, { method: 'DELETE' });
  await fetch(`${server.baseUrl}/sandbox/lemonway/_faults`, { method: 'DELETE' });
}

/** Runs the payout recovery job as if it were `ms` later. */
export async function recoverLater(server: TestServer, ms = 10 * 60_000) {
  await payoutRecoveryJob.run({
    database: server.database,
    config: server.config,
    now: new Date(Date.now() + ms),
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
  });
}

/** The bank sandbox's transfers for an item (its idempotency keys start with the item's payout key prefix). */
export async function bankTransfers(server: TestServer, itemId: string) {
  return server.database.query<{ id: string; status: string; requests: number; amount_cents: number; idempotency_key: string }>(
    `select id, status, requests, amount_cents, idempotency_key from sandbox_qonto_transfers where idempotency_key like $1`,
    [`payout-${itemId}-%`],
  );
}

/** The payment institution sandbox's movements for an item (their reference is the operation's key). */
export async function walletTransactions(server: TestServer, itemId: string) {
  const rows = await server.database.query<{ id: number; method: number; status: number; amount_cents: number; reference: string }>(
    `select id, method, status, amount_cents, reference from sandbox_lemonway_transactions
      where reference in (select 'fw-' || o.id from payout_operations o where o.item_id = $1) order by id`,
    [itemId],
  );
  const type = (m: number) => (m === 4 ? 'P2P' : m === 3 ? 'MONEY_OUT' : 'MONEY_IN');
  return rows.map((r) => ({ id: r.id, type: type(r.method), status: r.status, amount_minor: Number(r.amount_cents), reference: r.reference }));
}

/** The company's bank, played by the sandbox: a SEPA transfer arrives on the Payment+ account. */
export async function wire(server: TestServer, accountId: string, amount: number, comment?: string) {
  const res = await fetch(`${server.baseUrl}/sandbox/lemonway/_wires`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accountId, amount, comment }),
  });
  if (res.status !== 201) throw new Error(`wire answered ${res.status}`);
  return ((await res.json()) as { transaction: { id: number } }).transaction;
}

export async function itemTransactions(server: TestServer, itemId: string) {
  return server.database.query<{ id: string; status: string; method: string; amount_minor: number }>(
    `select t.id, t.status, t.method, t.amount_minor from payment_transactions t
      where t.external_id in (select provider_reference from payout_operations where item_id = $1 and provider_reference is not null)
         or t.external_id in (select s.transaction_id from sandbox_qonto_transfers s where s.idempotency_key like $2)
         or t.external_id in (select (case method when 4 then 'p2p-' else 'moneyout-' end) || id from sandbox_lemonway_transactions
                               where reference in (select 'fw-' || o.id from payout_operations o where o.item_id = $1))`,
    [itemId, `payout-${itemId}-%`],
  );
}
