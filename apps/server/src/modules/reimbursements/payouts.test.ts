import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ReimbursementDetail, ReimbursementItem } from '@fleetwatt/shared';
import { useTestServer } from '../../../test/harness.ts';
import {
  ADMIN,
  bankTransfers,
  call,
  clearFaults,
  fault,
  HOLDING,
  itemTransactions,
  MUNICH,
  recoverLater,
  releasedReimbursement,
  trigger,
  walletTransactions,
  wire,
} from './reimbursements.test-helpers.ts';

// A short provider timeout, so "the bank does not answer" takes seconds rather than ten (long enough for a busy test machine).
const server = useTestServer({ env: { PROVIDER_TIMEOUT_MS: '2500' } });
let bankPaid: ReimbursementDetail;
let pool: ReimbursementItem[];

beforeAll(async () => {
  bankPaid = await releasedReimbursement(server, MUNICH);
  pool = bankPaid.items.filter((i) => i.iban && i.amountMinor > 0);
});
afterEach(async () => {
  await clearFaults(server);
});

/** An item of the released München reimbursement nobody has paid yet. */
function nextItem(): ReimbursementItem {
  const item = pool.shift();
  if (!item) throw new Error('the demo has too few München receipts for these tests');
  return item;
}

const itemOf = async (reimbursementId: string, itemId: string) =>
  (await call<ReimbursementDetail>(server, 'GET', `/reimbursements/${reimbursementId}`, { as: ADMIN })).body.items.find((i) => i.id === itemId)!;

/** Runs `work` while our write of a provider's "done" fails, as if the server stopped right after the provider answered. */
async function crashingAfterTheAnswer<T>(work: () => Promise<T>): Promise<T> {
  await server.database.exec(`
    create or replace function refuse_payout_result() returns trigger language plpgsql as $$
    begin
      if new.status = 'SUCCEEDED' then raise exception 'server stopped'; end if;
      return new;
    end $$;
    create trigger refuse_payout_result before update on payout_operations for each row execute function refuse_payout_result();`);
  try {
    return await work();
  } finally {
    await server.database.exec('drop trigger refuse_payout_result on payout_operations; drop function refuse_payout_result();');
  }
}

