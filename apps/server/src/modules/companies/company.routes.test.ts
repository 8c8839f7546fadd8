import { beforeAll, describe, expect, it } from 'vitest';
import type { BillingData, Company, CompanySummary, CustomField, Problem } from '@fleetwatt/shared';
import { DEMO_IDS } from '../../demo/seed-demo.ts';
import { useTestServer } from '../../../test/harness.ts';
import { send } from '../../../test/api.ts';

const C = DEMO_IDS.companies;
const UNKNOWN = '99999999-0000-4000-8000-000000000000';

const server = useTestServer();
const tokens: Record<string, string> = {};

beforeAll(async () => {
  for (const who of ['admin', 'manager', 'light', 'driver'] as const) tokens[who] = await server.token(`${who}@demo.test`);
});

type Who = 'admin' | 'manager' | 'light' | 'driver' | 'nobody';

interface Answer<T> {
  status: number;
  type: string | null;
  body: T;
}

async function call<T = unknown>(
  who: Who,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const res = await send(server, who === 'nobody' ? null : tokens[who]!, method, path, { body, headers });
  const text = await res.text();
  return { status: res.status, type: res.headers.get('content-type'), body: (text ? JSON.parse(text) : undefined) as T };
}
const problemOf = (a: Answer<unknown>) => a.body as Problem;
const fieldMessage = (a: Answer<unknown>, field: string) => problemOf(a).errors?.find((e) => e.field === field)?.message;

/** The whole stored row, to show that a refused request changed nothing. */
async function row(id: string) {
  const [r] = await server.database.query<Record<string, unknown>>('select * from companies where id = $1', [id]);
  return r;
}
async function companyCount() {
  const [r] = await server.database.query<{ n: number }>('select count(*)::int as n from companies');
  return Number(r!.n);
}

/** A fresh company for tests that change things, so the demo companies stay as they are. */
async function freshCompany(body: Record<string, unknown> = {}): Promise<Company> {
  const created = await call<Company>('admin', 'POST', '/companies', { name: `Test ${Math.random().toString(36).slice(2, 8)} GmbH`, country: 'GERMANY', ...body });
  expect(created.status).toBe(201);
  return created.body;
}

describe('GET /backend/companies/{id}', () => {
  it('an administrator reads a company with every field of the specification', async () => {
    const res = await call<Company>('admin', 'GET', `/companies/${C.parent}`);
    expect(res.status).toBe(200);
    const stored = (await row(C.parent))!;
    expect(res.body).toMatchObject({
      id: C.parent,
      name: 'Voltwerk Holding GmbH',
      email: stored.email,
      domain: 'voltwerk.demo.test',
      country: 'GERMANY',
      currency: 'EUR',
      language: 'GERMAN',
      parent: null,
      subscriptionType: 'PRO',
      features: ['CarApi', 'PaymentPlus'],
      policy: stored.policy,
      address: { street: 'Leopoldstraße 12', zip: '80802', city: 'München' },
      mileageQueryFrequency: 'MONTHLY',
      tariffVerificationFrequency: 'YEARLY',
      receiptDueDay: 5,
      requireCarPlate: true,
      requireCompanyName: false,
      requireCostCenter: true,
      requireEmployeeId: true,
      reimbursementMode: 'PAYMENT_PLUS',
      layoutShowMandateText: stored.layout_show_mandate_text,
      reportingShowEmbeddedTariff: stored.reporting_show_embedded_tariff,
      exportDefaultFormat: 'XLSX',
      exportZipEnabled: false,
      billing: {
        contactName: 'Birgit Sommer',
        contactEmail: 'billing@voltwerk.demo.test',
        street: 'Leopoldstraße 12',
        zip: '80802',
        city: 'München',
        vatNumber: 'DE318452761',
      },
      paymentAccountId: stored.payment_account_id,
      children: [
        { id: C.childMunich, name: 'Voltwerk München GmbH' },
        { id: C.childVienna, name: 'Voltwerk Wien GmbH' },
      ],
    });
    expect(res.body.paymentPlusStartDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.body.createdAt).toMatch(/Z$/);
  });

  it('a child company names its parent and has no children', async () => {
    const res = await call<Company>('admin', 'GET', `/companies/${C.childVienna}`);
    expect(res.body.parent).toEqual({ id: C.parent, name: 'Voltwerk Holding GmbH' });
    expect(res.body.children).toEqual([]);
    expect(res.body.currency).toBe('EUR');
    expect((await call<Company>('admin', 'GET', `/companies/${C.zurich}`)).body.currency).toBe('CHF');
    expect((await call<Company>('admin', 'GET', `/companies/${C.austin}`)).body.currency).toBe('USD');
  });

  it('a fleet manager of a PRO company reads their own company and its children', async () => {
    for (const id of [C.parent, C.childMunich, C.childVienna]) {
      expect((await call('manager', 'GET', `/companies/${id}`)).status).toBe(200);
    }
  });

  it('a fleet manager gets 404 for a foreign company, as for one that does not exist', async () => {
    const foreign = await call('manager', 'GET', `/companies/${C.light}`);
    const unknown = await call('manager', 'GET', `/companies/${UNKNOWN}`);
    const malformed = await call('manager', 'GET', '/companies/not-an-id');
    expect([foreign.status, unknown.status, malformed.status]).toEqual([404, 404, 404]);
    expect(foreign.type).toContain('application/problem+json');
    expect(problemOf(foreign).detail).toBe(problemOf(unknown).detail);
  });

  it('a fleet manager of a LIGHT company reads only their own company', async () => {
    expect((await call('light', 'GET', `/companies/${C.light}`)).status).toBe(200);
    expect((await call('light', 'GET', `/companies/${C.parent}`)).status).toBe(404);
    expect((await call('light', 'GET', `/companies/${C.childMunich}`)).status).toBe(404);
  });

  it('an administrator gets 404 for an unknown company; a driver 403; no token 401', async () => {
    expect((await call('admin', 'GET', `/companies/${UNKNOWN}`)).status).toBe(404);
    expect((await call('driver', 'GET', `/companies/${C.parent}`)).status).toBe(403);
    expect((await call('nobody', 'GET', `/companies/${C.parent}`)).status).toBe(401);
  });
});

