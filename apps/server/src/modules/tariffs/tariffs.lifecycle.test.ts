import { beforeAll, describe, expect, it } from 'vitest';
import type { Problem, Tariff, TariffTransferResult } from '@fleetwatt/shared';
import { useTestServer } from '../../../test/harness.ts';
import { DEMO_IDS } from '../../demo/accounts.ts';
import { tariffFixtures } from './tariffs.test-helpers.ts';

const PARENT = DEMO_IDS.companies.parent;
const ADMIN = 'admin@demo.test';
const MANAGER = 'manager@demo.test';

const server = useTestServer();
let f: ReturnType<typeof tariffFixtures>;
beforeAll(async () => {
  f = tariffFixtures(server);
});

/** A tariff, or the problem of a refused change (both have a status). */
type Reply = Omit<Tariff, 'status'> & Omit<Problem, 'status'> & { status: string };

const get = async (id: string) => (await f.call<Tariff>(ADMIN, 'GET', `/tariffs/${id}`)).body;
const validate = (id: string, body: object = {}, lang = 'en') =>
  f.call<Reply>(ADMIN, 'POST', `/tariffs/${id}/validate`, body, { 'accept-language': lang });
const reject = (id: string, body: object) => f.call<Reply>(ADMIN, 'POST', `/tariffs/${id}/reject`, body);
const setStatus = (id: string, body: object, lang = 'en') =>
  f.call<Reply>(ADMIN, 'PUT', `/tariffs/${id}/status`, body, { 'accept-language': lang });

describe('validating and rejecting re-prices the sessions', () => {
  it("validating a pending tariff makes that month's sessions reimbursable with kWh x price, rounded half-up per session", async () => {
    const driver = await f.driver(PARENT);
    const a = await f.session(PARENT, driver, '2026-10-05T18:00:00Z', 12_345);
    const b = await f.session(PARENT, driver, '2026-10-20T18:00:00Z', 1_500);
    expect(await f.priceOf(a)).toMatchObject({ price_basis: 'NO_TARIFF', expense_minor: 0, reimbursable: false });

    const tariff = await f.tariff(driver, { startDate: '2026-10-01', pricePerKwh: 3333 }, { as: MANAGER });
    expect((await get(tariff.id)).status).toBe('PENDING');
    // Priced, but not reimbursable until validated: 12.345 kWh x 0.3333 = 4.1145885 -> 4.11.
    expect(await f.priceOf(a)).toMatchObject({ tariff_id: tariff.id, tariff_price: 3333, price_basis: 'TARIFF_NOT_VALID', expense_minor: 411, reimbursable: false });

    const res = await validate(tariff.id, { reviewTopic: 'Bill checked' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'VALID', reviewTopic: 'Bill checked', sessionCount: 2 });
    expect(await f.priceOf(a)).toMatchObject({ price_basis: 'TARIFF', expense_minor: 411, reimbursable: true });
    // 1.5 kWh x 0.3333 = 0.49995 -> 0.50 (half-up).
    expect(await f.priceOf(b)).toMatchObject({ price_basis: 'TARIFF', expense_minor: 50, reimbursable: true });
    // The parent company verifies yearly: the next verification is due a year after today.
    const today = new Date();
    const next = new Date(Date.UTC(today.getUTCFullYear() + 1, today.getUTCMonth(), today.getUTCDate())).toISOString().slice(0, 10);
    expect(res.body.nextVerificationDate).toBe(next);

    const rejected = await reject(tariff.id, { reason: 'INVALID_ADDRESS', reviewTopic: 'Address', description: 'Another flat' });
    expect(rejected.body).toMatchObject({ status: 'INVALID', rejectionReason: 'INVALID_ADDRESS', reviewDescription: 'Another flat', nextVerificationDate: null });
    expect(await f.priceOf(a)).toMatchObject({ tariff_id: null, price_basis: 'NO_TARIFF', expense_minor: 0, reimbursable: false });
  });
});

