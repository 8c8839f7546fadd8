import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ReimbursementDetail, ReimbursementItem } from '@fleetwatt/shared';
import { useTestServer } from '../../../test/harness.ts';
import { loadInstallationSecrets } from '../../lib/secrets/installation-secrets.ts';
import { bankRegistry } from '../../providers/bank/index.ts';
import { bankWebhookSecret, bankWebhookUrl } from '../../providers/bank/webhook-secret.ts';
import { qontoSignature } from '../../providers/qonto/webhook.ts';
import { bankAccess } from '../bank-connections/bank-access.ts';
import { ADMIN, bankTransfers, call, clearFaults, fault, itemTransactions, MUNICH, releasedReimbursement, trigger } from './reimbursements.test-helpers.ts';

const server = useTestServer();
let run: ReimbursementDetail;
let pool: ReimbursementItem[];

const sandbox = (path: string, body?: unknown) =>
  fetch(`${server.baseUrl}/sandbox/qonto/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) });
const itemOf = async (itemId: string) => (await call<ReimbursementDetail>(server, 'GET', `/reimbursements/${run.id}`, { as: ADMIN })).body.items.find((i) => i.id === itemId)!;
const webhook = (body: string, signature: string) =>
  fetch(`${server.baseUrl}/backend/public/bank/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-qonto-signature': signature }, body });

type SentEvent = { id: string; body: string; delivered_status: number | null };
/** The bank's events about a transfer, once each was delivered (events go out just after the call that caused them is answered). */
async function eventsOf(transferId: string, count: number): Promise<SentEvent[]> {
  for (;;) {
    const all = (await (await fetch(`${server.baseUrl}/sandbox/qonto/_webhook_events`)).json()) as SentEvent[];
    const mine = all.filter((e) => (JSON.parse(e.body) as { data: { id: string } }).data.id === transferId);
    if (mine.length >= count && mine.every((e) => e.delivered_status !== null)) return mine;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
const eventName = (e: SentEvent) => (JSON.parse(e.body) as { data: { event: string } }).data.event;

/** A transfer the bank took but has not settled, for the next unpaid item, its "processing" event delivered. */
async function processingTransfer(): Promise<{ item: ReimbursementItem; transferId: string }> {
  const item = pool.shift()!;
  await fault(server, 'qonto', { mode: 'pending', operation: 'transfer' });
  expect((await trigger(server, run.id, item.id)).status).toBe(202);
  const [transfer] = await bankTransfers(server, item.id);
  expect(transfer!.status).toBe('processing');
  expect((await eventsOf(transfer!.id, 1)).map(eventName)).toEqual(['processing']);
  return { item, transferId: transfer!.id };
}

beforeAll(async () => {
  run = await releasedReimbursement(server, MUNICH);
  pool = run.items.filter((i) => i.iban && i.amountMinor > 0);
  // The company's bank connection subscribes to transfer events, as connecting does.
  const secrets = await loadInstallationSecrets(server.database, server.config.secrets);
  await bankAccess(server.database, bankRegistry(server.config), secrets).use(MUNICH, new Date(), (a) =>
    a.bank.subscribeTransferEvents(a.accessToken, bankWebhookUrl(server.config), bankWebhookSecret(secrets)),
  );
});
afterEach(async () => {
  await clearFaults(server);
});

describe("the bank's transfer events", () => {
  it('a settled transfer event pays the item at once, without waiting for the job; the same event again changes nothing', async () => {
    const { item, transferId } = await processingTransfer();
    expect((await itemOf(item.id)).status).toBe('APPROVED');
    const settled = await sandbox(`_transfers/${transferId}`, { status: 'settled' });
    expect(settled.status).toBe(200);
    const { events } = (await settled.json()) as { events: string[] };
    expect(events).toHaveLength(1);
    expect((await itemOf(item.id)).status).toBe('BANK_REIMBURSED');
    expect((await itemTransactions(server, item.id)).map((t) => t.status)).toEqual(['MONEY_OUT_SUCCESS']);

    // Delivered twice: the transfer is read back and found as recorded.
    expect(await (await sandbox(`_webhook_events/${events[0]}/send`)).json()).toEqual({ delivered_status: 200 });
    expect((await itemOf(item.id)).status).toBe('BANK_REIMBURSED');
    expect((await itemTransactions(server, item.id)).map((t) => t.status)).toEqual(['MONEY_OUT_SUCCESS']);
    expect((await bankTransfers(server, item.id)).map((t) => t.requests)).toEqual([1]);
  });

  it('a declined transfer event fails the item with the reason; an older "processing" event after it changes nothing', async () => {
    const { item, transferId } = await processingTransfer();
    const processing = await eventsOf(transferId, 1);

    expect((await sandbox(`_transfers/${transferId}`, { status: 'declined', declined_reason: 'beneficiary_account_closed' })).status).toBe(200);
    const failed = await itemOf(item.id);
    expect(failed.status).toBe('BANK_REIMBURSEMENT_FAIL');
    expect(failed.failureReason).toContain('beneficiary_account_closed');

    // The older event, late: the bank is asked again and still says declined.
    expect(await (await sandbox(`_webhook_events/${processing[0]!.id}/send`)).json()).toEqual({ delivered_status: 200 });
    expect((await itemOf(item.id)).status).toBe('BANK_REIMBURSEMENT_FAIL');
    expect((await itemTransactions(server, item.id)).map((t) => t.status)).toEqual(['MONEY_OUT_ERROR']);
  });

  it('refuses a body without the bank’s signature, with another secret, or too old; nothing is read or written', async () => {
    const { item, transferId } = await processingTransfer();
    const body = JSON.stringify({ id: 'evt', organization_id: 'org', type: 'v1/transfers', created_at: new Date().toISOString(), data: { event: 'settled', id: transferId } });
    expect((await webhook(body, '')).status).toBe(400);
    expect((await webhook(body, qontoSignature('whsec_someone-else-entirely', body))).status).toBe(400);
    const secrets = await loadInstallationSecrets(server.database, server.config.secrets);
    const secret = bankWebhookSecret(secrets);
    expect((await webhook(body, qontoSignature(secret, body, new Date(Date.now() - 10 * 60_000)))).status).toBe(400);
    expect((await webhook(`${body} `, qontoSignature(secret, body))).status).toBe(400);
    expect((await itemOf(item.id)).status).toBe('APPROVED');
    // The same body, signed: taken (the bank is asked, and the transfer is still processing there).
    expect((await webhook(body, qontoSignature(secret, body))).status).toBe(200);
    expect((await itemOf(item.id)).status).toBe('APPROVED');
  });

  it('a bank that cannot be read back when the event comes leaves the item in flight; the next delivery pays it, once', async () => {
    const { item, transferId } = await processingTransfer();
    await fault(server, 'qonto', { mode: 'fail', operation: 'transferLookup', times: 5 });
    const settled = (await (await sandbox(`_transfers/${transferId}`, { status: 'settled' })).json()) as { events: string[] };
    const delivered = (await eventsOf(transferId, 2)).find((e) => e.id === settled.events[0]);
    expect(delivered!.delivered_status).toBe(200);
    expect((await itemOf(item.id)).status).toBe('APPROVED');
    await clearFaults(server);
    expect(await (await sandbox(`_webhook_events/${settled.events[0]}/send`)).json()).toEqual({ delivered_status: 200 });
    expect((await itemOf(item.id)).status).toBe('BANK_REIMBURSED');
    expect((await itemTransactions(server, item.id)).map((t) => t.status)).toEqual(['MONEY_OUT_SUCCESS']);
    expect((await bankTransfers(server, item.id)).map((t) => t.requests)).toEqual([1]);
  });
});