describe('GET /backend/companies/summary', () => {
  async function counted(companyId: string | null): Promise<CompanySummary> {
    const where = companyId ? 'company_id = $1' : 'company_id is not null';
    const params = companyId ? [companyId] : [];
    const one = async (sql: string) => Number((await server.database.query<{ n: number }>(sql, params))[0]!.n);
    return {
      userCount: await one(`select count(*)::int as n from users where role = 'USER' and ${companyId ? where : 'true'}`),
      cableCount: await one(`select count(*)::int as n from cables where ${where}`),
      subscriptionCount: await one(`select count(*)::int as n from licenses where status in ('ACTIVE', 'EXPIRING_SOON') and ${where}`),
    };
  }

  it('an administrator without a selected company sees the numbers of every company', async () => {
    const res = await call<CompanySummary>('admin', 'GET', '/companies/summary');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(await counted(null));
    expect(res.body.userCount).toBeGreaterThan(0);
    // The same drivers as the home table's total, a driver without a company included.
    const table = await call<{ totalCount: number }>('admin', 'GET', '/users/search?role=USER&pageSize=1');
    expect(res.body.userCount).toBe(table.body.totalCount);
  });

  it('an administrator who selected a company sees that company', async () => {
    const res = await call<CompanySummary>('admin', 'GET', '/companies/summary', undefined, { 'x-child-company-id': C.zurich });
    expect(res.body).toEqual(await counted(C.zurich));
  });

  it('a fleet manager sees their own company, or the selected child', async () => {
    expect((await call('manager', 'GET', '/companies/summary')).body).toEqual(await counted(C.parent));
    const child = await call('manager', 'GET', '/companies/summary', undefined, { 'x-child-company-id': C.childVienna });
    expect(child.body).toEqual(await counted(C.childVienna));
    expect((await call('light', 'GET', '/companies/summary')).body).toEqual(await counted(C.light));
  });

  it('companyId asks for one company in reach, and a foreign one answers 404', async () => {
    const child = await call('manager', 'GET', `/companies/summary?companyId=${C.childMunich}`);
    expect(child.body).toEqual(await counted(C.childMunich));
    expect((await call('manager', 'GET', `/companies/summary?companyId=${C.light}`)).status).toBe(404);
    expect((await call('admin', 'GET', `/companies/summary?companyId=${C.light}`)).body).toEqual(await counted(C.light));
  });

  it('licenses that are EXPIRED or CANCELLED do not count', async () => {
    const [any] = await server.database.query<{ n: number }>(
      `select count(*)::int as n from licenses where company_id = $1 and status not in ('ACTIVE', 'EXPIRING_SOON')`,
      [C.parent],
    );
    const [all] = await server.database.query<{ n: number }>('select count(*)::int as n from licenses where company_id = $1', [C.parent]);
    const res = await call<CompanySummary>('manager', 'GET', '/companies/summary');
    expect(res.body.subscriptionCount).toBe(Number(all!.n) - Number(any!.n));
  });

  it('a driver may not ask', async () => {
    expect((await call('driver', 'GET', '/companies/summary')).status).toBe(403);
  });
});