describe('paying through the bank provider (company mode, bank connected)', () => {
  it('pays an item with one SEPA transfer: BANK_REIMBURSED, a payment transaction, the reimbursement ACCEPTED', async () => {
    expect(bankPaid.payoutRoute).toBe('BANK');
    const item = nextItem();
    const res = await trigger(server, bankPaid.id, item.id);
    expect(res.status).toBe(200);
    expect(res.body.outcome).toBe('PAID');
    expect(res.body.message).toBe(`The reimbursement of ${item.userName} was paid.`);
    const after = res.body.reimbursement.items.find((i) => i.id === item.id)!;
    expect(after.status).toBe('BANK_REIMBURSED');
    expect(after.paidAt).not.toBeNull();
    expect(after.payoutInProgress).toBe(false);
    expect(res.body.reimbursement.paymentStatus).toBe('ACCEPTED');
    expect(res.body.reimbursement.sentAt).not.toBeNull();

    const transfers = await bankTransfers(server, item.id);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({ status: 'settled', amount_cents: item.amountMinor, requests: 1 });
    const tx = res.body.reimbursement.paymentTransactions.find((t) => t.amountMinor === item.amountMinor && t.status === 'MONEY_OUT_SUCCESS');
    expect(tx).toBeDefined();
    expect(after.paymentTransactionId).toBe(tx!.id);

    // Triggering it again pays nothing more.
    const again = await trigger(server, bankPaid.id, item.id);
    expect(again.status).toBe(409);
    expect(await bankTransfers(server, item.id)).toHaveLength(1);
  });

  it('two triggers at the same moment pay once: one is told a payout is in progress', async () => {
    const item = nextItem();
    const [a, b] = await Promise.all([trigger(server, bankPaid.id, item.id), trigger(server, bankPaid.id, item.id)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const refused = a.status === 409 ? a : b;
    expect(refused.body.detail).toMatch(/already in progress|already been paid/);
    const transfers = await bankTransfers(server, item.id);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]!.requests).toBe(1);
    expect((await itemOf(bankPaid.id, item.id)).status).toBe('BANK_REIMBURSED');
  });

  it('a bank that takes the transfer twice still pays once, and we record one payment', async () => {
    const item = nextItem();
    await fault(server, 'qonto', { mode: 'twice', operation: 'transfer' });
    const res = await trigger(server, bankPaid.id, item.id);
    expect(res.body.outcome).toBe('PAID');
    const transfers = await bankTransfers(server, item.id);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]!.requests).toBe(2);
    expect(await itemTransactions(server, item.id)).toHaveLength(1);
  });

  it('a timeout leaves the payout in flight; the retry reuses the key and finds the transfer: one payment', async () => {
    const item = nextItem();
    await fault(server, 'qonto', { mode: 'timeout', operation: 'transfer', delayMs: 6000 });
    const res = await trigger(server, bankPaid.id, item.id);
    expect(res.status).toBe(202);
    expect(res.body.outcome).toBe('IN_PROGRESS');
    expect(res.body.message).toBe(`The payout to ${item.userName} was sent; the provider has not confirmed it yet. It completes on its own.`);
    const inFlight = res.body.reimbursement.items.find((i) => i.id === item.id)!;
    expect(inFlight.status).toBe('APPROVED');
    expect(inFlight.payoutInProgress).toBe(true);
    // Meanwhile nobody can start a second payout or cancel it.
    expect((await trigger(server, bankPaid.id, item.id)).status).toBe(409);
    const cancel = await call<{ detail: string }>(server, 'POST', `/reimbursements/${bankPaid.id}/items/${item.id}/cancel`, { as: ADMIN });
    expect(cancel.status).toBe(409);
    expect(cancel.body.detail).toBe('A payout of this item is in progress; it can be cancelled once it has failed.');

    await recoverLater(server);
    expect((await itemOf(bankPaid.id, item.id)).status).toBe('BANK_REIMBURSED');
    // The job sent the same call with the same idempotency key: the bank answered the first transfer.
    const transfers = await bankTransfers(server, item.id);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]!.requests).toBe(2);
    // Running the job again changes nothing.
    await recoverLater(server);
    expect(await bankTransfers(server, item.id)).toHaveLength(1);
    expect(await itemTransactions(server, item.id)).toHaveLength(1);
  });

  it('a bank that was down when asked gets the same transfer later, once', async () => {
    const item = nextItem();
    await fault(server, 'qonto', { mode: 'fail', operation: 'transfer' });
    const res = await trigger(server, bankPaid.id, item.id);
    expect(res.status).toBe(202);
    expect(await bankTransfers(server, item.id)).toHaveLength(0);
    await recoverLater(server);
    expect((await itemOf(bankPaid.id, item.id)).status).toBe('BANK_REIMBURSED');
    const [op] = await server.database.query<{ attempts: number; idempotency_key: string }>('select attempts, idempotency_key from payout_operations where item_id = $1', [item.id]);
    expect(op!.attempts).toBe(2);
    const transfers = await bankTransfers(server, item.id);
    expect(transfers.map((t) => t.idempotency_key)).toEqual([op!.idempotency_key]);
  });

  it('a crash between the bank’s answer and our write is finished by the recovery job without a second transfer', async () => {
    const item = nextItem();
    // Our write of the answer fails, as if the server stopped right after the bank said yes.
    expect((await crashingAfterTheAnswer(() => trigger(server, bankPaid.id, item.id))).status).toBe(500);
    expect(await bankTransfers(server, item.id)).toHaveLength(1);
    const stuck = await itemOf(bankPaid.id, item.id);
    expect(stuck.status).toBe('APPROVED');
    expect(stuck.payoutInProgress).toBe(true);

    await recoverLater(server);
    const done = await itemOf(bankPaid.id, item.id);
    expect(done.status).toBe('BANK_REIMBURSED');
    const transfers = await bankTransfers(server, item.id);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]!.requests).toBe(2);
    expect(await itemTransactions(server, item.id)).toHaveLength(1);
  });

  it('a declined transfer fails the item with the reason; paying it again uses a new key and pays once', async () => {
    const item = nextItem();
    await fault(server, 'qonto', { mode: 'decline', operation: 'transfer' });
    const res = await trigger(server, bankPaid.id, item.id, 'de');
    expect(res.status).toBe(200);
    expect(res.body.outcome).toBe('FAILED');
    expect(res.body.message).toBe(`Die Auszahlung an ${item.userName} ist fehlgeschlagen: beneficiary_iban_invalid`);
    const failed = res.body.reimbursement.items.find((i) => i.id === item.id)!;
    expect(failed.status).toBe('BANK_REIMBURSEMENT_FAIL');
    expect(res.body.reimbursement.requiresAction).toBe(true);
    expect(res.body.reimbursement.paymentTransactions.some((t) => t.status === 'MONEY_OUT_ERROR' && t.amountMinor === item.amountMinor)).toBe(true);

    const retry = await trigger(server, bankPaid.id, item.id);
    expect(retry.body.outcome).toBe('PAID');
    const transfers = await bankTransfers(server, item.id);
    expect(transfers.map((t) => t.status).sort()).toEqual(['declined', 'settled']);
    expect(new Set(transfers.map((t) => t.idempotency_key)).size).toBe(2);
  });

  it('a rate limit with Retry-After and an expired token on the transfer are waited out and renewed: one transfer, paid', async () => {
    const item = nextItem();
    await fault(server, 'qonto', { mode: 'ratelimit', operation: 'transfer', delayMs: 1000 });
    await fault(server, 'qonto', { mode: 'expire', operation: 'transfer' });
    const res = await trigger(server, bankPaid.id, item.id);
    expect(res.body.outcome).toBe('PAID');
    expect((await bankTransfers(server, item.id)).map((t) => [t.status, t.requests])).toEqual([['settled', 1]]);
    expect((await itemTransactions(server, item.id)).map((t) => t.status)).toEqual(['MONEY_OUT_SUCCESS']);
  });

  it('a transfer the bank has not settled yet completes when the job looks it up', async () => {
    const item = nextItem();
    await fault(server, 'qonto', { mode: 'pending', operation: 'transfer' });
    const res = await trigger(server, bankPaid.id, item.id);
    expect(res.status).toBe(202);
    expect(res.body.reimbursement.paymentTransactions.some((t) => t.status === 'MONEY_OUT_PENDING' && t.amountMinor === item.amountMinor)).toBe(true);
    await recoverLater(server);
    expect((await itemOf(bankPaid.id, item.id)).status).toBe('APPROVED');
    // The bank sends it on: the job's next look finds it settled.
    const [transfer] = await bankTransfers(server, item.id);
    expect((await fetch(`${server.baseUrl}/sandbox/qonto/_transfers/${transfer!.id}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"status":"settled"}' })).status).toBe(200);
    await recoverLater(server, 20 * 60_000);
    expect((await itemOf(bankPaid.id, item.id)).status).toBe('BANK_REIMBURSED');
    const txs = await itemTransactions(server, item.id);
    expect(txs.map((t) => t.status)).toEqual(['MONEY_OUT_SUCCESS']);
  });
});

describe('paying through Payment+ (Payment+ mode): one top-up per run, P2P and money-out at Lemonway', () => {
  let wallet: ReimbursementDetail;
  let companyWallet: string;
  beforeAll(async () => {
    const [r] = await server.database.query<{ id: string }>(
      `select id from reimbursements where company_id = $1 and status = 'PENDING' order by number desc limit 1`,
      [HOLDING],
    );
    wallet = (await call<ReimbursementDetail>(server, 'POST', `/reimbursements/${r!.id}/approve`, { as: ADMIN, body: {} })).body;
    const [company] = await server.database.query<{ payment_account_id: string }>('select payment_account_id from companies where id = $1', [HOLDING]);
    companyWallet = company!.payment_account_id;
  });
  const payable = () => wallet.items.filter((i) => i.status === 'APPROVED' && i.isPaymentPlus && i.kycStatus === 'VALIDATED' && i.iban && i.amountMinor > 0);
  const detail = async () => (await call<ReimbursementDetail>(server, 'GET', `/reimbursements/${wallet.id}`, { as: ADMIN })).body;

  it('refuses a driver whose wallet has not passed KYC, and calls nobody', async () => {
    const unverified = wallet.items.find((i) => i.status === 'APPROVED' && (!i.isPaymentPlus || i.kycStatus !== 'VALIDATED'));
    expect(unverified).toBeDefined();
    const res = await trigger(server, wallet.id, unverified!.id);
    expect(res.status).toBe(409);
    expect(res.body.detail).toMatch(unverified!.isPaymentPlus ? /is not verified yet \(KYC: / : /has no Payment\+ wallet/);
    expect(await walletTransactions(server, unverified!.id)).toHaveLength(0);
  });

  it('an empty company account asks for one top-up for the whole run; once the transfer arrives every waiting item is paid by P2P and money-out, once', async () => {
    expect(wallet.payoutRoute).toBe('PAYMENT_PLUS');
    const [first, second] = payable();
    const a = await trigger(server, wallet.id, first!.id);
    expect(a.status).toBe(202);
    expect(a.body.message).toMatch(/^The Payment\+ account lacks \d+\.\d{2} EUR\. The payout continues once the company transfer to FR\w+ \(reference FW-R\d+-\w+\) has arrived\.$/);
    const b = await trigger(server, wallet.id, second!.id);
    expect(b.status).toBe(202);
    const topUps = await server.database.query<{ amount_minor: number; reference: string; status: string }>(
      'select amount_minor, reference, status from wallet_top_ups where reimbursement_id = $1',
      [wallet.id],
    );
    // One top-up per run, for everything the run still owes (not per item).
    expect(topUps).toHaveLength(1);
    // Every item the run can pay through Payment+, with or without a money-out after the P2P.
    const owed = wallet.items.filter((i) => i.status === 'APPROVED' && i.isPaymentPlus && i.kycStatus === 'VALIDATED' && i.amountMinor > 0).reduce((sum, i) => sum + i.amountMinor, 0);
    expect(Number(topUps[0]!.amount_minor)).toBe(owed);
    expect((await detail()).walletTopUp).toMatchObject({ status: 'WAITING', amountMinor: owed, reference: topUps[0]!.reference });
    expect(await walletTransactions(server, first!.id)).toHaveLength(0);

    // The company's bank transfer arrives with the reference; Lemonway notifies us.
    await wire(server, companyWallet, owed, `Top-up ${topUps[0]!.reference}`);
    const after = await detail();
    expect(after.walletTopUp).toMatchObject({ status: 'RECEIVED' });
    for (const item of [first!, second!]) {
      expect(after.items.find((i) => i.id === item.id)!.status).toBe('BANK_REIMBURSED');
      const steps = await walletTransactions(server, item.id);
      expect(steps.map((t) => [t.type, t.status])).toEqual([
        ['P2P', 3],
        ['MONEY_OUT', 3],
      ]);
      expect(steps.every((t) => t.amount_minor === item.amountMinor)).toBe(true);
    }
    const moneyIns = after.paymentTransactions.filter((t) => t.status === 'MONEY_IN_SUCCESS' && t.amountMinor === owed);
    expect(moneyIns).toHaveLength(1);
  });

  it('the same notification twice, or an old one late, changes nothing more', async () => {
    const before = await detail();
    const sent = (await (await fetch(`${server.baseUrl}/sandbox/lemonway/_notifications`)).json()) as { id: number; category: number }[];
    const last = sent.filter((n) => n.category === 10).at(-1)!;
    for (const n of [last, sent[0]!]) {
      const res = await fetch(`${server.baseUrl}/sandbox/lemonway/_notifications/${n.id}/send`, { method: 'POST' });
      expect(((await res.json()) as { deliveredStatus: number }).deliveredStatus).toBe(200);
    }
    const after = await detail();
    expect(after.paymentTransactions.map((t) => t.id).sort()).toEqual(before.paymentTransactions.map((t) => t.id).sort());
    expect(after.items.map((i) => i.status)).toEqual(before.items.map((i) => i.status));
  });

  it('refuses a notification that does not come to the secret address, and writes nothing', async () => {
    const res = await fetch(`${server.baseUrl}/backend/public/payment-plus/notifications/not-the-secret-token-at-all`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ExtId: companyWallet, NotifCategory: '10', IdTransaction: '1', Amount: '999999.00', Status: '0' }).toString(),
    });
    expect(res.status).toBe(404);
  });

  it('a failed money-out leaves the driver paid into the wallet; paying again repeats only the money-out', async () => {
    const item = payable()[2]!;
    await wire(server, companyWallet, item.amountMinor, 'Top-up for one more payout');
    await fault(server, 'lemonway', { mode: 'decline', operation: 'moneyOut' });
    const res = await trigger(server, wallet.id, item.id);
    expect(res.body.outcome).toBe('FAILED');
    expect(res.body.reimbursement.items.find((i) => i.id === item.id)!.status).toBe('BANK_REIMBURSEMENT_FAIL');
    const cancel = await call<{ detail: string }>(server, 'POST', `/reimbursements/${wallet.id}/items/${item.id}/cancel`, { as: ADMIN });
    expect(cancel.status).toBe(409);
    expect(cancel.body.detail).toBe('The driver has already been paid into the Payment+ wallet; the item cannot be cancelled.');

    const retry = await trigger(server, wallet.id, item.id);
    expect(retry.body.outcome).toBe('PAID');
    const steps = await walletTransactions(server, item.id);
    expect(steps.map((s) => `${s.type}:${s.status}`)).toEqual(['P2P:3', 'MONEY_OUT:4', 'MONEY_OUT:3']);
  });

  it('an institution that times out on the P2P is asked by the reference before anything is sent again: one P2P', async () => {
    const item = payable()[3]!;
    await wire(server, companyWallet, item.amountMinor, 'Top-up for one more payout');
    await fault(server, 'lemonway', { mode: 'timeout', operation: 'p2p', delayMs: 6000 });
    const res = await trigger(server, wallet.id, item.id);
    expect(res.status).toBe(202);
    await recoverLater(server);
    expect((await itemOf(wallet.id, item.id)).status).toBe('BANK_REIMBURSED');
    const steps = await walletTransactions(server, item.id);
    expect(steps.map((s) => s.type)).toEqual(['P2P', 'MONEY_OUT']);
  });

  it('a rate limit with Retry-After and an expired token are waited out and renewed: the payout goes through once', async () => {
    const item = payable()[4]!;
    await wire(server, companyWallet, item.amountMinor, 'Top-up for one more payout');
    await fault(server, 'lemonway', { mode: 'ratelimit', operation: 'p2p', delayMs: 1000 });
    await fault(server, 'lemonway', { mode: 'expire', operation: 'moneyOut' });
    const res = await trigger(server, wallet.id, item.id);
    expect(res.body.outcome).toBe('PAID');
    expect((await walletTransactions(server, item.id)).map((s) => s.type)).toEqual(['P2P', 'MONEY_OUT']);
  });

  it('an institution that fails (503) on the P2P is asked by the reference later and pays once', async () => {
    const item = payable()[5]!;
    await wire(server, companyWallet, item.amountMinor, 'Top-up for one more payout');
    await fault(server, 'lemonway', { mode: 'fail', operation: 'p2p' });
    const res = await trigger(server, wallet.id, item.id);
    expect(res.status).toBe(202);
    expect(await walletTransactions(server, item.id)).toHaveLength(0);
    await recoverLater(server);
    expect((await itemOf(wallet.id, item.id)).status).toBe('BANK_REIMBURSED');
    expect((await walletTransactions(server, item.id)).map((s) => `${s.type}:${s.status}`)).toEqual(['P2P:3', 'MONEY_OUT:3']);
  });

  it('a crash between the institution’s answer and our write is finished by the recovery job: one P2P, one money-out', async () => {
    const item = payable()[6]!;
    await wire(server, companyWallet, item.amountMinor, 'Top-up for one more payout');
    expect((await crashingAfterTheAnswer(() => trigger(server, wallet.id, item.id))).status).toBe(500);
    expect((await walletTransactions(server, item.id)).map((s) => s.type)).toEqual(['P2P']);
    const stuck = await itemOf(wallet.id, item.id);
    expect([stuck.status, stuck.payoutInProgress]).toEqual(['APPROVED', true]);
    await recoverLater(server);
    expect((await itemOf(wallet.id, item.id)).status).toBe('BANK_REIMBURSED');
    expect((await walletTransactions(server, item.id)).map((s) => `${s.type}:${s.status}`)).toEqual(['P2P:3', 'MONEY_OUT:3']);
  });
});
