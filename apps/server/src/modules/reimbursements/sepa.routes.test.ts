import { beforeAll, describe, expect, it } from 'vitest';
import type { ReimbursementDetail, SepaFile } from '@fleetwatt/shared';
import { useTestServer } from '../../../test/harness.ts';
import { send } from '../../../test/api.ts';
import { DEMO_IDS } from '../../demo/seed-demo.ts';
import { centsToDecimal } from '../../lib/sepa/pain001.ts';
import { xsdErrors } from '../../lib/xml/xsd.ts';
import { ADMIN, call, HOLDING, MUNICH, releasedReimbursement, trigger } from './reimbursements.test-helpers.ts';

const DEBTOR = 'DE89 3704 0044 0532 0130 00';
const OTHER_DEBTOR = 'DE02 1203 0000 0000 2020 51';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const EXECUTION = inDays(7);

const server = useTestServer();
let released: ReimbursementDetail;
beforeAll(async () => {
  // München pays with a file here: no bank connection.
  await server.database.query(`delete from provider_connections where company_id = $1 and provider = 'QONTO'`, [MUNICH]);
  released = await releasedReimbursement(server, MUNICH);
});

async function download(id: string, query = `debtorIban=${encodeURIComponent(DEBTOR)}&executionDate=${EXECUTION}`, lang = 'en') {
  const res = await send(server, await server.token(ADMIN), 'GET', `/reimbursements/${id}/sepa?${query}`, { headers: { 'accept-language': lang } });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    messageId: res.headers.get('x-sepa-message-id'),
    text: await res.text(),
  };
}