describe('POST /backend/companies', () => {
  it('an administrator creates a company; currency and language follow the country', async () => {
    const res = await call<Company>('admin', 'POST', '/companies', {
      name: '  Wattmeister AG ',
      email: 'fleet@wattmeister.example',
      domain: 'Wattmeister.example',
      country: 'SWITZERLAND',
      address: { street: 'Seestrasse 4', zip: '8002', city: 'Zürich' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Wattmeister AG',
      email: 'fleet@wattmeister.example',
      domain: 'wattmeister.example',
      country: 'SWITZERLAND',
      currency: 'CHF',
      language: 'GERMAN',
      subscriptionType: 'LIGHT',
      features: [],
      parent: null,
      receiptDueDay: 5,
      address: { street: 'Seestrasse 4', zip: '8002', city: 'Zürich' },
    });
    const read = await call<Company>('admin', 'GET', `/companies/${res.body.id}`);
    expect(read.body).toEqual(res.body);
  });

  it('a company with PaymentPlus starts Payment+ today unless a start date is given', async () => {
    const res = await call<Company>('admin', 'POST', '/companies', { name: 'Plus GmbH', country: 'GERMANY', features: ['PaymentPlus', 'PaymentPlus'] });
    expect(res.body.features).toEqual(['PaymentPlus']);
    expect(res.body.paymentPlusStartDate).toBe(new Date().toISOString().slice(0, 10));
  });

  it('a new company can be the child of a PRO company', async () => {
    const res = await call<Company>('admin', 'POST', '/companies', { name: 'Limmat Bern AG', country: 'SWITZERLAND', parentId: C.zurich });
    expect(res.status).toBe(201);
    expect(res.body.parent).toEqual({ id: C.zurich, name: 'Limmat Fleet AG' });
    const parent = await call<Company>('admin', 'GET', `/companies/${C.zurich}`);
    expect(parent.body.children.map((c) => c.name)).toContain('Limmat Bern AG');
  });

  it('refuses a bad country, a missing name and a bad email, naming the fields, and creates nothing', async () => {
    const before = await companyCount();
    const res = await call('admin', 'POST', '/companies', { name: ' ', country: 'FRANCE', email: 'nope' }, { 'accept-language': 'en' });
    expect(res.status).toBe(400);
    expect(res.type).toContain('application/problem+json');
    expect(fieldMessage(res, 'country')).toBe('Country: Value must be one of the list');
    expect(fieldMessage(res, 'name')).toBe('Name: Is required');
    expect(fieldMessage(res, 'email')).toBe('Email: Must be a valid email address');
    const de = await call('admin', 'POST', '/companies', { name: 'X', country: 'FRANCE' }, { 'accept-language': 'de' });
    expect(fieldMessage(de, 'country')).toBe('Country: Wert muss einer aus der Liste sein');
    expect(await companyCount()).toBe(before);
  });

  it('refuses a LIGHT or unknown parent company and creates nothing', async () => {
    const before = await companyCount();
    const light = await call('admin', 'POST', '/companies', { name: 'Tochter KG', country: 'AUSTRIA', parentId: C.light });
    expect(light.status).toBe(400);
    expect(fieldMessage(light, 'parentId')).toBe('Parent company: Must be a PRO company');
    const unknown = await call('admin', 'POST', '/companies', { name: 'Tochter KG', country: 'AUSTRIA', parentId: UNKNOWN });
    expect(fieldMessage(unknown, 'parentId')).toBe('Parent company: Is not a known company');
    expect(await companyCount()).toBe(before);
  });

  it('fleet managers and drivers may not create companies', async () => {
    const before = await companyCount();
    expect((await call('manager', 'POST', '/companies', { name: 'Mine', country: 'GERMANY' })).status).toBe(403);
    expect((await call('driver', 'POST', '/companies', { name: 'Mine', country: 'GERMANY' })).status).toBe(403);
    expect(await companyCount()).toBe(before);
  });
});

describe('PUT /backend/companies/{id}', () => {
  it('an administrator changes every field of the company body', async () => {
    const company = await freshCompany();
    const res = await call<Company>('admin', 'PUT', `/companies/${company.id}`, {
      name: 'Renamed GmbH',
      email: 'fleet@renamed.example',
      domain: 'renamed.example',
      country: 'AUSTRIA',
      language: 'ENGLISH',
      subscriptionType: 'PRO',
      features: ['CarApi'],
      parentId: C.parent,
      paymentPlusStartDate: '2026-01-01',
      address: { street: 'Ring 1', zip: '1010', city: 'Wien' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Renamed GmbH',
      domain: 'renamed.example',
      country: 'AUSTRIA',
      currency: 'EUR',
      language: 'ENGLISH',
      subscriptionType: 'PRO',
      features: ['CarApi'],
      parent: { id: C.parent, name: 'Voltwerk Holding GmbH' },
      paymentPlusStartDate: '2026-01-01',
      address: { street: 'Ring 1', zip: '1010', city: 'Wien' },
    });
    // Fields left out stay; null clears.
    const partial = await call<Company>('admin', 'PUT', `/companies/${company.id}`, { email: null, parentId: null, address: { zip: '' } });
    expect(partial.body).toMatchObject({ name: 'Renamed GmbH', email: null, parent: null, address: { street: 'Ring 1', zip: null, city: 'Wien' } });
  });

  it('a fleet manager changes the name, email and address of their own company and of a child', async () => {
    const before = (await call<Company>('manager', 'GET', `/companies/${C.childMunich}`)).body;
    const res = await call<Company>('manager', 'PUT', `/companies/${C.childMunich}`, {
      name: 'Voltwerk München GmbH',
      email: 'flotte@muenchen.voltwerk.demo.test',
      address: { street: 'Sonnenstraße 5', zip: '80331', city: 'München' },
    });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe('flotte@muenchen.voltwerk.demo.test');
    expect(res.body.address.street).toBe('Sonnenstraße 5');
    expect(res.body.subscriptionType).toBe(before.subscriptionType);
    const own = await call<Company>('manager', 'PUT', `/companies/${C.parent}`, { name: 'Voltwerk Holding GmbH' });
    expect(own.status).toBe(200);
  });

  it('a fleet manager may not change the subscription, features or parent, and nothing changes', async () => {
    const before = await row(C.parent);
    for (const body of [{ subscriptionType: 'LIGHT' }, { features: [] }, { name: 'Sneaky', parentId: C.zurich }, { country: 'AUSTRIA' }]) {
      const res = await call('manager', 'PUT', `/companies/${C.parent}`, body);
      expect(res.status).toBe(403);
      expect(problemOf(res).detail).toBe('Fleet managers may change only the name, email and address of their company.');
    }
    expect(await row(C.parent)).toEqual(before);
  });

  it('a fleet manager gets 404 for a foreign company and nothing changes', async () => {
    const before = await row(C.light);
    expect((await call('manager', 'PUT', `/companies/${C.light}`, { name: 'Mine now' })).status).toBe(404);
    expect((await call('light', 'PUT', `/companies/${C.childVienna}`, { name: 'Mine now' })).status).toBe(404);
    expect(await row(C.light)).toEqual(before);
  });

  it('a parent must be PRO and neither the company itself nor one of its descendants', async () => {
    const before = await row(C.parent);
    const self = await call('admin', 'PUT', `/companies/${C.parent}`, { parentId: C.parent });
    const child = await call('admin', 'PUT', `/companies/${C.parent}`, { parentId: C.childMunich });
    expect(self.status).toBe(400);
    expect(fieldMessage(self, 'parentId')).toBe('Parent company: Cannot be the company itself or one of its child companies');
    expect(fieldMessage(child, 'parentId')).toBe('Parent company: Cannot be the company itself or one of its child companies');
    const light = await call('admin', 'PUT', `/companies/${C.austin}`, { parentId: C.light }, { 'accept-language': 'de' });
    expect(fieldMessage(light, 'parentId')).toBe('Muttergesellschaft: Muss ein PRO-Unternehmen sein');
    expect(await row(C.parent)).toEqual(before);
  });

  it('a company with child companies cannot become LIGHT', async () => {
    const res = await call('admin', 'PUT', `/companies/${C.parent}`, { subscriptionType: 'LIGHT' });
    expect(res.status).toBe(409);
    expect((await row(C.parent))!.subscription_type).toBe('PRO');
  });

  it('PaymentPlus cannot be removed while receipts are reimbursed through Payment+', async () => {
    const res = await call('admin', 'PUT', `/companies/${C.parent}`, { features: ['CarApi'] });
    expect(res.status).toBe(400);
    expect(fieldMessage(res, 'features')).toBe('Features: PaymentPlus is needed while receipts are reimbursed through Payment+');
  });

  it('bad values answer 400 with the fields in the caller\'s language', async () => {
    const company = await freshCompany();
    const before = await row(company.id);
    const res = await call('admin', 'PUT', `/companies/${company.id}`, { email: 'no-mail', domain: 'https://x', name: 'x'.repeat(201) }, { 'accept-language': 'de-DE' });
    expect(res.status).toBe(400);
    expect(fieldMessage(res, 'email')).toBe('Email: Muss eine gültige E-Mail-Adresse sein');
    expect(fieldMessage(res, 'domain')).toBe('Domain: Ungültige Zeichenkette');
    expect(fieldMessage(res, 'name')).toBe('Name: Darf höchstens 200 Zeichen haben');
    expect(await row(company.id)).toEqual(before);
  });
});

describe('PUT /backend/companies/{id}/policy', () => {
  it('a fleet manager of a PRO company writes the policy, and an empty one removes it', async () => {
    const text = 'Charging at home is reimbursed monthly.\nPublic charging uses the charge card.';
    const res = await call<Company>('manager', 'PUT', `/companies/${C.parent}/policy`, { policy: `  ${text}  ` });
    expect(res.status).toBe(200);
    expect(res.body.policy).toBe(text);
    expect((await row(C.parent))!.policy).toBe(text);
    const child = await call<Company>('manager', 'PUT', `/companies/${C.childVienna}/policy`, { policy: 'Wien' });
    expect(child.body.policy).toBe('Wien');
    const cleared = await call<Company>('manager', 'PUT', `/companies/${C.childVienna}/policy`, { policy: '' });
    expect(cleared.body.policy).toBeNull();
  });

  it('a fleet manager of a LIGHT company is told to upgrade, and nothing changes', async () => {
    const before = await row(C.light);
    const res = await call('light', 'PUT', `/companies/${C.light}/policy`, { policy: 'Ours' });
    expect(res.status).toBe(403);
    expect(problemOf(res).detail).toBe('Your company must upgrade to access this feature');
    const de = await call('light', 'PUT', `/companies/${C.light}/policy`, { policy: 'Ours' }, { 'accept-language': 'de' });
    expect(problemOf(de).detail).toBe('Ihr Unternehmen benötigt ein Upgrade, um diese Funktion zu nutzen');
    expect(await row(C.light)).toEqual(before);
  });

  it('an administrator writes the policy of any company; foreign companies answer 404', async () => {
    expect((await call<Company>('admin', 'PUT', `/companies/${C.light}/policy`, { policy: 'Set by Fleetwatt' })).body.policy).toBe('Set by Fleetwatt');
    const before = await row(C.light);
    expect((await call('manager', 'PUT', `/companies/${C.light}/policy`, { policy: 'x' })).status).toBe(404);
    expect(await row(C.light)).toEqual(before);
    expect((await call('driver', 'PUT', `/companies/${C.parent}/policy`, { policy: 'x' })).status).toBe(403);
  });

  it('a policy holds at most 10,000 characters', async () => {
    const before = await row(C.parent);
    const res = await call('manager', 'PUT', `/companies/${C.parent}/policy`, { policy: 'x'.repeat(10_001) });
    expect(res.status).toBe(400);
    expect(fieldMessage(res, 'policy')).toBe('Policy: Must have at most 10000 characters');
    expect(await row(C.parent)).toEqual(before);
    expect((await call('manager', 'PUT', `/companies/${C.parent}/policy`, { policy: 'x'.repeat(10_000) })).status).toBe(200);
  });
});

describe('PUT /backend/companies/{id}/settings', () => {
  it('receipt due day 31 is accepted, 0 and 32 are refused with the generic messages', async () => {
    const company = await freshCompany();
    const before = await row(company.id);
    const low = await call('admin', 'PUT', `/companies/${company.id}/settings`, { receiptDueDay: 0 });
    const high = await call('admin', 'PUT', `/companies/${company.id}/settings`, { receiptDueDay: 32 });
    expect([low.status, high.status]).toEqual([400, 400]);
    expect(fieldMessage(low, 'receiptDueDay')).toBe('Receipt due day: Value is too small');
    expect(fieldMessage(high, 'receiptDueDay')).toBe('Receipt due day: Value is too big');
    const half = await call('admin', 'PUT', `/companies/${company.id}/settings`, { receiptDueDay: 15.5 });
    expect(half.status).toBe(400);
    expect(await row(company.id)).toEqual(before);
    const ok = await call<Company>('admin', 'PUT', `/companies/${company.id}/settings`, { receiptDueDay: 31 });
    expect(ok.status).toBe(200);
    expect(ok.body.receiptDueDay).toBe(31);
    expect((await row(company.id))!.receipt_due_day).toBe(31);
  });

  it('every settings group round-trips and leaves the other settings as they were', async () => {
    const company = await freshCompany();
    const groups: Record<string, unknown>[] = [
      { mileageQueryFrequency: 'BIWEEKLY' },
      { tariffVerificationFrequency: 'QUARTERLY' },
      { requireCarPlate: true, requireCompanyName: true, requireCostCenter: false, requireEmployeeId: true, reimbursementMode: 'COMPANY' },
      {
        layoutShowMandateText: false,
        layoutShowAddress: false,
        layoutShowCarPlate: false,
        layoutShowCompanyName: false,
        layoutShowCostCenter: true,
        layoutShowEmployeeId: true,
        layoutShowEmbeddedTariff: true,
      },
      {
        reportingShowAddress: false,
        reportingShowCarPlate: false,
        reportingShowCompanyName: false,
        reportingShowCostCenter: true,
        reportingShowEmployeeId: true,
        reportingShowEmbeddedTariff: true,
      },
      { exportDefaultFormat: 'CSV', exportZipEnabled: true },
    ];
    let expected: Company = (await call<Company>('admin', 'GET', `/companies/${company.id}`)).body;
    for (const group of groups) {
      const res = await call<Company>('admin', 'PUT', `/companies/${company.id}/settings`, group);
      expect(res.status).toBe(200);
      expected = { ...expected, ...group, updatedAt: res.body.updatedAt } as Company;
      expect(res.body).toEqual(expected);
      expect((await call<Company>('admin', 'GET', `/companies/${company.id}`)).body).toEqual(expected);
    }
  });

  it('fleet managers change the settings of their own company and its children; LIGHT ones too', async () => {
    expect((await call<Company>('manager', 'PUT', `/companies/${C.parent}/settings`, { mileageQueryFrequency: 'WEEKLY' })).body.mileageQueryFrequency).toBe('WEEKLY');
    expect((await call<Company>('manager', 'PUT', `/companies/${C.childMunich}/settings`, { receiptDueDay: 28 })).body.receiptDueDay).toBe(28);
    expect((await call<Company>('light', 'PUT', `/companies/${C.light}/settings`, { tariffVerificationFrequency: 'YEARLY' })).body.tariffVerificationFrequency).toBe('YEARLY');
  });

  it('a foreign company answers 404 and nothing changes', async () => {
    const before = await row(C.light);
    expect((await call('manager', 'PUT', `/companies/${C.light}/settings`, { receiptDueDay: 2 })).status).toBe(404);
    expect(await row(C.light)).toEqual(before);
    expect((await call('driver', 'PUT', `/companies/${C.parent}/settings`, { receiptDueDay: 2 })).status).toBe(403);
    expect((await call('nobody', 'PUT', `/companies/${C.parent}/settings`, { receiptDueDay: 2 })).status).toBe(401);
  });

  it('refuses values outside the lists and Payment+ reimbursement without the PaymentPlus feature', async () => {
    const before = await row(C.light);
    const bad = await call('light', 'PUT', `/companies/${C.light}/settings`, { mileageQueryFrequency: 'HOURLY', exportDefaultFormat: 'PDF' });
    expect(fieldMessage(bad, 'mileageQueryFrequency')).toBe('Mileage query frequency: Value must be one of the list');
    expect(fieldMessage(bad, 'exportDefaultFormat')).toBe('Export default format: Value must be one of the list');
    const plus = await call('light', 'PUT', `/companies/${C.light}/settings`, { reimbursementMode: 'PAYMENT_PLUS', receiptDueDay: 3 });
    expect(plus.status).toBe(400);
    expect(fieldMessage(plus, 'reimbursementMode')).toBe('Reimbursement mode: Payment+ needs the PaymentPlus feature');
    expect(await row(C.light)).toEqual(before);
  });
});

describe('PUT /backend/companies/{id}/parent', () => {
  it('without a parent the answer is "Please select a company", and nothing changes', async () => {
    const before = await row(C.austin);
    for (const body of [{}, { parentId: null }, undefined]) {
      const res = await call('admin', 'PUT', `/companies/${C.austin}/parent`, body);
      expect(res.status).toBe(400);
      expect(problemOf(res).detail).toBe('Please select a company');
      expect(fieldMessage(res, 'parentId')).toBe('Please select a company');
    }
    const de = await call('admin', 'PUT', `/companies/${C.austin}/parent`, {}, { 'accept-language': 'de' });
    expect(fieldMessage(de, 'parentId')).toBe('Bitte wählen Sie ein Unternehmen aus');
    expect(await row(C.austin)).toEqual(before);
  });

  it('an administrator assigns a company to a PRO parent; a LIGHT parent is refused', async () => {
    const company = await freshCompany();
    const light = await call('admin', 'PUT', `/companies/${company.id}/parent`, { parentId: C.newcomer });
    expect(fieldMessage(light, 'parentId')).toBe('Parent company: Must be a PRO company');
    const res = await call<Company>('admin', 'PUT', `/companies/${company.id}/parent`, { parentId: C.zurich });
    expect(res.status).toBe(200);
    expect(res.body.parent).toEqual({ id: C.zurich, name: 'Limmat Fleet AG' });
  });

  it('fleet managers may not assign companies', async () => {
    const before = await row(C.childMunich);
    expect((await call('manager', 'PUT', `/companies/${C.childMunich}/parent`, { parentId: C.parent })).status).toBe(403);
    expect(await row(C.childMunich)).toEqual(before);
  });

  it('an unknown company answers 404', async () => {
    expect((await call('admin', 'PUT', `/companies/${UNKNOWN}/parent`, { parentId: C.parent })).status).toBe(404);
  });
});

describe('billing data', () => {
  it('a fleet manager reads and changes the billing data of their company', async () => {
    const read = await call<BillingData>('manager', 'GET', `/companies/${C.childVienna}/billing-data`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ contactName: 'Katharina Leitgeb', vatNumber: 'ATU71234567' });
    const res = await call<BillingData>('manager', 'PUT', `/companies/${C.childVienna}/billing-data`, {
      contactName: 'Katharina Leitgeb',
      contactEmail: 'rechnung@wien.voltwerk.demo.test',
      street: 'Praterstraße 22',
      zip: '1020',
      city: 'Wien',
      vatNumber: 'atu 7123 4568',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      contactName: 'Katharina Leitgeb',
      contactEmail: 'rechnung@wien.voltwerk.demo.test',
      street: 'Praterstraße 22',
      zip: '1020',
      city: 'Wien',
      vatNumber: 'ATU71234568',
    });
    expect((await call<Company>('manager', 'GET', `/companies/${C.childVienna}`)).body.billing).toEqual(res.body);
  });

  it('checks the VAT number against the company\'s country', async () => {
    const cases: [string, string, boolean][] = [
      [C.parent, 'DE123456789', true],
      [C.parent, 'DE12345678', false],
      [C.parent, 'ATU12345678', false],
      [C.light, 'ATU12345678', true],
      [C.zurich, 'CHE-123.456.789 MWST', true],
      [C.zurich, 'CHE123456789', true],
      [C.zurich, 'CH123456789', false],
      [C.austin, '12-3456789', true],
      [C.austin, '', true],
      [C.austin, 'US-TAX', false],
    ];
    for (const [id, vatNumber, ok] of cases) {
      const before = await row(id);
      const res = await call('admin', 'PUT', `/companies/${id}/billing-data`, { vatNumber });
      expect(res.status, `${vatNumber} for ${id}`).toBe(ok ? 200 : 400);
      if (!ok) {
        expect(fieldMessage(res, 'vatNumber')).toMatch(/^VAT number: Must look like /);
        expect(await row(id)).toEqual(before);
      }
    }
    const de = await call('admin', 'PUT', `/companies/${C.parent}/billing-data`, { vatNumber: 'DE1' }, { 'accept-language': 'de' });
    expect(fieldMessage(de, 'vatNumber')).toBe('USt-IdNr.: Muss die Form DE123456789 haben');
  });

  it('a bad billing email is refused; foreign companies answer 404', async () => {
    const res = await call('manager', 'PUT', `/companies/${C.parent}/billing-data`, { contactEmail: 'nope' });
    expect(fieldMessage(res, 'contactEmail')).toBe('Contact email: Must be a valid email address');
    expect((await call('manager', 'GET', `/companies/${C.light}/billing-data`)).status).toBe(404);
    const before = await row(C.light);
    expect((await call('manager', 'PUT', `/companies/${C.light}/billing-data`, { contactName: 'x' })).status).toBe(404);
    expect(await row(C.light)).toEqual(before);
  });
});

describe('GET /backend/companies/{id}/custom-fields', () => {
  it('lists the four driver fields with whether receipts require them', async () => {
    const res = await call<CustomField[]>('manager', 'GET', `/companies/${C.childVienna}/custom-fields`);
    expect(res.status).toBe(200);
    const stored = (await row(C.childVienna))!;
    expect(res.body).toEqual([
      { key: 'CAR_PLATE', required: stored.require_car_plate },
      { key: 'COMPANY_NAME', required: stored.require_company_name },
      { key: 'COST_CENTER', required: stored.require_cost_center },
      { key: 'EMPLOYEE_ID', required: stored.require_employee_id },
    ]);
    expect(res.body.find((f) => f.key === 'COST_CENTER')?.required).toBe(true);
  });

  it('follows the receipt options', async () => {
    const company = await freshCompany();
    await call('admin', 'PUT', `/companies/${company.id}/settings`, { requireEmployeeId: true });
    const res = await call<CustomField[]>('admin', 'GET', `/companies/${company.id}/custom-fields`);
    expect(res.body.filter((f) => f.required).map((f) => f.key)).toEqual(['EMPLOYEE_ID']);
  });

  it('a foreign company answers 404', async () => {
    expect((await call('light', 'GET', `/companies/${C.parent}/custom-fields`)).status).toBe(404);
  });
});

describe('POST /backend/companies/{id}/payment-account/{accountId}', () => {
  it('an administrator links the company to a payment account', async () => {
    const company = await freshCompany();
    const res = await call('admin', 'POST', `/companies/${company.id}/payment-account/pp-wallet-test-0042`);
    expect(res.status).toBe(204);
    expect((await row(company.id))!.payment_account_id).toBe('pp-wallet-test-0042');
    expect((await call<Company>('admin', 'GET', `/companies/${company.id}`)).body.paymentAccountId).toBe('pp-wallet-test-0042');
  });

  it('fleet managers may not; unknown companies answer 404; a malformed account id 400', async () => {
    const before = await row(C.parent);
    expect((await call('manager', 'POST', `/companies/${C.parent}/payment-account/pp-1`)).status).toBe(403);
    expect(await row(C.parent)).toEqual(before);
    expect((await call('admin', 'POST', `/companies/${UNKNOWN}/payment-account/pp-1`)).status).toBe(404);
    const bad = await call('admin', 'POST', `/companies/${C.parent}/payment-account/${encodeURIComponent('bad id!')}`);
    expect(bad.status).toBe(400);
    expect(await row(C.parent)).toEqual(before);
  });
});
