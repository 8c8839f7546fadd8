import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { INVOICE_SORT_FIELDS, type InvoicePage, type InvoiceSortField } from '@fleetwatt/shared';
import { useTestServer } from '../../../test/harness.ts';
import { send } from '../../../test/api.ts';
import { DEMO_IDS } from '../../demo/seed-demo.ts';
import { ADMIN_EMAIL, call } from './invoices.test-helpers.ts';
import { expectEverySortPaged } from '../../../test/sorted-pages.ts';

const C = DEMO_IDS.companies;
const server = useTestServer();

const search = (query: string, headers: Record<string, string> = {}) =>
  call<InvoicePage>(server, 'GET', `/invoices/search?${query}`, { as: ADMIN_EMAIL, headers });

describe('the invoice list', () => {
  it('pages every invoice with all columns, newest first', async () => {
    const [count] = await server.database.query<{ n: number }>('select count(*)::int as n from invoices');
    const first = await search('pageSize=20');
    expect(first.status).toBe(200);
    expect(first.body.totalCount).toBe(count!.n);
    expect(first.body.totalPages).toBe(Math.ceil(count!.n / 20));
    expect(first.body.results).toHaveLength(20);
    const dates = first.body.results.map((r) => r.invoiceDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(Object.keys(first.body.results[0]!).sort()).toEqual(
      [
        'companyId', 'companyName', 'currency', 'deliveryFrom', 'deliveryTo', 'id', 'invoiceDate', 'kind', 'number', 'paidMinor',
        'sentAt', 'status', 'syncedAt', 'taxMinor', 'taxRateBp', 'totalGrossMinor', 'totalNetMinor', 'vatCategory',
      ].sort(),
    );
    const second = await search('pageSize=20&pageNumber=1');
    const ids = new Set(first.body.results.map((r) => r.id));
    expect(second.body.results.some((r) => ids.has(r.id))).toBe(false);
  });

  it('filters by status, company and month of the invoice date, and sorts on the server', async () => {
    const paid = await search('status=PAID&pageSize=200');
    expect(paid.body.results.length).toBeGreaterThan(0);
    expect(paid.body.results.every((r) => r.status === 'PAID' && r.paidMinor >= r.totalGrossMinor)).toBe(true);

    const zurich = await search(`companyId=${C.zurich}&pageSize=200`);
    expect(zurich.body.results.every((r) => r.companyId === C.zurich && r.currency === 'CHF')).toBe(true);

    const sample = paid.body.results[0]!;
    const [y, m] = sample.invoiceDate.split('-').map(Number);
    const month = await search(`year=${y}&month=${m}&pageSize=200`);
    expect(month.body.results.map((r) => r.id)).toContain(sample.id);
    expect(month.body.results.every((r) => r.invoiceDate.startsWith(`${y}-${String(m).padStart(2, '0')}`))).toBe(true);

    const byGross = await search('sortField=totalGross&sortDir=ASC&pageSize=200');
    const gross = byGross.body.results.map((r) => r.totalGrossMinor);
    expect(gross).toEqual([...gross].sort((a, b) => a - b));

    expect((await search('status=UNKNOWN')).status).toBe(400);
    expect((await search('month=13&year=2026')).status).toBe(400);
  });

  it('every sort both ways, page by page, equals the invoices ordered directly', async () => {
    const key: Record<InvoiceSortField, string> = {
      invoiceDate: 'i.invoice_date',
      number: "coalesce(i.number, '')",
      status: 'i.status',
      companyName: 'lower(c.name)',
      totalGross: 'i.total_gross_minor',
      paid: 'i.paid_minor',
      sentAt: "coalesce(i.sent_at, '-infinity'::timestamptz)",
    };
    await expectEverySortPaged({
      fields: INVOICE_SORT_FIELDS,
      size: 7,
      expected: async (field, dir) =>
        (
          await server.database.query<{ id: string }>(
            `select i.id from invoices i join companies c on c.id = i.company_id order by ${key[field]} ${dir}, i.created_at ${dir}, i.id ${dir}`,
          )
        ).map((r) => r.id),
      page: async (field, dir, number) => {
        const { body } = await search(`sortField=${field}&sortDir=${dir}&pageSize=7&pageNumber=${number}`);
        return { ids: body.results.map((r) => r.id), total: body.totalCount };
      },
    });
  });

  it('a selected company narrows the list to it', async () => {
    const res = await search('pageSize=200', { 'x-child-company-id': C.austin });
    expect(res.body.totalCount).toBeGreaterThan(0);
    expect(res.body.results.every((r) => r.companyId === C.austin)).toBe(true);
  });

  it('exports the filtered list with every column, in the language asked', async () => {
    const res = await send(server, await server.token(ADMIN_EMAIL), 'GET', `/invoices/search?export=XLSX&companyId=${C.zurich}`, { headers: { 'accept-language': 'de' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="invoices-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const sheet = book.getWorksheet('Rechnungen')!;
    expect((sheet.getRow(1).values as string[]).filter(Boolean)).toEqual([
      'Nummer', 'Status', 'Art', 'Unternehmen', 'Datum', 'Summe netto', 'Steuersatz (%)', 'USt-Kategorie', 'Steuerbetrag', 'Summe brutto',
      'Bezahlt', 'Versendet am', 'Leistung von', 'Leistung bis', 'ID',
    ]);
    const all = await search(`companyId=${C.zurich}&pageSize=200`);
    expect(sheet.rowCount - 1).toBe(all.body.totalCount);
    // Statuses, kinds and categories in German as the page says them; the tax rate a number like every amount.
    const byNumber = new Map(all.body.results.map((r) => [r.number ?? r.id, r]));
    for (let n = 2; n <= sheet.rowCount; n++) {
      const row = sheet.getRow(n);
      const invoice = byNumber.get(String(row.getCell(1).value ?? row.getCell(15).value))!;
      expect(row.getCell(2).value).toBe({ DRAFT: 'Entwurf', OPEN: 'Offen', PARTIALLYPAID: 'Teilweise bezahlt', PAID: 'Bezahlt', CANCELLED: 'Storniert' }[invoice.status]);
      expect(row.getCell(3).value).toBe({ SERVICE: 'Leistung', LICENSE_RENEWAL: 'Lizenzverlängerung' }[invoice.kind]);
      expect(row.getCell(7).type).toBe(ExcelJS.ValueType.Number);
      expect(row.getCell(7).value).toBe(8.1);
      expect(row.getCell(8).value).toBe('S – Regelsteuersatz');
    }

    const csv = await send(server, await server.token(ADMIN_EMAIL), 'GET', '/invoices/search?export=CSV&status=PAID');
    const text = await csv.text();
    expect(text).toContain('Number');
    const [head, first] = text.replace(/^\uFEFF/, '').split('\r\n');
    const rate = head!.split(',').indexOf('Tax rate (%)');
    expect(first!.split(',')[rate]).toMatch(/^\d+(\.\d+)?$/);
    expect(first!.split(',')[1]).toBe('Paid');
    expect(text.trim().split('\n').length - 1).toBe((await search('status=PAID&pageSize=200')).body.totalCount);
  });

  it('the defaults of a new invoice are the company billing data', async () => {
    const res = await call(server, 'GET', `/invoices/defaults?companyId=${C.childVienna}`, { as: ADMIN_EMAIL });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ companyName: 'Voltwerk Wien GmbH', country: 'AUSTRIA', currency: 'EUR', language: 'GERMAN', companyVatRateBp: null });
    expect((res.body as unknown as { billing: { vatNumber: string } }).billing.vatNumber).toBe('ATU71234567');
    expect((await call(server, 'GET', `/invoices/defaults?companyId=${C.childVienna}`, { as: 'manager@demo.test' })).status).toBe(403);
  });
});
