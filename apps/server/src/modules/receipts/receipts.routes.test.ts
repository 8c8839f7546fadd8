import { beforeAll, describe, expect, it } from 'vitest';
import { sessionExpenseMinor, type Paged, type Problem, type Receipt, type ReceiptSent } from '@fleetwatt/shared';
import { checkDatevFile } from '../../../test/datev-format-check.ts';
import { pdfText } from '../../lib/pdf/read-text.ts';
import { useTestServer } from '../../../test/harness.ts';
import { DEMO_IDS } from '../../demo/seed-demo.ts';
import { repriceStoredSessions } from '../pricing/pricing.ts';
import { caller, currentReceipt, DANIEL, PARENT, reimbursableOfMonth, sessionSums } from './receipts.test-helpers.ts';
import { monthBefore } from '../../../test/months.ts';

const server = useTestServer();
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  call = caller(server);
});

const MANAGER = 'manager@demo.test';
const ADMIN = 'admin@demo.test';
const LIGHT = 'light@demo.test';
const last = monthBefore(1);
const DE = { 'accept-language': 'de' };

const nextNumber = async (userId: string) =>
  Number((await server.database.query<{ n: number }>('select next_receipt_number as n from users where id = $1', [userId]))[0]!.n);

describe('the receipts list', () => {
  it("a fleet manager sees exactly the own company's receipts of a month, newest first", async () => {
    const { status, body } = await call<Paged<Receipt>>(MANAGER, `/receipts/search?year=${last.year}&month=${last.month}&pageSize=200`);
    const [count] = await server.database.query<{ n: number }>(
      'select count(*)::int as n from receipts where company_id = $1 and period_year = $2 and period_month = $3',
      [PARENT, last.year, last.month],
    );
    expect(status).toBe(200);
    expect(body.totalCount).toBe(count!.n);
    expect(body.results.every((r) => r.companyId === PARENT && r.periodMonth === last.month)).toBe(true);
    const created = body.results.map((r) => r.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const daniel = body.results.find((r) => r.driverId === DANIEL)!;
    expect(daniel).toMatchObject({ status: 'DRAFT', sent: false, driverName: 'Daniel Driver', companyName: 'Voltwerk Holding GmbH', currency: 'EUR' });
  });

  it('filters by driver, status and sent, sorts by expense, and pages', async () => {
    const mine = await call<Paged<Receipt>>(MANAGER, `/receipts/search?driverId=${DANIEL}&pageSize=200`);
    expect(mine.body.results.length).toBeGreaterThan(5);
    expect(mine.body.results.every((r) => r.driverId === DANIEL)).toBe(true);
    const sent = await call<Paged<Receipt>>(MANAGER, '/receipts/search?status=SUBMITTED&sent=true&pageSize=200');
    expect(sent.body.results.every((r) => r.status === 'SUBMITTED' && r.sent)).toBe(true);
    const byExpense = await call<Paged<Receipt>>(MANAGER, '/receipts/search?sortField=expense&sortDir=ASC&pageSize=20&pageNumber=1');
    const amounts = byExpense.body.results.map((r) => r.expenseMinor);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(byExpense.body.totalPages).toBe(Math.ceil(byExpense.body.totalCount / 20));
  });

  it('shows the reimbursement status of receipts that are in a reimbursement', async () => {
    const { body } = await call<Paged<Receipt>>(ADMIN, `/receipts/search?companyId=${PARENT}&status=SUBMITTED&pageSize=200`);
    expect(body.results.some((r) => r.reimbursementStatus !== null)).toBe(true);
    expect(body.results.every((r) => r.companyId === PARENT)).toBe(true);
  });

  it("narrows to one company, never beyond the caller's own, and refuses drivers and bad input", async () => {
    const light = await call<Paged<Receipt>>(LIGHT, `/receipts/search?companyId=${PARENT}`);
    expect(light.status).toBe(200);
    expect(light.body.totalCount).toBe(0);
    const child = await call<Paged<Receipt>>(MANAGER, '/receipts/search?pageSize=200', {
      headers: { 'x-child-company-id': DEMO_IDS.companies.childMunich },
    });
    expect(child.body.results.length).toBeGreaterThan(0);
    expect(child.body.results.every((r) => r.companyId === DEMO_IDS.companies.childMunich)).toBe(true);
    expect((await call('driver@demo.test', '/receipts/search')).status).toBe(403);
    expect((await call(null, '/receipts/search')).status).toBe(401);
    const bad = await call<Problem>(MANAGER, '/receipts/search?status=LOST');
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.field).toBe('status');
  });

  it('exports the filtered list as CSV with headers in the language of the request', async () => {
    const res = await call<string>(MANAGER, `/receipts/export?export=CSV&driverId=${DANIEL}`, { headers: DE });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('receipts-all.csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toContain('Nummer,Unternehmen,Fahrer,Zeitraum');
    const { body } = await call<Paged<Receipt>>(MANAGER, `/receipts/search?driverId=${DANIEL}&pageSize=200`);
    expect(lines).toHaveLength(body.totalCount + 1);
  });
});

describe('creating, regenerating and deleting drafts', () => {
  it("deleting a draft frees its sessions; creating again takes them with the next number, never the deleted one's", async () => {
    const draft = (await currentReceipt(server, DANIEL, last.year, last.month))!;
    expect(draft.status).toBe('DRAFT');
    const before = await nextNumber(DANIEL);

    expect((await call(MANAGER, `/receipts/${draft.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await sessionSums(server, draft.id)).count).toBe(0);
    expect((await call(MANAGER, `/receipts/${draft.id}`)).status).toBe(404);

    const created = await call<Receipt>(MANAGER, '/receipts', { method: 'POST', body: { driverId: DANIEL, year: last.year, month: last.month } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'DRAFT', number: before, version: 1, corrects: null, periodYear: last.year, periodMonth: last.month });
    const expected = await reimbursableOfMonth(server, DANIEL, PARENT, last.from, last.to);
    expect(created.body.sessionCount).toBe(expected.count);
    expect(created.body.energyWh).toBe(expected.energyWh);
    expect(created.body.expenseMinor).toBe(expected.expenseMinor);

    // Delete it too: the number after it is given next, the deleted ones never again.
    expect((await call(MANAGER, `/receipts/${created.body.id}`, { method: 'DELETE' })).status).toBe(204);
    const again = await call<Receipt>(MANAGER, '/receipts', { method: 'POST', body: { driverId: DANIEL, year: last.year, month: last.month } });
    expect(again.body.number).toBe(before + 1);
    expect(again.body.number).not.toBe(draft.number);
    const [rows] = await server.database.query<{ n: number }>(
      'select count(*)::int as n from charging_sessions where receipt_id = $1 and receipt_status = $2',
      [again.body.id, 'DRAFT'],
    );
    expect(rows!.n).toBe(expected.count);
  });

  it('totals are the sums of the sessions, without rounding loss', async () => {
    const draft = (await currentReceipt(server, DANIEL, last.year, last.month))!;
    const { body } = await call<Receipt>(MANAGER, `/receipts/${draft.id}`);
    const sessions = await server.database.query<{ watt_hours: number; tariff_price: number; expense_minor: number }>(
      'select watt_hours, tariff_price, expense_minor from charging_sessions where receipt_id = $1',
      [draft.id],
    );
    const perSession = sessions.map((s) => sessionExpenseMinor(s.watt_hours, s.tariff_price));
    expect(perSession).toEqual(sessions.map((s) => s.expense_minor));
    expect(body.expenseMinor).toBe(perSession.reduce((a, b) => a + b, 0));
    expect(body.energyWh).toBe(sessions.reduce((a, s) => a + s.watt_hours, 0));
    expect(body.baseFeeMinor).toBe(0);
  });

  it('refuses a second receipt for the same month, a month that has not ended, and a month without sessions', async () => {
    const dup = await call<Problem>(MANAGER, '/receipts', { method: 'POST', body: { driverId: DANIEL, year: last.year, month: last.month }, headers: DE });
    expect(dup.status).toBe(409);
    expect(dup.body.detail).toMatch(/^Der Fahrer hat für diesen Monat bereits Beleg \d+\./);

    const now = monthBefore(0);
    const current = await call<Problem>(MANAGER, '/receipts', { method: 'POST', body: { driverId: DANIEL, year: now.year, month: now.month } });
    expect(current.status).toBe(400);
    expect(current.body.errors).toEqual([{ field: 'month', message: 'Period: The month has not ended yet' }]);

    const before = await nextNumber(DANIEL);
    const empty = await call<Problem>(MANAGER, '/receipts', { method: 'POST', body: { driverId: DANIEL, year: 2001, month: 1 } });
    expect(empty.status).toBe(409);
    expect(empty.body.detail).toContain('no reimbursable charging sessions');
    expect(await nextNumber(DANIEL)).toBe(before);

    const invalid = await call<Problem>(MANAGER, '/receipts', { method: 'POST', body: { driverId: 'nope', year: 1999, month: 13 } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors?.map((e) => e.field).sort()).toEqual(['driverId', 'month', 'year']);
  });

  it("a fleet manager cannot make a receipt for another company's driver", async () => {
    const res = await call<Problem>(LIGHT, '/receipts', { method: 'POST', body: { driverId: DANIEL, year: last.year, month: last.month } });
    expect(res.status).toBe(404);
  });

  it('regenerating a draft lets sessions that stopped being reimbursable leave and free ones join', async () => {
    const draft = (await currentReceipt(server, DANIEL, last.year, last.month))!;
    const before = await sessionSums(server, draft.id);
    const [leaving, joining] = await server.database.query<{ id: string }>(
      'select id from charging_sessions where receipt_id = $1 order by start_date limit 2',
      [draft.id],
    );
    await server.database.query(`update charging_sessions set reimbursable = false, review_status = 'IGNORED' where id = $1`, [leaving!.id]);
    await server.database.query('update charging_sessions set receipt_id = null, receipt_status = null where id = $1', [joining!.id]);

    const res = await call<Receipt>(MANAGER, `/receipts/${draft.id}/regenerate`, { method: 'POST' });
    expect(res.status).toBe(200);
    const after = await sessionSums(server, draft.id);
    expect(after.count).toBe(before.count - 1);
    expect(res.body.sessionCount).toBe(after.count);
    expect(res.body.expenseMinor).toBe(after.expenseMinor);
    expect(res.body.energyWh).toBe(after.energyWh);
    const [left] = await server.database.query<{ receipt_id: string | null }>('select receipt_id from charging_sessions where id = $1', [leaving!.id]);
    expect(left!.receipt_id).toBeNull();
  });

  it('adds the base fee share of the tariff once, as its own line, when sessions are priced with it', async () => {
    const draft = (await currentReceipt(server, DANIEL, last.year, last.month))!;
    const [session] = await server.database.query<{ id: string; tariff_id: string }>(
      'select id, tariff_id from charging_sessions where receipt_id = $1 order by start_date desc limit 1',
      [draft.id],
    );
    await server.database.query(`update tariffs set base_fee_monthly_minor = 1234 where id = $1`, [session!.tariff_id]);
    await server.database.query(`update charging_sessions set price_basis = 'TARIFF_WITH_BASE_FEE' where receipt_id = $1`, [draft.id]);
    const res = await call<Receipt>(MANAGER, `/receipts/${draft.id}/regenerate`, { method: 'POST' });
    const sums = await sessionSums(server, draft.id);
    expect(res.body.baseFeeMinor).toBe(1234);
    expect(res.body.expenseMinor).toBe(sums.expenseMinor + 1234);
    await server.database.query(`update charging_sessions set price_basis = 'TARIFF' where receipt_id = $1`, [draft.id]);
    await call(MANAGER, `/receipts/${draft.id}/regenerate`, { method: 'POST' });
  });
});

describe("the tariff's base fee share and the company's rule", () => {
  const pdfOf = async (id: string) => {
    const res = await call(MANAGER, `/receipts/${id}/pdf`);
    expect(res.status).toBe(200);
    return (await pdfText(res.bytes)).join(' ').replace(/\s+/g, ' ');
  };

  it('is in the total only under the rule that reimburses it; otherwise the receipt and its PDF say why and what the total would be', async () => {
    const db = server.database;
    const draft = (await currentReceipt(server, DANIEL, last.year, last.month))!;
    const [home] = await db.query<{ country: string }>(
      'select coalesce(u.country, c.country) as country from users u join companies c on c.id = u.company_id where u.id = $1',
      [DANIEL],
    );
    const tariffs = await db.query<{ id: string; fee: number | null }>(
      'select id, base_fee_monthly_minor as fee from tariffs where id in (select tariff_id from charging_sessions where receipt_id = $1)',
      [draft.id],
    );
    const setRule = (rule: string) =>
      call(MANAGER, `/companies/${PARENT}/price-rules`, { method: 'PUT', body: { rules: [{ country: home!.country, rule }] } });
    try {
      await db.query('update tariffs set base_fee_monthly_minor = 1500 where id = any($1::uuid[])', [tariffs.map((t) => t.id)]);
      // The default rule (the driver's tariff, kWh x price): the fee is shown, not added, and explained.
      const plain = await call<Receipt>(MANAGER, `/receipts/${draft.id}/regenerate`, { method: 'POST' });
      const sums = await sessionSums(server, draft.id);
      expect(plain.body).toMatchObject({
        expenseMinor: sums.expenseMinor,
        baseFeeMinor: 0,
        baseFee: { monthlyMinor: 1500, inTotal: false, reason: 'RULE_TARIFF', regeneratedMinor: sums.expenseMinor },
      });
      // The PDF speaks the company's language (German here).
      const euro = (minor: number) => `${new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2 }).format(minor / 100)} €`;
      const plainPdf = await pdfOf(draft.id);
      expect(plainPdf).toContain(`Der monatliche Grundgebührenanteil des Tarifs von 15,00 € ist nicht in der Summe ${euro(sums.expenseMinor)}`);
      expect(plainPdf).toContain(`wäre die Summe ${euro(sums.expenseMinor + 1500)}.`);

      // The company switches to the rule with the base fee: the draft says it is not up to date ...
      expect((await setRule('TARIFF_WITH_BASE_FEE')).status).toBe(200);
      const listed = await call<Paged<Receipt>>(MANAGER, `/receipts/search?driverId=${DANIEL}&year=${last.year}&month=${last.month}`);
      expect(listed.body.results.find((r) => r.id === draft.id)).toMatchObject({
        expenseMinor: sums.expenseMinor,
        baseFee: { inTotal: false, reason: 'REGENERATE', regeneratedMinor: sums.expenseMinor + 1500 },
      });
      // ... and regenerated, the fee is in the total once, in the list and the PDF alike.
      const regenerated = await call<Receipt>(MANAGER, `/receipts/${draft.id}/regenerate`, { method: 'POST' });
      expect(regenerated.body).toMatchObject({
        expenseMinor: sums.expenseMinor + 1500,
        baseFeeMinor: 1500,
        baseFee: { monthlyMinor: 1500, inTotal: true, reason: 'REIMBURSED' },
      });
      const pdf = await pdfOf(draft.id);
      expect(pdf).toContain(`Grundgebührenanteil 15,00 € Erstattungsbetrag ${euro(sums.expenseMinor + 1500)}`);
      expect(pdf).toContain(`Die Summe ${euro(sums.expenseMinor + 1500)} enthält den monatlichen Grundgebührenanteil des Tarifs von 15,00 €`);
    } finally {
      await setRule('TARIFF');
      for (const t of tariffs) await db.query('update tariffs set base_fee_monthly_minor = $2 where id = $1', [t.id, t.fee]);
      await call(MANAGER, `/receipts/${draft.id}/regenerate`, { method: 'POST' });
    }
  });
});

describe('submitting', () => {
  it('refuses a driver without the fields the company requires, naming them, and changes nothing', async () => {
    const draft = (await currentReceipt(server, DANIEL, last.year, last.month))!;
    await server.database.query('update users set car_plate = null, employee_id = $2 where id = $1', [DANIEL, '  ']);
    const en = await call<Problem>(MANAGER, `/receipts/${draft.id}/submit`, { method: 'POST' });
    expect(en.status).toBe(400);
    expect(en.body.detail).toBe('The driver is missing fields the company requires: Car plate, Employee ID');
    expect(en.body.errors).toEqual([
      { field: 'carPlate', message: 'Car plate: Is required by the company' },
      { field: 'employeeId', message: 'Employee ID: Is required by the company' },
    ]);
    const de = await call<Problem>(MANAGER, `/receipts/${draft.id}/submit`, { method: 'POST', headers: DE });
    expect(de.body.detail).toBe('Dem Fahrer fehlen Angaben, die das Unternehmen verlangt: Kennzeichen, Personalnummer');
    expect((await currentReceipt(server, DANIEL, last.year, last.month))!.status).toBe('DRAFT');
    await server.database.query(`update users set car_plate = 'M-WP 3109E', employee_id = 'VH-39182' where id = $1`, [DANIEL]);
  });

  it('submits a draft: its sessions are frozen, its PDF is stored, and every further draft action is refused', async () => {
    const draft = (await currentReceipt(server, DANIEL, last.year, last.month))!;
    const res = await call<Receipt>(MANAGER, `/receipts/${draft.id}/submit`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('SUBMITTED');
    expect(res.body.submittedAt).not.toBeNull();
    const sums = await sessionSums(server, draft.id);
    expect(res.body.expenseMinor).toBe(sums.expenseMinor);
    const states = await server.database.query<{ receipt_status: string }>('select distinct receipt_status from charging_sessions where receipt_id = $1', [draft.id]);
    expect(states).toEqual([{ receipt_status: 'SUBMITTED' }]);
    const [doc] = await server.database.query<{ kind: string; content_type: string }>(
      'select d.kind, d.content_type from receipts r join documents d on d.id = r.document_id where r.id = $1',
      [draft.id],
    );
    expect(doc).toEqual({ kind: 'RECEIPT', content_type: 'application/pdf' });

    const again = await call<Problem>(MANAGER, `/receipts/${draft.id}/submit`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect(again.body.detail).toContain('already submitted');
    expect((await call(MANAGER, `/receipts/${draft.id}/regenerate`, { method: 'POST' })).status).toBe(409);
    const del = await call<Problem>(MANAGER, `/receipts/${draft.id}`, { method: 'DELETE', headers: DE });
    expect(del.status).toBe(409);
    expect(del.body.detail).toContain('Nur ein Belegentwurf kann gelöscht werden');
  });

  it('sessions of a submitted receipt do not change when their tariff is priced again', async () => {
    const receipt = (await currentReceipt(server, DANIEL, last.year, last.month))!;
    const before = await sessionSums(server, receipt.id);
    const [s] = await server.database.query<{ tariff_id: string }>('select tariff_id from charging_sessions where receipt_id = $1 limit 1', [receipt.id]);
    await server.database.query('update tariffs set price_per_kwh = price_per_kwh + 1111 where id = $1', [s!.tariff_id]);
    await repriceStoredSessions(server.database, { companyId: PARENT, tariffIds: [s!.tariff_id] });
    expect(await sessionSums(server, receipt.id)).toEqual(before);
    await server.database.query('update tariffs set price_per_kwh = price_per_kwh - 1111 where id = $1', [s!.tariff_id]);
  });

  it("a submitted receipt's PDF never changes afterwards", async () => {
    const receipt = (await currentReceipt(server, DANIEL, last.year, last.month))!;
    const first = await call(MANAGER, `/receipts/${receipt.id}/pdf`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/pdf');
    expect(first.headers.get('content-disposition')).toMatch(/^inline; filename="receipt-\d+\.pdf"$/);
    await server.database.query(`update users set first_name = 'Danielle' where id = $1`, [DANIEL]);
    const second = await call(MANAGER, `/receipts/${receipt.id}/pdf?download=true`);
    expect(second.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(second.bytes.equals(first.bytes)).toBe(true);
    await server.database.query(`update users set first_name = 'Daniel' where id = $1`, [DANIEL]);
  });
});

describe('sending', () => {
  it('refuses to send a draft', async () => {
    const [draft] = await server.database.query<{ id: string }>(
      `select id from receipts where company_id = $1 and status = 'DRAFT' and user_id <> $2 limit 1`,
      [PARENT, DANIEL],
    );
    const res = await call<Problem>(MANAGER, `/receipts/${draft!.id}/send`, { method: 'POST' });
    expect(res.status).toBe(409);
    expect(res.body.detail).toMatch(/is a draft\. Submit it before sending it\./);
  });

  it('mails the stored PDF to the driver, or to the receipt recipient when one is set, and marks the receipt sent', async () => {
    const receipt = (await currentReceipt(server, DANIEL, last.year, last.month))!;
    const res = await call<ReceiptSent>(MANAGER, `/receipts/${receipt.id}/send`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.body.to).toBe('driver@demo.test');
    expect(res.body.receipt.sent).toBe(true);
    const [mail] = await server.database.query<{ to_address: string; subject: string; attachments: { fileName: string; contentType: string }[] }>(
      `select to_address, subject, attachments from email_outbox where to_address = 'driver@demo.test' order by created_at desc limit 1`,
    );
    expect(mail!.subject).toBe(`Ihr Beleg ${receipt.number} über Ladestrom für Oktober ${last.year}`.replace('Oktober', monthNameDe(last.month)));
    expect(mail!.attachments).toMatchObject([{ fileName: `receipt-${receipt.number}.pdf`, contentType: 'application/pdf' }]);

    await server.database.query(`update users set receipt_recipient_email = 'payroll@voltwerk.example' where id = $1`, [DANIEL]);
    const again = await call<ReceiptSent>(MANAGER, `/receipts/${receipt.id}/send`, { method: 'POST' });
    expect(again.body.to).toBe('payroll@voltwerk.example');
    await server.database.query('update users set receipt_recipient_email = null where id = $1', [DANIEL]);
  });
});

function monthNameDe(month: number) {
  return new Intl.DateTimeFormat('de-DE', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, month - 1, 1)));
}

describe('resend as correction', () => {
  it('refuses to correct a draft', async () => {
    const [draft] = await server.database.query<{ id: string }>(`select id from receipts where company_id = $1 and status = 'DRAFT' limit 1`, [PARENT]);
    const res = await call<Problem>(MANAGER, `/receipts/${draft!.id}/correction`, { method: 'POST' });
    expect(res.status).toBe(409);
    expect(res.body.detail).toContain('Only a submitted receipt can be corrected');
  });

  it('refuses to correct a receipt that is part of a reimbursement', async () => {
    const [paid] = await server.database.query<{ receipt_id: string }>(
      `select receipt_id from reimbursement_items where company_id = $1 and status <> 'CANCELLED' limit 1`,
      [PARENT],
    );
    const res = await call<Problem>(MANAGER, `/receipts/${paid!.receipt_id}/correction`, { method: 'POST' });
    expect(res.status).toBe(409);
    expect(res.body.detail).toContain('Cancel its reimbursement item');
  });

  it('makes a new version with a new number that names the old one; the old one is superseded and keeps its PDF', async () => {
    const old = (await currentReceipt(server, DANIEL, last.year, last.month))!;
    const oldPdf = await call(MANAGER, `/receipts/${old.id}/pdf`);
    const sessions = await sessionSums(server, old.id);
    const number = await nextNumber(DANIEL);

    const res = await call<Receipt>(MANAGER, `/receipts/${old.id}/correction`, { method: 'POST' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ number, version: 2, status: 'DRAFT', corrects: { id: old.id, number: old.number } });
    expect(res.body.sessionCount).toBe(sessions.count);
    expect(await sessionSums(server, res.body.id)).toEqual(sessions);
    const states = await server.database.query<{ receipt_status: string }>('select distinct receipt_status from charging_sessions where receipt_id = $1', [res.body.id]);
    expect(states).toEqual([{ receipt_status: 'DRAFT' }]);

    const oldNow = await call<Receipt>(MANAGER, `/receipts/${old.id}`);
    expect(oldNow.body.supersededBy).toEqual({ id: res.body.id, number });
    expect(oldNow.body.supersededAt).not.toBeNull();
    expect((await call(MANAGER, `/receipts/${old.id}/pdf`)).bytes.equals(oldPdf.bytes)).toBe(true);

    const twice = await call<Problem>(MANAGER, `/receipts/${old.id}/correction`, { method: 'POST' });
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toBe(`Receipt ${old.number} was replaced by receipt ${number}.`);
    expect((await call(MANAGER, `/receipts/${old.id}/send`, { method: 'POST' })).status).toBe(409);
    const del = await call<Problem>(MANAGER, `/receipts/${res.body.id}`, { method: 'DELETE' });
    expect(del.status).toBe(409);
    expect(del.body.detail).toContain(`corrects receipt ${old.number}`);
  });

  it('the correction is submitted and sent like any receipt, its mail saying what it replaces', async () => {
    const correction = (await currentReceipt(server, DANIEL, last.year, last.month))!;
    expect((await call(MANAGER, `/receipts/${correction.id}/submit`, { method: 'POST' })).status).toBe(200);
    const sent = await call<ReceiptSent>(MANAGER, `/receipts/${correction.id}/send`, { method: 'POST' });
    expect(sent.status).toBe(200);
    const [mail] = await server.database.query<{ subject: string }>(
      `select subject from email_outbox where to_address = 'driver@demo.test' order by created_at desc limit 1`,
    );
    expect(mail!.subject).toMatch(new RegExp(`^Korrigierter Beleg ${correction.number} .*\\(ersetzt \\d+\\)$`));
  });
});

describe('tenancy and roles', () => {
  it("a fleet manager cannot read, preview or change another company's receipt", async () => {
    const [foreign] = await server.database.query<{ id: string }>(
      `select id from receipts where company_id = $1 and status = 'DRAFT' limit 1`,
      [DEMO_IDS.companies.light],
    );
    for (const [method, path] of [
      ['GET', ''],
      ['GET', '/pdf'],
      ['POST', '/submit'],
      ['POST', '/regenerate'],
      ['POST', '/send'],
      ['POST', '/correction'],
      ['DELETE', ''],
    ] as const) {
      expect((await call(MANAGER, `/receipts/${foreign!.id}${path}`, { method })).status).toBe(404);
    }
    expect((await call(LIGHT, `/receipts/${foreign!.id}`)).status).toBe(200);
    expect((await call('driver@demo.test', `/receipts/${foreign!.id}`)).status).toBe(403);
    expect((await call(MANAGER, '/receipts/not-a-uuid')).status).toBe(400);
  });
});

describe('month close', () => {
  it("lists every driver's reimbursable energy, amount and cost center of the month as CSV", async () => {
    const res = await call<string>(MANAGER, `/receipts/month-close?y=${last.year}&m=${last.month}&format=csv`);
    expect(res.status).toBe(200);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Driver,Employee ID,Cost center,Reimbursable energy (kWh),Amount (EUR),Receipt,Receipt status');
    const daniel = lines.find((l) => l.startsWith('Daniel Driver,'))!;
    expect(daniel).toContain(',VH-39182,6100 Verwaltung,');
    const [sum] = await server.database.query<{ ex: number }>(
      `select coalesce(sum(expense_minor), 0)::bigint as ex from charging_sessions
        where company_id = $1 and reimbursable and start_date >= $2 and start_date < $3`,
      [PARENT, last.from, last.to],
    );
    const amounts = lines.slice(1).map((l) => Math.round(Number(l.split(',')[4]) * 100));
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(Number(sum!.ex));
  });

  it('writes a DATEV Buchungsstapel that the format check reads without a complaint: 125 fields, unique document numbers, cost center codes', async () => {
    const res = await call<string>(MANAGER, `/receipts/month-close?year=${last.year}&month=${last.month}&format=datev`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=windows-1252');
    expect(res.headers.get('content-disposition')).toContain('EXTF_Buchungsstapel_');
    const file = checkDatevFile(res.bytes);
    expect(file.problems).toEqual([]);
    const pad = (n: number) => String(n).padStart(2, '0');
    const lastDay = new Date(Date.UTC(last.year, last.month, 0)).getUTCDate();
    // The company's DATEV settings: consultant and client numbers, SKR03 at account length 4.
    expect(file.header.slice(10, 16)).toEqual(['29098', expect.stringMatching(/^\d+$/), `${last.year}0101`, '4', `${last.year}${pad(last.month)}01`, `${last.year}${pad(last.month)}${lastDay}`]);
    expect(file.header[26]).toBe('03');
    expect(file.columns).toHaveLength(125);
    const daniel = file.bookings.find((b) => b['Beleginfo - Inhalt 1'] === 'Daniel Driver')!;
    expect(daniel['Umsatz (ohne Soll/Haben-Kz)']).toMatch(/^\d+,\d{2}$/);
    expect(daniel['Soll/Haben-Kennzeichen']).toBe('S');
    expect([daniel.Konto, daniel['Gegenkonto (ohne BU-Schlüssel)']]).toEqual(['4530', '1740']);
    expect(daniel.Belegdatum).toBe(`${lastDay}${pad(last.month)}`);
    const receipt = await currentReceipt(server, DANIEL, last.year, last.month);
    expect(daniel['Belegfeld 1']).toBe(`${last.year}${pad(last.month)}-${receipt!.number}-${receipt!.id.replace(/-/g, '').slice(-8).toUpperCase()}`);
    expect(daniel['Belegfeld 2']).toBe('VH-39182');
    // "6100 Verwaltung" is a code and a name: the code goes to KOST1, the whole name to the booking's information.
    expect(daniel['KOST1 - Kostenstelle']).toBe('6100');
    expect(daniel['Beleginfo - Art 3']).toBe('Kostenstelle');
    expect(daniel['Beleginfo - Inhalt 3']).toBe('6100 Verwaltung');
    expect(daniel.Leistungsdatum).toBe(`${lastDay}${pad(last.month)}${last.year}`);
    // Every receipt numbers from 1 per driver; the document numbers are unique all the same.
    const numbers = file.bookings.map((b) => b['Belegfeld 1']);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('books on the chart and accounts the company chose; without DATEV numbers it says where to enter them', async () => {
    const settings = (body: object) =>
      call(ADMIN, `/companies/${PARENT}/settings`, { method: 'PUT', body });
    try {
      expect((await settings({ datevChartOfAccounts: 'SKR04', datevAccountLength: 6 })).status).toBe(200);
      const skr04 = checkDatevFile((await call<string>(MANAGER, `/receipts/month-close?y=${last.year}&m=${last.month}&format=datev`)).bytes);
      expect(skr04.problems).toEqual([]);
      expect(skr04.header[13]).toBe('6');
      expect(skr04.header[26]).toBe('04');
      expect([skr04.bookings[0]!.Konto, skr04.bookings[0]!['Gegenkonto (ohne BU-Schlüssel)']]).toEqual(['653000', '372000']);

      const wrong = await call<Problem>(ADMIN, `/companies/${PARENT}/settings`, { method: 'PUT', body: { datevExpenseAccount: '4531' }, headers: DE });
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors).toEqual([{ field: 'datevExpenseAccount', message: 'Konto: Muss 6 Stellen haben, wie die Sachkontenlänge sagt' }]);

      expect((await settings({ datevConsultantNumber: null })).status).toBe(200);
      const missing = await call<Problem>(MANAGER, `/receipts/month-close?y=${last.year}&m=${last.month}&format=datev`, { headers: DE });
      expect(missing.status).toBe(409);
      expect(missing.body.detail).toContain('Exportoptionen');
      expect((await settings({ datevConsultantNumber: 999 })).status).toBe(400);
    } finally {
      await settings({ datevConsultantNumber: 29098, datevChartOfAccounts: 'SKR03', datevAccountLength: 4, datevExpenseAccount: null });
    }
  });

  it('an administrator names the company; without one the answer says to select a company', async () => {
    const none = await call<Problem>(ADMIN, `/receipts/month-close?y=${last.year}&m=${last.month}`);
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual([{ field: 'companyId', message: 'Please select a company' }]);
    expect((await call(ADMIN, `/receipts/month-close?y=${last.year}&m=${last.month}&companyId=${PARENT}`)).status).toBe(200);
    expect((await call(LIGHT, `/receipts/month-close?y=${last.year}&m=${last.month}&companyId=${PARENT}`)).status).toBe(404);
    expect((await call(MANAGER, `/receipts/month-close?y=${last.year}`)).status).toBe(400);
  });
});
