import { afterEach, describe, expect, it } from 'vitest';
import type { KycDocumentSent, Problem, Wallets } from '@fleetwatt/shared';
import { useTestServer } from '../../../test/harness.ts';
import { DEMO_IDS } from '../../demo/seed-demo.ts';
import { call } from '../invites/test-api.ts';

const server = useTestServer({ env: { PROVIDER_TIMEOUT_MS: '2500' } });
afterEach(async () => {
  await fetch(`${server.baseUrl}/sandbox/lemonway/_faults`, { method: 'DELETE' });
});

const MANAGER = 'manager@demo.test';
const lemonway = (path: string, method: string, body?: unknown) =>
  fetch(`${server.baseUrl}/sandbox/lemonway${path}`, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
const wallets = (as = MANAGER, headers: Record<string, string> = {}) => call<Wallets>(server, 'GET', '/payment-plus/wallets', { as, headers });
/** A small PNG (the signature is what the product checks). */
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2048, 7)]);

async function send(accountId: string, fields: Record<string, string>, file: { bytes: Buffer; name: string } | null = { bytes: png, name: 'id-card.png' }, lang = 'en') {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  const res = await call<KycDocumentSent & Problem>(server, 'POST', `/payment-plus/wallets/${encodeURIComponent(accountId)}/documents`, {
    as: MANAGER,
    body: form,
    headers: { 'accept-language': lang },
  });
  return { status: res.status, body: res.body };
}
const documentsAt = (accountId: string) =>
  server.database.query<{ type: number; file_name: string }>('select type, file_name from sandbox_lemonway_documents where account_id = $1 order by id', [accountId]);

describe('Payment+ accounts and their KYC', () => {
  it("lists the company's account and its drivers' accounts with the status Lemonway reports now", async () => {
    const res = await wallets();
    expect(res.status).toBe(200);
    expect(res.body.companyId).toBe(DEMO_IDS.companies.parent);
    const [company, ...drivers] = res.body.wallets;
    expect(company).toMatchObject({ owner: 'COMPANY', userId: null, accountId: 'pp-wallet-parent-0001', status: 'KYC_2', kycStatus: 'VALIDATED' });
    expect(drivers.length).toBeGreaterThan(0);
    expect(drivers.every((d) => d.owner === 'DRIVER' && d.userId)).toBe(true);

    // Lemonway lowers a driver's account to KYC 1 (documents to check): the list says so.
    const driver = drivers[0]!;
    expect((await lemonway(`/_accounts/${driver.accountId}`, 'PUT', { status: 5 })).ok).toBe(true);
    const after = (await wallets()).body.wallets.find((w) => w.accountId === driver.accountId);
    expect(after).toMatchObject({ status: 'KYC_1', kycStatus: 'PENDING' });
  });

  it('a Lemonway that cannot be asked shows no status for that account, and the list still answers', async () => {
    await lemonway('/_faults', 'POST', { mode: 'fail', operation: 'account', times: 1 });
    const res = await wallets();
    expect(res.status).toBe(200);
    expect(res.body.wallets.filter((w) => w.status === null)).toHaveLength(1);
  });

  it("sends a KYC document to Lemonway for the company's or a driver's account, with Lemonway's document type", async () => {
    const [company, driver] = (await wallets()).body.wallets;
    const sent = await send(driver!.accountId, { type: 'ID_CARD' });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ accountId: driver!.accountId, type: 'ID_CARD', fileName: 'id-card.png' });
    expect(sent.body.documentId).toBeGreaterThan(0);
    expect(await documentsAt(driver!.accountId)).toEqual([{ type: 0, file_name: 'id-card.png' }]);
    expect((await send(company!.accountId, { type: 'COMPANY_REGISTRATION' }, { bytes: png, name: 'kbis.png' })).status).toBe(201);
    expect((await documentsAt(company!.accountId)).map((d) => d.type)).toEqual([7]);
  });

  it('bad input gets a message in the caller’s language and sends nothing', async () => {
    const [, driver] = (await wallets()).body.wallets;
    const before = (await documentsAt(driver!.accountId)).length;
    const noType = await send(driver!.accountId, {}, undefined, 'de');
    expect(noType.status).toBe(400);
    expect(noType.body.detail).toBe('Bitte wählen Sie, welche Art von Dokument das ist.');
    const notAFile = await send(driver!.accountId, { type: 'ID_CARD' }, { bytes: Buffer.from('hello'), name: 'id.png' });
    expect(notAFile.status).toBe(400);
    const noFile = await send(driver!.accountId, { type: 'ID_CARD' }, null);
    expect(noFile.body.detail).toBe('Please choose a file to upload.');
    // An account of another company is not there for this fleet manager.
    expect((await send('pp-wallet-user-00000000-0000-4000-8000-000000000000', { type: 'ID_CARD' })).status).toBe(404);
    expect((await documentsAt(driver!.accountId)).length).toBe(before);
  });

  it('Lemonway down or refusing: 502 with the reason, nothing kept', async () => {
    const [, driver] = (await wallets()).body.wallets;
    await lemonway('/_faults', 'POST', { mode: 'fail', operation: 'document', times: 5 });
    const down = await send(driver!.accountId, { type: 'PROOF_OF_ADDRESS' });
    expect(down.status).toBe(502);
    expect(down.body.detail).toBe('Payment+ did not answer. Please try again.');
  });

  it('for staff only; an administrator selects the company first; a company without Payment+ has no accounts to send to', async () => {
    expect((await wallets('driver@demo.test')).status).toBe(403);
    const admin = await wallets('admin@demo.test');
    expect(admin.status).toBe(400);
    expect((await wallets('admin@demo.test', { 'x-child-company-id': DEMO_IDS.companies.parent })).body.wallets.length).toBeGreaterThan(1);
    const munich = await wallets('admin@demo.test', { 'x-child-company-id': DEMO_IDS.companies.childMunich });
    expect(munich.status).toBe(200);
    expect(munich.body.wallets).toEqual([]);
  });
});
