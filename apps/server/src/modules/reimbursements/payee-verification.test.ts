import { beforeAll, describe, expect, it } from 'vitest';
import type { PayoutResult, ReimbursementDetail, ReimbursementItem } from '@fleetwatt/shared';
import { useTestServer } from '../../../test/harness.ts';
import { ADMIN, bankTransfers, call, fault, MUNICH, recoverLater, releasedReimbursement, trigger, verifyPayees } from './reimbursements.test-helpers.ts';

const server = useTestServer({ env: { PROVIDER_TIMEOUT_MS: '2500' } });
let reimbursement: ReimbursementDetail;
let pool: ReimbursementItem[];

beforeAll(async () => {
  reimbursement = await releasedReimbursement(server, MUNICH);
  pool = reimbursement.items.filter((i) => i.iban && i.amountMinor > 0);
});

const nextItem = () => pool.shift()!;
/** What the payee's bank keeps for an IBAN, as the bank sandbox answers Verification of Payee. */
const payeeBank = (iban: string, body: { name?: string; reachable?: boolean }) =>
  fetch(`${server.baseUrl}/sandbox/qonto/_payees/${iban}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('Verification of Payee before every bank transfer', () => {
  it('no transfer without a payee check', async () => {
    const item = nextItem();
    const res = await trigger(server, reimbursement.id, item.id, 'en', {});
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(`Please check the payee first: the bank verifies the name of ${item.userName} before any transfer.`);
    expect(await bankTransfers(server, item.id)).toHaveLength(0);
    pool.push(item);
  });

  it('checks the payees of a run in one bulk call and shows the four answers', async () => {
    const [match, close, none, unreachable] = pool.splice(0, 4) as [ReimbursementItem, ReimbursementItem, ReimbursementItem, ReimbursementItem];
    await payeeBank(close.iban!, { name: `${close.userName}x` });
    await payeeBank(none.iban!, { name: 'Someone Else Entirely GmbH' });
    await payeeBank(unreachable.iban!, { reachable: false });
    const res = await verifyPayees(server, reimbursement.id, [match.id, close.id, none.id, unreachable.id]);
    expect(res.status).toBe(200);
    const by = (id: string) => res.body.find((v) => v.itemId === id)!;
    expect(by(match.id)).toMatchObject({ result: 'MATCH', needsDecision: false, amountMinor: match.amountMinor });
    expect(by(close.id)).toMatchObject({ result: 'CLOSE_MATCH', matchedName: `${close.userName}x`, needsDecision: true });
    expect(by(none.id)).toMatchObject({ result: 'NO_MATCH', needsDecision: true });
    expect(by(unreachable.id)).toMatchObject({ result: 'NOT_POSSIBLE', needsDecision: true });
    // One proof for the whole run.
    const proofs = await server.database.query<{ proof_token: string }>('select distinct proof_token from payee_verifications where id = any($1)', [res.body.map((v) => v.id)]);
    expect(proofs).toHaveLength(1);
    pool.push(match, unreachable);

    // A close match needs the administrator's decision; paying without one moves nothing.
    const undecided = await trigger(server, reimbursement.id, close.id, 'de', { payeeVerificationId: by(close.id).id });
    expect(undecided.status).toBe(409);
    expect(undecided.body.detail).toBe(`Die Bank meldet, dass der Name nicht zum Konto von ${close.userName} passt. Entscheiden Sie, ob trotzdem gezahlt wird.`);
    expect(await bankTransfers(server, close.id)).toHaveLength(0);

    // The administrator pays the close match: the transfer carries the proof, the decision is in the audit trail.
    const paid = await trigger(server, reimbursement.id, close.id, 'en', { payeeVerificationId: by(close.id).id, payDespiteMismatch: true });
    expect(paid.body.outcome).toBe('PAID');
    const [transfer] = await server.database.query<{ vop_proof_token: string; amount_cents: number }>(
      'select vop_proof_token, amount_cents from sandbox_qonto_transfers where idempotency_key like $1',
      [`payout-${close.id}-%`],
    );
    expect(transfer).toMatchObject({ vop_proof_token: proofs[0]!.proof_token, amount_cents: close.amountMinor });
    const decided = await server.database.query<{ after: { decision: string; decided_by: string } }>(
      `select after from audit_events where entity = 'payee_verifications' and entity_id = $1 and action = 'update'`,
      [by(close.id).id],
    );
    expect(decided.some((e) => e.after.decision === 'PAY' && e.after.decided_by)).toBe(true);
    // The same check cannot pay again.
    expect((await trigger(server, reimbursement.id, close.id, 'en', { payeeVerificationId: by(close.id).id, payDespiteMismatch: true })).status).toBe(409);

    // The administrator declines the mismatch: nothing is paid, the decision is kept.
    const rejected = await call<ReimbursementDetail>(server, 'POST', `/reimbursements/${reimbursement.id}/payee-verifications/${by(none.id).id}/reject`, { as: ADMIN });
    expect(rejected.status).toBe(200);
    expect(rejected.body.items.find((i) => i.id === none.id)!.payeeCheck).toEqual({ result: 'NO_MATCH', matchedName: null, decision: 'REJECT' });
    const after = await trigger(server, reimbursement.id, none.id, 'en', { payeeVerificationId: by(none.id).id, payDespiteMismatch: true });
    expect(after.status).toBe(409);
    expect(await bankTransfers(server, none.id)).toHaveLength(0);
  });

  it('strong customer authentication is a pending state: the transfer goes once the account holder allows it', async () => {
    const item = nextItem();
    await fault(server, 'qonto', { mode: 'sca', operation: 'transfer' });
    const res = await trigger(server, reimbursement.id, item.id);
    expect(res.status).toBe(202);
    expect(res.body.message).toBe(`The bank waits for the account holder to approve the transfer to ${item.userName} (strong customer authentication). It completes once approved.`);
    expect(res.body.reimbursement.items.find((i) => i.id === item.id)).toMatchObject({ awaitingAuthentication: true, status: 'APPROVED' });
    expect(await bankTransfers(server, item.id)).toHaveLength(0);

    // Still waiting: asking again changes nothing.
    const waiting = await trigger(server, reimbursement.id, item.id);
    expect(waiting.status).toBe(202);
    const [op] = await server.database.query<{ sca_session_token: string }>('select sca_session_token from payout_operations where item_id = $1', [item.id]);
    const approve = await fetch(`${server.baseUrl}/sandbox/qonto/_sca_sessions/${op!.sca_session_token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ result: 'allow' }),
    });
    expect(approve.status).toBe(204);
    await recoverLater(server);
    const detail = (await call<ReimbursementDetail>(server, 'GET', `/reimbursements/${reimbursement.id}`, { as: ADMIN })).body;
    expect(detail.items.find((i) => i.id === item.id)).toMatchObject({ status: 'BANK_REIMBURSED', awaitingAuthentication: false });
    expect(await bankTransfers(server, item.id)).toHaveLength(1);
  });

  it('a transfer the bank took but has not settled shows as at the bank; "Check status" reads it at the bank and pays the item once settled, with one transfer', async () => {
    const item = nextItem();
    await fault(server, 'qonto', { mode: 'pending', operation: 'transfer' });
    const res = await trigger(server, reimbursement.id, item.id);
    expect(res.status).toBe(202);
    expect(res.body.reimbursement.items.find((i) => i.id === item.id)).toMatchObject({ status: 'APPROVED', payoutInProgress: true, awaitingSettlement: true });
    const [transfer] = await bankTransfers(server, item.id);
    expect(transfer!.status).toBe('processing');

    const checkStatus = () => call<PayoutResult>(server, 'POST', `/reimbursements/${reimbursement.id}/items/${item.id}/trigger`, { as: ADMIN, body: {} });
    // Still processing at the bank: looked at right away (not refused as "in progress"), nothing sent again.
    const still = await checkStatus();
    expect(still.status).toBe(202);
    expect(still.body.outcome).toBe('IN_PROGRESS');
    expect((await bankTransfers(server, item.id)).map((t) => t.requests)).toEqual([1]);

    const settle = await fetch(`${server.baseUrl}/sandbox/qonto/_transfers/${transfer!.id}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ status: 'settled' }) });
    expect(settle.status).toBe(200);
    const paid = await checkStatus();
    expect(paid.body.outcome).toBe('PAID');
    expect(paid.body.reimbursement.items.find((i) => i.id === item.id)).toMatchObject({ status: 'BANK_REIMBURSED', payoutInProgress: false, awaitingSettlement: false });
    expect((await bankTransfers(server, item.id)).map((t) => [t.status, t.requests])).toEqual([['settled', 1]]);
    // Asking again once paid moves nothing.
    expect((await checkStatus()).status).toBe(409);
    expect((await bankTransfers(server, item.id)).map((t) => t.requests)).toEqual([1]);
  });

  it('a denied authentication fails the item and moves no money', async () => {
    const item = nextItem();
    await fault(server, 'qonto', { mode: 'sca', operation: 'transfer' });
    await trigger(server, reimbursement.id, item.id);
    const [op] = await server.database.query<{ sca_session_token: string }>('select sca_session_token from payout_operations where item_id = $1', [item.id]);
    await fetch(`${server.baseUrl}/sandbox/qonto/_sca_sessions/${op!.sca_session_token}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ result: 'deny' }) });
    const res = await trigger(server, reimbursement.id, item.id);
    expect(res.body.outcome).toBe('FAILED');
    expect(res.body.message).toBe(`The payout to ${item.userName} failed: strong customer authentication was denied in the bank app`);
    expect(await bankTransfers(server, item.id)).toHaveLength(0);
  });

  it("an expired access token is renewed once and the payee check goes through; tokens are stored sealed", async () => {
    await fault(server, 'qonto', { mode: 'expire', operation: 'verifyPayee' });
    const item = nextItem();
    const res = await verifyPayees(server, reimbursement.id, [item.id]);
    expect(res.status).toBe(200);
    const [row] = await server.database.query<{ access_token: string; refresh_token: string }>(
      `select access_token, refresh_token from provider_connections where company_id = $1 and provider = 'QONTO' and user_id is null`,
      [MUNICH],
    );
    expect(row!.access_token).toMatch(/^sealed:v1:/);
    expect(row!.refresh_token).toMatch(/^sealed:v1:/);
  });

  it('a bank that rate-limits the check answers 502 with the reason after its wait, and nothing is stored', async () => {
    await fault(server, 'qonto', { mode: 'ratelimit', operation: 'verifyPayee', delayMs: 60_000 });
    const item = nextItem();
    const res = await verifyPayees(server, reimbursement.id, [item.id]);
    expect(res.status).toBe(502);
    expect(res.body.detail).toBe('The bank could not check the payee: Rate limit reached; retry later.');
    expect(await server.database.query('select 1 from payee_verifications where item_id = $1', [item.id])).toHaveLength(0);
  });
});
