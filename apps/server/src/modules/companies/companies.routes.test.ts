import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CompanyPage, Problem } from '@fleetwatt/shared';
import { DEMO_IDS } from '../../demo/seed-demo.ts';
import { useTestServer } from '../../../test/harness.ts';
import { send } from '../../../test/api.ts';

const server = useTestServer();
let admin: string;

beforeAll(async () => {
  admin = await server.token('admin@demo.test');
});

async function get(path: string, headers: Record<string, string> = {}) {
  return send(server, admin, 'GET', path, { headers });
}

async function page(query: string, headers: Record<string, string> = {}): Promise<CompanyPage> {
  const res = await get(`/companies/search?${query}`, headers);
  expect(res.status).toBe(200);
  return (await res.json()) as CompanyPage;
}

async function companyCount() {
  const [row] = await server.database.query<{ n: number }>('select count(*)::int as n from companies');
  return Number(row!.n);
}

describe('GET /backend/companies/search', () => {
  it('an administrator pages through every company, with the number of pages rounded up', async () => {
    const total = await companyCount();
    const first = await page('pageSize=2&pageNumber=0');
    expect(first.totalCount).toBe(total);
    expect(first.totalPages).toBe(Math.ceil(total / 2));
    expect(first.results).toHaveLength(2);
    const second = await page('pageSize=2&pageNumber=1');
    expect(second.results.map((c) => c.id)).not.toContain(first.results[0]!.id);
    const all = await page('pageSize=200');
    expect(all.totalPages).toBe(1);
    expect(all.results).toHaveLength(total);
  });

  it('finds companies by part of the name in any case', async () => {
    const found = await page('name=voltWERK');
    expect(found.results.map((c) => c.name).sort()).toEqual([
      'Voltwerk Holding GmbH',
      'Voltwerk München GmbH',
      'Voltwerk Wien GmbH',
    ]);
    expect(found.totalCount).toBe(3);
    expect(found.results.find((c) => c.name === 'Voltwerk Wien GmbH')).toMatchObject({
      parentId: DEMO_IDS.companies.parent,
      parentName: 'Voltwerk Holding GmbH',
      country: 'AUSTRIA',
    });
  });

  it('sorts by name ascending by default and descending when asked', async () => {
    const asc = (await page('')).results.map((c) => c.name);
    const desc = (await page('sortField=name&sortDir=DESC')).results.map((c) => c.name);
    const ordered = await server.database.query<{ name: string }>('select name from companies order by lower(name), id');
    expect(asc).toEqual(ordered.map((r) => r.name));
    expect(desc).toEqual([...asc].reverse());
  });

  it('narrows the list to the company selected with X-Child-Company-Id', async () => {
    const selected = await page('', { 'x-child-company-id': DEMO_IDS.companies.zurich });
    expect(selected.results.map((c) => c.name)).toEqual(['Limmat Fleet AG']);
  });

  it('a fleet manager may not list companies', async () => {
    const manager = await server.token('manager@demo.test');
    const res = await send(server, manager, 'GET', '/companies/search');
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
  });

  it('without a token the answer is 401', async () => {
    const res = await fetch(`${server.baseUrl}/backend/companies/search`);
    expect(res.status).toBe(401);
  });

  it('a bad query answers 400 problem+json naming the fields', async () => {
    const res = await get('/companies/search?pageSize=0&sortField=password', { 'accept-language': 'en' });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    const problem = (await res.json()) as Problem;
    expect(problem.code).toBe('VALIDATION_FAILED');
    const fields = (problem.errors ?? []).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['pageSize', 'sortField']));
    expect(problem.errors?.find((e) => e.field === 'pageSize')?.message).toBe('Page size: Value is too small');
    expect(problem.errors?.find((e) => e.field === 'sortField')?.message).toBe('Sort field: Value must be one of the list');
  });

  it('exports the searched companies as CSV with a file name', async () => {
    const res = await get('/companies/search?name=voltwerk&export=CSV&pageSize=1', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="companies-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = await res.text();
    const lines = text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Name,Land,Abonnement,Muttergesellschaft,Erstellt am,ID');
    // Paging does not limit an export: all three, in list order.
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([
      'Voltwerk Holding GmbH',
      'Voltwerk München GmbH',
      'Voltwerk Wien GmbH',
    ]);
  });

  it('exports the searched companies as XLSX with English headers by default', async () => {
    const res = await get('/companies/search?name=voltwerk&export=XLSX');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="companies-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Name');
    expect(sheet.getRow(1).getCell(4).value).toBe('Parent company');
    const names = [2, 3, 4].map((r) => sheet.getRow(r).getCell(1).value);
    expect(names).toEqual(['Voltwerk Holding GmbH', 'Voltwerk München GmbH', 'Voltwerk Wien GmbH']);
    expect(sheet.getRow(2).getCell(5).value).toBeInstanceOf(Date);
    expect(sheet.rowCount).toBe(4);
  });

  it('exports a ZIP holding both files', async () => {
    const res = await get('/companies/search?name=voltwerk&export=ZIP');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="companies-\d{4}-\d{2}-\d{2}\.zip"$/);
    const zip = await JSZip.loadAsync(await res.arrayBuffer());
    expect(Object.keys(zip.files).map((n) => n.replace(/\d{4}-\d{2}-\d{2}/, 'DAY')).sort()).toEqual([
      'companies-DAY.csv',
      'companies-DAY.xlsx',
    ]);
  });
});
