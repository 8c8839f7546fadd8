import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCompanySearch, type CompanySearchInput } from '@fleetwatt/shared';
import type { Database } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { DEMO_IDS, seedDemoData } from '../../demo/seed-demo.ts';
import { writeExport } from '../../lib/export/index.ts';
import { collect } from '../../lib/export/test-helpers.ts';
import { openTestDatabase } from '../../../test/harness.ts';
import { companiesRepository } from './companies.repository.ts';
import { companiesService, type CompaniesService } from './companies.service.ts';

let database: Database;
let drop: () => Promise<void>;
let service: CompaniesService;
const everyCompany = { companyId: null };
const search = (input: CompanySearchInput, scope: { companyId: string | null } = everyCompany) =>
  service.search(scope, ZCompanySearch.parse(input));

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await migrate(database);
  await seedDemoData(database);
  // Names that only differ in case, and one with characters that mean something to LIKE.
  await database.query(
    `insert into companies (name, country, subscription_type, created_at) values
      ('alpha lowercase', 'GERMANY', 'LIGHT', '2020-01-01T00:00:00Z'),
      ('100% Strom_Werk', 'AUSTRIA', 'PRO', '2021-06-01T12:00:00.123456Z')`,
  );
  service = companiesService(companiesRepository(database));
});
afterAll(() => drop?.());

async function allNames(order: 'asc' | 'desc') {
  const rows = await database.query<{ name: string }>(`select name from companies order by lower(name) ${order}, id ${order}`);
  return rows.map((r) => r.name);
}

describe('company search', () => {
  it('sorts by name without regard to case by default and counts every company', async () => {
    const page = await search({});
    const names = await allNames('asc');
    expect(page.totalCount).toBe(names.length);
    expect(page.totalPages).toBe(1);
    expect(page.results.map((c) => c.name)).toEqual(names);
  });

  it('pages with a 0-based page number and rounds the number of pages up', async () => {
    const names = await allNames('asc');
    const first = await search({ pageSize: 2, pageNumber: 0 });
    const last = await search({ pageSize: 2, pageNumber: Math.ceil(names.length / 2) - 1 });
    expect(first.totalPages).toBe(Math.ceil(names.length / 2));
    expect(first.results.map((c) => c.name)).toEqual(names.slice(0, 2));
    expect(last.results.map((c) => c.name)).toEqual(names.slice((first.totalPages - 1) * 2));
    const beyond = await search({ pageSize: 2, pageNumber: 99 });
    expect(beyond.results).toEqual([]);
    expect(beyond.totalCount).toBe(names.length);
  });

  it('finds companies by part of their name in any case', async () => {
    const page = await search({ name: 'VOLTWERK' });
    expect(page.results.map((c) => c.name).sort()).toEqual([
      'Voltwerk Holding GmbH',
      'Voltwerk München GmbH',
      'Voltwerk Wien GmbH',
    ]);
    expect(page.totalCount).toBe(3);
  });

  it('takes % and _ in the search literally', async () => {
    expect((await search({ name: '100%' })).results.map((c) => c.name)).toEqual(['100% Strom_Werk']);
    expect((await search({ name: 'm_w' })).results.map((c) => c.name)).toEqual(['100% Strom_Werk']);
    expect((await search({ name: '%' })).totalCount).toBe(1);
  });

  it('sorts descending and by the other fields', async () => {
    expect((await search({ sortDir: 'DESC' })).results.map((c) => c.name)).toEqual(await allNames('desc'));
    const byCreated = (await search({ sortField: 'createdAt', sortDir: 'ASC' })).results;
    expect(byCreated[0]!.name).toBe('alpha lowercase');
    expect(byCreated[1]!.name).toBe('100% Strom_Werk');
    const byType = (await search({ sortField: 'subscriptionType', sortDir: 'DESC' })).results.map((c) => c.subscriptionType);
    expect(byType).toEqual([...byType].sort().reverse());
  });

  it('shows the parent company and an ISO creation time', async () => {
    const page = await search({ name: 'Voltwerk Wien' });
    expect(page.results[0]).toMatchObject({
      id: DEMO_IDS.companies.childVienna,
      country: 'AUSTRIA',
      subscriptionType: 'PRO',
      parentId: DEMO_IDS.companies.parent,
      parentName: 'Voltwerk Holding GmbH',
    });
    expect(page.results[0]!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('narrows to the selected company when one is selected', async () => {
    const page = await search({}, { companyId: DEMO_IDS.companies.zurich });
    expect(page.results.map((c) => c.name)).toEqual(['Limmat Fleet AG']);
    expect((await search({ name: 'voltwerk' }, { companyId: DEMO_IDS.companies.zurich })).totalCount).toBe(0);
  });
});

describe('company export', () => {
  it('holds the whole filtered list in list order, headed in the requested language', async () => {
    const spec = service.exportSpec(everyCompany, ZCompanySearch.parse({ name: 'voltwerk', sortDir: 'DESC', pageSize: 1 }), 'de', new Date('2026-11-21T10:00:00Z'));
    expect(spec.fileName).toBe('companies-2026-11-21');
    const { sink, buffer } = collect();
    await writeExport('CSV', sink, spec);
    const lines = buffer().toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Name,Land,Abonnement,Muttergesellschaft,Erstellt am,ID');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['Voltwerk Wien GmbH', 'Voltwerk München GmbH', 'Voltwerk Holding GmbH']);
    expect(lines[1]).toContain('Österreich,PRO,Voltwerk Holding GmbH,');
  });

  it('reads rows in batches with the same order as the list, whatever the sort', async () => {
    for (const sortField of ['name', 'country', 'subscriptionType', 'createdAt'] as const) {
      for (const sortDir of ['ASC', 'DESC'] as const) {
        const query = ZCompanySearch.parse({ sortField, sortDir, pageSize: 200 });
        const listed = (await service.search(everyCompany, query)).results.map((c) => c.id);
        const exported: string[] = [];
        for await (const row of service.exportSpec(everyCompany, query, 'en').rows) exported.push(row.id);
        expect(exported).toEqual(listed);
      }
    }
  });
});
