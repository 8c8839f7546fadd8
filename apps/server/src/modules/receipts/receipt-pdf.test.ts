import { generateKeyPairSync } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Receipt } from '@fleetwatt/shared';
import { useTestServer } from '../../../test/harness.ts';
import { DEMO_IDS } from '../../demo/seed-demo.ts';
import { pdfText } from '../../lib/pdf/read-text.ts';
import { checkPdfA } from '../../../test/pdfa-check.ts';
import { publicKeyHex, signOcmf } from '../../lib/ocmf/index.ts';
import { caller, currentReceipt, DANIEL, PARENT, sessionSums } from './receipts.test-helpers.ts';
import { monthBefore } from '../../../test/months.ts';

const server = useTestServer();
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  call = caller(server);
});

const last = monthBefore(1);
const pad = (n: number) => String(n).padStart(2, '0');

async function textOf(email: string, receiptId: string): Promise<string> {
  const res = await call(email, `/receipts/${receiptId}/pdf`);
  expect(res.status).toBe(200);
  expect(res.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return (await pdfText(res.bytes)).join('\n');
}

/** "1.234,56 €" / "$1,234.56" from integer cents, as the PDF prints it. */
function money(minor: number, lang: 'de' | 'en', symbol: string) {
  const whole = new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-US').format(Math.floor(minor / 100));
  const cents = pad(minor % 100);
  return lang === 'de' ? `${whole},${cents} ${symbol}` : `${symbol}${whole}.${cents}`;
}

async function setLayout(companyId: string, flags: Record<string, boolean>) {
  const sets = Object.entries(flags).map(([k, v]) => `${k} = ${v}`);
  await server.database.query(`update companies set ${sets.join(', ')} where id = $1`, [companyId]);
}

describe('the receipt PDF', () => {
  it('in German: number, driver, sessions, totals and tariff, with the layout of the company', async () => {
    const draft = (await currentReceipt(server, DANIEL, last.year, last.month))!;
    const sums = await sessionSums(server, draft.id);
    await setLayout(PARENT, {
      layout_show_mandate_text: true,
      layout_show_car_plate: true,
      layout_show_cost_center: true,
      layout_show_employee_id: false,
      layout_show_company_name: true,
      layout_show_embedded_tariff: true,
    });
    const text = await textOf('manager@demo.test', draft.id);

    expect(text).toContain(`Beleg über Ladestrom zu Hause ${draft.number}`);
    expect(text).toContain('Entwurf – noch nicht eingereicht');
    expect(text).toContain('Daniel Driver');
    expect(text).toContain('Voltwerk Holding GmbH');
    expect(text).toContain(`Belegnummer ${draft.number}`);
    const monthName = new Intl.DateTimeFormat('de-DE', { month: 'long', timeZone: 'UTC' }).format(last.from);
    expect(text).toContain(`Zeitraum ${monthName} ${last.year}`);
    expect(text).toMatch(/Tarif \d+: 0,\d{4} € je kWh, gültig ab \d{2}\.\d{2}\.\d{4}/);
    expect(text).toContain('Datum Beginn (UTC) Dauer Energie (kWh) Preis je kWh Betrag');
    expect(text).toContain(`Ladevorgänge ${sums.count}`);
    const kwh = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 3 }).format(sums.energyWh / 1000);
    expect(text).toContain(`Energie ${kwh} kWh`);
    expect(text).toContain(`Erstattungsbetrag ${money(sums.expenseMinor, 'de', '€')}`);
    // Car plate and cost center shown, not the employee ID; mandate text on; tariff embedded.
    expect(text).toContain('Kennzeichen M-WP 3109E');
    expect(text).toContain('Kostenstelle 6100 Verwaltung');
    expect(text).not.toContain('VH-39182');
    expect(text).toContain('§ 3 Nr. 50 EStG');
    expect(text).toMatch(/Tarifnachweis: Der Tarifnachweis „.+\.pdf“ ist dieser PDF-Datei angehängt\./);
    expect(text).toContain('Seite 1 von');
    const reference = `${last.year}${pad(last.month)}-${draft.number}-${draft.id.replace(/-/g, '').slice(-8).toUpperCase()}`;
    expect(text).toContain(`Belegreferenz ${reference}`);
    // An archive file: PDF/A-3b with embedded subset fonts, and the tariff attached as a supplement.
    const pdf = await checkPdfA((await call('manager@demo.test', `/receipts/${draft.id}/pdf`)).bytes);
    expect(pdf.problems).toEqual([]);
    expect(pdf.fonts.every((f) => f.embedded && f.subset)).toBe(true);
    expect(pdf.attachments.map((a) => [a.relationship, a.mime])).toEqual([['Supplement', 'application/pdf']]);
    // Every session is a row with its date.
    const sessions = await server.database.query<{ start_date: Date }>('select start_date from charging_sessions where receipt_id = $1', [draft.id]);
    for (const s of sessions) {
      const d = new Date(s.start_date);
      expect(text).toContain(`${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`);
    }
  });

  it('honours the layout flags the company switches', async () => {
    const draft = (await currentReceipt(server, DANIEL, last.year, last.month))!;
    await setLayout(PARENT, {
      layout_show_mandate_text: false,
      layout_show_car_plate: false,
      layout_show_cost_center: false,
      layout_show_employee_id: true,
      layout_show_company_name: false,
      layout_show_address: false,
      layout_show_embedded_tariff: false,
    });
    await server.database.query(`update users set street = 'Hauptstraße 9', zip = '80331', city = 'München' where id = $1`, [DANIEL]);
    const text = await textOf('manager@demo.test', draft.id);
    expect(text).toContain('Personalnummer VH-39182');
    expect(text).not.toContain('M-WP 3109E');
    expect(text).not.toContain('6100 Verwaltung');
    expect(text).not.toContain('Voltwerk Holding');
    expect(text).not.toContain('EStG');
    expect(text).not.toContain('Hauptstraße 9');
    expect(text).not.toContain('Tarifnachweis');

    await setLayout(PARENT, { layout_show_address: true, layout_show_company_name: true });
    const withAddress = await textOf('manager@demo.test', draft.id);
    expect(withAddress).toContain('Hauptstraße 9');
    expect(withAddress).toContain('80331 München');
    expect(withAddress).toContain('Unternehmen Voltwerk Holding GmbH');
  });

  it('embeds a tariff document that is an image as a page of its own', async () => {
    const draft = (await currentReceipt(server, DANIEL, last.year, last.month))!;
    const [tariff] = await server.database.query<{ id: string; number: number }>(
      'select t.id, t.number from tariffs t where t.id in (select tariff_id from charging_sessions where receipt_id = $1) limit 1',
      [draft.id],
    );
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const [doc] = await server.database.query<{ id: string }>(
      `insert into documents (company_id, user_id, kind, file_name, content_type, size_bytes, sha256, content)
       values ($1, $2, 'TARIFF', 'bill.png', 'image/png', $3, 'x', $4) returning id`,
      [PARENT, DANIEL, png.length, png],
    );
    await server.database.query('update tariffs set document_id = $2 where id = $1', [tariff!.id, doc!.id]);
    await setLayout(PARENT, { layout_show_embedded_tariff: true });
    const res = await call('manager@demo.test', `/receipts/${draft.id}/pdf`);
    const pages = await pdfText(res.bytes);
    expect(pages.at(-1)).toContain(`Tarifnachweis – Tarif ${tariff!.number}`);
    expect(pages.slice(0, -1).join('\n')).not.toContain('Tarifnachweis');
  });

  it('in English for an English company, in its currency', async () => {
    const austin = DEMO_IDS.companies.austin;
    const { body } = await call<{ results: Receipt[] }>('admin@demo.test', `/receipts/search?companyId=${austin}&status=DRAFT&pageSize=1`);
    const receipt = body.results[0]!;
    await setLayout(austin, { layout_show_mandate_text: true });
    const sums = await sessionSums(server, receipt.id);
    const text = await textOf('admin@demo.test', receipt.id);
    expect(text).toContain(`Receipt for home charging ${receipt.number}`);
    expect(text).toContain('Draft – not yet submitted');
    expect(text).toContain(receipt.driverName);
    expect(text).toContain('Date Start (UTC) Duration Energy (kWh) Price per kWh Expense');
    expect(text).toContain(`Total to reimburse ${money(sums.expenseMinor, 'en', '$')}`);
    expect(text).toMatch(/Tariff \d+: \$0\.\d{4} per kWh, valid from/);
    expect(text).toContain('I confirm that the electricity listed above');
    expect(text).not.toContain('Beleg');
  });

  it('a correction says which receipt it corrects; the replaced receipt keeps the file it was issued with', async () => {
    const [old] = await server.database.query<{ id: string; number: number }>(
      `select r.id, r.number from receipts r where r.company_id = $1 and r.status = 'SUBMITTED' and r.superseded_at is null
          and not exists (select 1 from reimbursement_items i where i.receipt_id = r.id and i.status <> 'CANCELLED')
        order by r.period_year desc, r.period_month desc limit 1`,
      [DEMO_IDS.companies.light],
    );
    const res = await call<Receipt>('light@demo.test', `/receipts/${old!.id}/correction`, { method: 'POST' });
    expect(res.status).toBe(201);
    const text = await textOf('light@demo.test', res.body.id);
    expect(text).toContain(`Korrektur von Beleg ${old!.number}`);
    expect(text).toContain(`Beleg über Ladestrom zu Hause ${res.body.number}`);
    // The replaced receipt keeps the file it was issued with.
    const oldText = await textOf('light@demo.test', old!.id);
    expect(oldText).toContain(`Beleg über Ladestrom zu Hause ${old!.number}`);
    expect(oldText).not.toContain('Korrektur');
  });

  it('names each session\'s meter signature check and carries the signed data with the meter\'s key for the transparency software', async () => {
    const { body } = await call<{ results: Receipt[] }>('admin@demo.test', `/receipts/search?companyId=${DEMO_IDS.companies.light}&status=DRAFT&pageSize=1`);
    const receipt = body.results[0]!;
    const sessions = await server.database.query<{ id: string; start_date: Date }>(
      'select id, start_date from charging_sessions where receipt_id = $1 order by start_date, id limit 2',
      [receipt.id],
    );
    expect(sessions).toHaveLength(2);
    const meter = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const key = publicKeyHex(meter.publicKey);
    const record = signOcmf(
      { FV: '1.0', PG: 'T9', MS: 'METER-4711', IS: true, IT: 'ISO14443', RD: [{ TM: '2026-01-01T10:00:00,000+0000 S', TX: 'B', RV: 1, RU: 'kWh', ST: 'G' }, { TX: 'E', RV: 2 }] },
      meter.privateKey,
    );
    await server.database.query(
      `update charging_sessions set signed_meter_values = $2::text[], meter_public_key = $3, meter_signature_status = $4, meter_signature_failure = $5 where id = $1`,
      [sessions[0]!.id, [record], key.toLowerCase(), 'VERIFIED', null],
    );
    await server.database.query(
      `update charging_sessions set signed_meter_values = $2::text[], meter_public_key = $3, meter_signature_status = $4, meter_signature_failure = $5 where id = $1`,
      [sessions[1]!.id, [record.replace('"RV":2', '"RV":3')], key, 'FAILED', 'BAD_SIGNATURE'],
    );
    const bytes = (await call('light@demo.test', `/receipts/${receipt.id}/pdf`)).bytes;
    const text = (await pdfText(bytes)).join('\n').replace(/\s+/g, '');
    expect(text).toContain('Zählersignatur');
    expect(text).toContain('geprüft');
    expect(text).toContain('nichtbestätigt:Signaturpasstnicht');
    expect(text).toContain('SignierteMesswerte(OCMF)');
    // The key in the form the transparency software takes, and each record as the meter signed it.
    expect(text).toContain(key);
    expect(text).toContain(record.replace(/\s+/g, ''));
    expect(text).toContain('METER-4711');
    expect(bytes.includes(Buffer.from('signed-meter-values.txt'))).toBe(true);
    const pdf = await checkPdfA(bytes);
    expect(pdf.problems).toEqual([]);
    expect(pdf.attachments.map((a) => [a.relationship, a.mime])).toContainEqual(['Supplement', 'text/plain']);
  });
});