const tags = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<${name}[^>]*>([^<]*)</${name}>`, 'g'))].map((m) => m[1]!);

describe('the SEPA credit-transfer file', () => {
  it('without a connected bank, triggering a payout points to the file', async () => {
    expect(released.payoutRoute).toBe('SEPA_FILE_ONLY');
    const res = await trigger(server, released.id, released.items[0]!.id);
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('The company has not connected its bank. Download the SEPA file for its bank instead, or connect the bank.');
  });

  it('is a valid pain.001.001.09 with every released item, NbOfTxs and CtrlSum right', async () => {
    const file = await download(released.id);
    expect(file.status).toBe(200);
    expect(file.type).toContain('application/xml');
    expect(file.disposition).toMatch(/^attachment; filename="sepa-reimbursement-\d+-\d{4}-\d{2}\.xml"$/);
    expect(await xsdErrors(file.text, 'pain001')).toEqual([]);

    const payable = released.items.filter((i) => i.iban && i.amountMinor > 0);
    const total = payable.reduce((s, i) => s + i.amountMinor, 0);
    expect(tags(file.text, 'NbOfTxs')).toEqual([String(payable.length), String(payable.length)]);
    expect(tags(file.text, 'CtrlSum')).toEqual([centsToDecimal(total), centsToDecimal(total)]);
    expect(tags(file.text, 'InstdAmt').sort()).toEqual(payable.map((i) => centsToDecimal(i.amountMinor)).sort());
    expect(tags(file.text, 'IBAN')).toContain('DE89370400440532013000');
    expect(tags(file.text, 'Dt')).toEqual([EXECUTION]);
    // What each driver reads on the bank statement, in the company's language (the Munich company's is German).
    const [company] = await server.database.query<{ language: string }>('select language from companies where id = $1', [MUNICH]);
    expect(company!.language).toBe('GERMAN');
    const references = tags(file.text, 'Ustrd');
    expect(references).toHaveLength(payable.length);
    for (const reference of references) expect(reference).toMatch(/^Erstattung \d+ \d{4}-\d{2} Beleg \d+$/);
  });

  it('puts the items out of reach of any other payout, and a second download is the same file', async () => {
    const first = await download(released.id);
    const second = await download(released.id);
    expect(second.status).toBe(200);
    expect(tags(second.text, 'MsgId')).toEqual(tags(first.text, 'MsgId'));
    expect(second.messageId).toBe(tags(first.text, 'MsgId')[0]);
    expect(second.text).toBe(first.text);

    const detail = (await call<ReimbursementDetail>(server, 'GET', `/reimbursements/${released.id}`, { as: ADMIN })).body;
    const inFile = detail.items.filter((i) => i.payoutChannel === 'SEPA_FILE');
    expect(inFile.length).toBe(tags(first.text, 'EndToEndId').length);
    expect(inFile.every((i) => i.payoutInProgress && i.status === 'APPROVED')).toBe(true);
    expect(detail.paymentStatus).toBe('ACCEPTED');

    // The bank connects meanwhile: still no second payment for an item in the file.
    await server.database.query(
      `insert into provider_connections (company_id, provider, status, access_token, refresh_token, expires_at)
       values ($1, 'QONTO', 'CONNECTED', 'sandbox-qonto-access-sepa-test', 'sandbox-qonto-refresh-sepa-test', now() + interval '1 hour')`,
      [MUNICH],
    );
    const pay = await trigger(server, released.id, inFile[0]!.id);
    expect(pay.status).toBe(409);
    expect(pay.body.detail).toBe('This item is in a SEPA payment file. Attach the bank transaction once the bank has paid, or cancel the item.');
  });

  it('a corrected file (another debtor account or date) gets a message id of its own; every file is kept and downloads as it was', async () => {
    const first = await download(released.id);
    const otherAccount = await download(released.id, `debtorIban=${encodeURIComponent(OTHER_DEBTOR)}&executionDate=${EXECUTION}`);
    const otherDate = await download(released.id, `debtorIban=${encodeURIComponent(DEBTOR)}&executionDate=${inDays(9)}`);
    for (const file of [otherAccount, otherDate]) {
      expect(file.status).toBe(200);
      expect(await xsdErrors(file.text, 'pain001')).toEqual([]);
    }
    const ids = [first, otherAccount, otherDate].map((f) => tags(f.text, 'MsgId')[0]);
    expect(new Set(ids).size).toBe(3);
    expect(tags(otherAccount.text, 'IBAN')).toContain('DE02120300000000202051');
    expect(tags(otherDate.text, 'Dt')).toEqual([inDays(9)]);
    // The first request again: the kept first file, not a fourth one.
    expect((await download(released.id)).text).toBe(first.text);

    const list = await call<SepaFile[]>(server, 'GET', `/reimbursements/${released.id}/sepa-files`, { as: ADMIN });
    expect(list.status).toBe(200);
    expect(list.body.map((f) => f.messageId).sort()).toEqual([...ids].sort());
    const kept = list.body.find((f) => f.messageId === ids[1])!;
    expect(kept).toMatchObject({ debtorIban: 'DE02120300000000202051', executionDate: EXECUTION, transferCount: tags(first.text, 'EndToEndId').length });
    const again = await send(server, await server.token(ADMIN), 'GET', `/reimbursements/${released.id}/sepa-files/${kept.id}`);
    expect(again.status).toBe(200);
    expect(await again.text()).toBe(otherAccount.text);
  });

  it('refuses an execution date in the past with a message in the caller\'s language, and makes no file', async () => {
    const before = await call<SepaFile[]>(server, 'GET', `/reimbursements/${released.id}/sepa-files`, { as: ADMIN });
    const en = await download(released.id, `debtorIban=${encodeURIComponent(DEBTOR)}&executionDate=2019-01-01`);
    expect(en.status).toBe(400);
    expect(JSON.parse(en.text).errors).toEqual([
      { field: 'executionDate', message: `Execution date: Must be today (${inDays(0)}) or later; a bank does not carry out a transfer in the past` },
    ]);
    const de = await download(released.id, `debtorIban=${encodeURIComponent(DEBTOR)}&executionDate=${inDays(-1)}`, 'de');
    expect(JSON.parse(de.text).errors[0].message).toMatch(/^Ausführungsdatum: Muss heute/);
    const after = await call<SepaFile[]>(server, 'GET', `/reimbursements/${released.id}/sepa-files`, { as: ADMIN });
    expect(after.body).toHaveLength(before.body.length);
  });

  it("attaching the bank's debit for exactly the file completes its items", async () => {
    const detail = (await call<ReimbursementDetail>(server, 'GET', `/reimbursements/${released.id}`, { as: ADMIN })).body;
    const inFile = detail.items.filter((i) => i.payoutChannel === 'SEPA_FILE' && i.payoutInProgress);
    const total = inFile.reduce((s, i) => s + i.amountMinor, 0);
    const [tx] = await server.database.query<{ id: string }>(
      `insert into payment_transactions (company_id, source, method, status, side, amount_minor, currency, booked_at, counterparty_name, external_id)
       values ($1, 'BANK', 'SEPA_TRANSFER', 'MONEY_OUT_SUCCESS', 'DEBIT', $2, 'EUR', now(), 'SEPA batch', 'bank-batch-sepa-test') returning id`,
      [MUNICH, total],
    );
    const res = await call<ReimbursementDetail>(server, 'POST', `/reimbursements/${released.id}/payment-transactions/${tx!.id}`, { as: ADMIN });
    expect(res.status).toBe(200);
    const done = res.body.items.filter((i) => inFile.some((f) => f.id === i.id));
    expect(done.every((i) => i.status === 'BANK_REIMBURSED' && i.paymentTransactionId === tx!.id)).toBe(true);
    const allPaid = res.body.items.every((i) => i.status === 'BANK_REIMBURSED' || i.status === 'CANCELLED');
    expect(res.body.paymentStatus).toBe(allPaid ? 'RECEIVED' : 'ACCEPTED');
    // Nothing is left for another file.
    expect((await download(released.id)).status).toBe(409);
  });

  it('is refused for Payment+ companies, non-euro companies, unreleased reimbursements and a wrong debtor IBAN', async () => {
    const [pp] = await server.database.query<{ id: string }>(`select id from reimbursements where company_id = $1 and status = 'APPROVED' limit 1`, [HOLDING]);
    const ppFile = await download(pp!.id);
    expect(ppFile.status).toBe(409);
    expect(JSON.parse(ppFile.text).detail).toBe("This company's drivers are reimbursed through Payment+, not with a SEPA file.");

    const [chf] = await server.database.query<{ id: string }>(`select id from reimbursements where company_id = $1 limit 1`, [DEMO_IDS.companies.zurich]);
    const chfFile = await download(chf!.id, `debtorIban=${encodeURIComponent(DEBTOR)}`, 'de');
    expect(chfFile.status).toBe(409);
    expect(JSON.parse(chfFile.text).detail).toBe('SEPA-Überweisungen gibt es nur in Euro; dieses Unternehmen zahlt in CHF.');

    const [pending] = await server.database.query<{ id: string }>(
      `select r.id from reimbursements r join companies c on c.id = r.company_id where r.status = 'PENDING' and c.reimbursement_mode = 'COMPANY' and r.currency = 'EUR' limit 1`,
    );
    const pendingFile = await download(pending!.id);
    expect(pendingFile.status).toBe(409);

    const bad = await download(released.id, 'debtorIban=DE00123');
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text).errors[0].field).toBe('debtorIban');
  });
});