describe('the state machine', () => {
  async function inState(status: 'PENDING' | 'VALID' | 'INVALID') {
    const driver = await f.driver(PARENT);
    const t = await f.tariff(driver, { startDate: '2026-01-01', pricePerKwh: 3000 });
    if (status === 'VALID') await validate(t.id);
    if (status === 'INVALID') await reject(t.id, { reason: 'OTHER' });
    return t.id;
  }
  const topic = { reviewTopic: 'Checked' };

  it.each([
    ['PENDING', 'validate', 200, 'VALID'],
    ['PENDING', 'reject', 200, 'INVALID'],
    ['PENDING', 'status VALID', 200, 'VALID'],
    ['PENDING', 'status INVALID', 200, 'INVALID'],
    ['VALID', 'status PENDING', 200, 'PENDING'],
    ['VALID', 'reject', 200, 'INVALID'],
    ['VALID', 'status INVALID', 200, 'INVALID'],
    ['INVALID', 'status PENDING', 200, 'PENDING'],
  ] as const)('%s -> %s is allowed', async (from, action, status, to) => {
    const id = await inState(from);
    const res =
      action === 'validate'
        ? await validate(id)
        : action === 'reject'
          ? await reject(id, { reason: 'INVALID_PRICE' })
          : await setStatus(id, { status: action.split(' ')[1], ...topic, rejectionReason: 'OTHER' });
    expect(res.status).toBe(status);
    expect(res.body.status).toBe(to);
  });

  it.each([
    ['PENDING', 'status PENDING', 'The tariff is already pending.'],
    ['VALID', 'validate', 'The tariff is already valid.'],
    ['VALID', 'status VALID', 'The tariff is already valid.'],
    ['INVALID', 'reject', 'The tariff is already rejected.'],
    ['INVALID', 'status INVALID', 'The tariff is already rejected.'],
    ['INVALID', 'validate', 'A rejected tariff must go back to pending before it can be validated.'],
    ['INVALID', 'status VALID', 'A rejected tariff must go back to pending before it can be validated.'],
  ] as const)('%s -> %s is refused with 409 and nothing changes', async (from, action, message) => {
    const id = await inState(from);
    const before = await get(id);
    const res =
      action === 'validate'
        ? await validate(id)
        : action === 'reject'
          ? await reject(id, { reason: 'OTHER' })
          : await setStatus(id, { status: action.split(' ')[1], ...topic, rejectionReason: 'OTHER' });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(message);
    expect(await get(id)).toEqual(before);
  });

  it("a status update needs the review topic, in the spec's words and in German", async () => {
    const id = await inState('PENDING');
    const en = await setStatus(id, { status: 'VALID', reviewTopic: '  ' });
    expect(en.status).toBe(400);
    expect(en.body.detail).toBe('Please fill in the review topic');
    expect(en.body.errors).toEqual([{ field: 'reviewTopic', message: 'Please fill in the review topic' }]);
    const de = await setStatus(id, { status: 'VALID' }, 'de');
    expect(de.body.detail).toBe('Bitte geben Sie das Prüfthema ein');
    const noReason = await setStatus(id, { status: 'INVALID', reviewTopic: 'Wrong' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toEqual([{ field: 'rejectionReason', message: 'Please select a rejection reason' }]);
    expect((await get(id)).status).toBe('PENDING');
  });

  it('a rejection needs a reason from the list', async () => {
    const id = await inState('PENDING');
    const missing = await reject(id, { description: 'No' });
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toBe('Please select a rejection reason');
    expect((await reject(id, { reason: 'TOO_EXPENSIVE' })).status).toBe(400);
    expect((await get(id)).status).toBe('PENDING');
  });

  it('status updates, validation, rejection and transfer are for administrators only', async () => {
    const id = await inState('PENDING');
    expect((await f.call(MANAGER, 'POST', `/tariffs/${id}/validate`, {})).status).toBe(403);
    expect((await f.call(MANAGER, 'POST', `/tariffs/${id}/reject`, { reason: 'OTHER' })).status).toBe(403);
    expect((await f.call(MANAGER, 'PUT', `/tariffs/${id}/status`, { status: 'VALID', reviewTopic: 'x' })).status).toBe(403);
    expect((await f.call(MANAGER, 'POST', `/tariffs/${id}/transfer`, { targetTariffId: id })).status).toBe(403);
    expect((await get(id)).status).toBe('PENDING');
  });
});

describe('overlapping valid periods', () => {
  it("refuses to validate a tariff overlapping another valid one of the driver, naming it; closePrevious ends the earlier one", async () => {
    const driver = await f.driver(PARENT);
    const first = await f.tariff(driver, { startDate: '2026-01-01', pricePerKwh: 3000 }, { validate: true });
    const second = await f.tariff(driver, { startDate: '2026-06-01', pricePerKwh: 3500 });
    const june = await f.session(PARENT, driver, '2026-06-10T10:00:00Z', 10_000);
    expect(await f.priceOf(june)).toMatchObject({ tariff_id: first.id, expense_minor: 300, reimbursable: true });

    const refused = await validate(second.id);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(
      'Tariff #2 (2026-06-01 – open-ended) overlaps valid tariff #1 (2026-01-01 – open-ended) of the same driver. Change one of the periods first.',
    );
    expect((await validate(second.id, {}, 'de')).body.detail).toBe(
      'Tarif Nr. 2 (2026-06-01 – unbefristet) überschneidet sich mit dem gültigen Tarif Nr. 1 (2026-01-01 – unbefristet) desselben Fahrers. Ändern Sie zuerst einen der Zeiträume.',
    );
    expect((await get(second.id)).status).toBe('PENDING');

    const closed = await validate(second.id, { closePrevious: true });
    expect(closed.status).toBe(200);
    expect((await get(first.id)).endDate).toBe('2026-05-31');
    expect(await f.priceOf(june)).toMatchObject({ tariff_id: second.id, expense_minor: 350, reimbursable: true });
  });

  it('refuses an administrator edit that makes a valid period overlap', async () => {
    const driver = await f.driver(PARENT);
    await f.tariff(driver, { startDate: '2026-01-01', endDate: '2026-03-31', pricePerKwh: 3000 }, { validate: true });
    const later = await f.tariff(driver, { startDate: '2026-04-01', pricePerKwh: 3100 }, { validate: true });
    const res = await f.call<Problem>(ADMIN, 'PUT', `/tariffs/${later.id}`, { startDate: '2026-03-15' });
    expect(res.status).toBe(409);
    expect(res.body.detail).toContain('overlaps valid tariff #1 (2026-01-01 – 2026-03-31)');
    expect((await get(later.id)).startDate).toBe('2026-04-01');
  });
});

describe('editing', () => {
  it('a fleet manager edits a pending tariff and its sessions follow the new price', async () => {
    const driver = await f.driver(PARENT);
    const t = await f.tariff(driver, { startDate: '2026-02-01', pricePerKwh: 3000 }, { as: MANAGER });
    const s = await f.session(PARENT, driver, '2026-02-02T08:00:00Z', 20_000);
    const res = await f.call<Tariff>(MANAGER, 'PUT', `/tariffs/${t.id}`, { pricePerKwh: 2875, eco: true, providerName: 'Polarstern' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ pricePerKwh: 2875, eco: true, providerName: 'Polarstern', status: 'PENDING' });
    expect(await f.priceOf(s)).toMatchObject({ tariff_price: 2875, expense_minor: 575 });
    const bad = await f.call<Problem>(MANAGER, 'PUT', `/tariffs/${t.id}`, { endDate: '2026-01-15' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'endDate', message: 'The end date cannot be before the start date' }]);
  });

  it("only an administrator changes a valid tariff's price, which re-prices its sessions; a fleet manager may still mark it eco", async () => {
    const driver = await f.driver(PARENT);
    const t = await f.tariff(driver, { startDate: '2026-02-01', pricePerKwh: 3000 }, { validate: true });
    const s = await f.session(PARENT, driver, '2026-03-02T08:00:00Z', 10_000);
    const refused = await f.call<Problem>(MANAGER, 'PUT', `/tariffs/${t.id}`, { pricePerKwh: 4000 });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe('Only administrators can change the price, period or document of a validated tariff.');
    expect((await f.call<Tariff>(MANAGER, 'PUT', `/tariffs/${t.id}`, { eco: true })).body.eco).toBe(true);
    expect((await f.call<Tariff>(ADMIN, 'PUT', `/tariffs/${t.id}`, { pricePerKwh: 4000 })).body).toMatchObject({ pricePerKwh: 4000, status: 'VALID' });
    expect(await f.priceOf(s)).toMatchObject({ tariff_price: 4000, expense_minor: 400, reimbursable: true });
  });

  it('correcting a rejected tariff sends it back to pending', async () => {
    const driver = await f.driver(PARENT);
    const t = await f.tariff(driver, { startDate: '2026-02-01', pricePerKwh: 3000 });
    await reject(t.id, { reason: 'INVALID_DOCUMENT', reviewTopic: 'Unreadable' });
    const documentId = await f.document(MANAGER, driver);
    const res = await f.call<Tariff>(MANAGER, 'PUT', `/tariffs/${t.id}`, { documentId });
    expect(res.body).toMatchObject({ status: 'PENDING', rejectionReason: null, reviewTopic: null });
    expect(res.body.document?.id).toBe(documentId);
  });
});

describe('deleting', () => {
  it('re-prices the sessions without the tariff, and is refused while a submitted receipt uses it', async () => {
    const driver = await f.driver(PARENT);
    const older = await f.tariff(driver, { startDate: '2026-01-01', endDate: null, pricePerKwh: 3000 }, { validate: true });
    const newer = await f.tariff(driver, { startDate: '2026-05-01', pricePerKwh: 3600 });
    const may = await f.session(PARENT, driver, '2026-05-05T08:00:00Z', 10_000);
    expect(await f.priceOf(may)).toMatchObject({ tariff_id: older.id });

    // Sessions of a submitted receipt keep their price: the tariff cannot go.
    const submitted = await f.session(PARENT, driver, '2026-02-05T08:00:00Z', 10_000);
    await server.database.query(`update charging_sessions set receipt_status = 'SUBMITTED' where id = $1`, [submitted]);
    const refused = await f.call<Problem>(MANAGER, 'DELETE', `/tariffs/${older.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe('Tariff #1 cannot be deleted: one of its sessions is in a submitted receipt.');
    await server.database.query(`update charging_sessions set receipt_status = null where id = $1`, [submitted]);

    expect((await f.call(MANAGER, 'DELETE', `/tariffs/${older.id}`)).status).toBe(204);
    expect((await f.call(MANAGER, 'GET', `/tariffs/${older.id}`)).status).toBe(404);
    expect(await f.priceOf(may)).toMatchObject({ tariff_id: newer.id, price_basis: 'TARIFF_NOT_VALID', expense_minor: 360, reimbursable: false });
    expect(await f.priceOf(submitted)).toMatchObject({ tariff_id: null, price_basis: 'NO_TARIFF', expense_minor: 0 });
  });
});

describe('transferring sessions', () => {
  async function twoTariffs() {
    const driver = await f.driver(PARENT);
    const source = await f.tariff(driver, { startDate: '2026-03-01', pricePerKwh: 3000 }, { validate: true });
    const target = await f.tariff(driver, { startDate: '2026-03-01', pricePerKwh: 2500 });
    const s1 = await f.session(PARENT, driver, '2026-03-03T08:00:00Z', 10_000);
    const s2 = await f.session(PARENT, driver, '2026-04-03T08:00:00Z', 12_345);
    return { driver, source, target, s1, s2 };
  }
  const transfer = (id: string, body: object) => f.call<TariffTransferResult & Problem>(ADMIN, 'POST', `/tariffs/${id}/transfer`, body);

  it('moves the sessions to the target and deletes the source, re-priced with the target', async () => {
    const { source, target, s1, s2 } = await twoTariffs();
    const res = await transfer(source.id, { targetTariffId: target.id, deleteSource: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ moved: 2, sourceDeleted: true, target: { id: target.id, sessionCount: 2 } });
    expect(await f.priceOf(s1)).toMatchObject({ tariff_id: target.id, tariff_price: 2500, expense_minor: 250, price_basis: 'TARIFF_NOT_VALID' });
    // 12.345 kWh x 0.25 = 3.08625 -> 3.09
    expect(await f.priceOf(s2)).toMatchObject({ tariff_id: target.id, expense_minor: 309 });
    expect((await f.call(ADMIN, 'GET', `/tariffs/${source.id}`)).status).toBe(404);
    // Validating the target now makes them reimbursable.
    await validate(target.id);
    expect(await f.priceOf(s2)).toMatchObject({ reimbursable: true, expense_minor: 309 });
  });

  it('keeps the source and moves between tariffs of the same rank; sessions stay when priced again', async () => {
    const { source, target, s1 } = await twoTariffs();
    await f.call(ADMIN, 'PUT', `/tariffs/${source.id}`, { endDate: '2026-12-31' });
    await setStatus(source.id, { status: 'PENDING', reviewTopic: 'Check again' });
    const res = await transfer(source.id, { targetTariffId: target.id });
    expect(res.body).toMatchObject({ moved: 2, sourceDeleted: false });
    await f.call(ADMIN, 'PUT', `/tariffs/${source.id}`, { eco: true });
    expect(await f.priceOf(s1)).toMatchObject({ tariff_id: target.id });
  });

  it('refuses what would not hold, with 409 and a message, and moves nothing', async () => {
    const { driver, source, target, s1 } = await twoTariffs();
    expect((await transfer(source.id, { targetTariffId: target.id })).body.detail).toBe(
      'The sessions would return to valid tariff #1, which covers the same days. Validate tariff #2 first or delete the source with the transfer.',
    );
    expect((await transfer(source.id, { targetTariffId: source.id })).body.detail).toBe('Choose another tariff to take over the sessions.');
    const narrow = await f.tariff(driver, { startDate: '2026-04-01', endDate: '2026-04-30', pricePerKwh: 2000 });
    const notCovered = await transfer(source.id, { targetTariffId: narrow.id, deleteSource: true });
    expect(notCovered.status).toBe(409);
    expect(notCovered.body.detail).toBe(
      'Tariff #3 (2026-04-01 – 2026-04-30) does not cover the sessions from 2026-03-03 to 2026-03-03. Change its period first.',
    );
    const rejected = await f.tariff(driver, { startDate: '2026-01-01', pricePerKwh: 2000 });
    await reject(rejected.id, { reason: 'OTHER' });
    expect((await transfer(source.id, { targetTariffId: rejected.id })).body.detail).toBe('Tariff #4 is rejected; sessions cannot move to it.');
    const otherDriver = await f.driver(PARENT);
    const foreign = await f.tariff(otherDriver, { startDate: '2026-01-01', pricePerKwh: 2000 });
    expect((await transfer(source.id, { targetTariffId: foreign.id })).body.detail).toBe(
      'Sessions can only move to another tariff of the same driver.',
    );
    await server.database.query(`update charging_sessions set receipt_status = 'SUBMITTED' where id = $1`, [s1]);
    expect((await transfer(source.id, { targetTariffId: target.id, deleteSource: true })).body.detail).toBe(
      'Tariff #1 keeps 1 session of a submitted receipt, so it cannot be deleted with the transfer.',
    );
    expect(await f.priceOf(s1)).toMatchObject({ tariff_id: source.id });
    const missing = await transfer(source.id, {});
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toBe('Please select the tariff that takes over the sessions');
  });
});
