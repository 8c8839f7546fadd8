import { beforeAll, describe, expect, it } from 'vitest';
import type { Tariff } from '@fleetwatt/shared';
import { useTestServer } from '../../test/harness.ts';
import { DEMO_IDS } from '../demo/accounts.ts';
import { tariffFixtures } from '../modules/tariffs/tariffs.test-helpers.ts';
import { tariffVerificationJob } from './tariff-verification.job.ts';

const ZURICH = DEMO_IDS.companies.zurich; // verifies quarterly
const LIGHT = DEMO_IDS.companies.light; // one-time verification

const server = useTestServer();
let f: ReturnType<typeof tariffFixtures>;
beforeAll(async () => {
  f = tariffFixtures(server);
});

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const runOn = (now: Date) => tariffVerificationJob.run({ database: server.database, config: server.config, now, log: silent });
const get = async (id: string) => (await f.call<Tariff>('admin@demo.test', 'GET', `/tariffs/${id}`)).body;
const noticesOf = (userId: string) =>
  server.database.query<{ title: string; message: string }>(`select title, message from notifications where user_id = $1`, [userId]);
const mailsTo = async (userId: string) =>
  server.database.query<{ subject: string; body_text: string }>(
    `select subject, body_text from email_outbox where to_address = (select email from users where id = $1)`,
    [userId],
  );

describe('the tariff verification job', () => {
  it('sends a valid tariff back to pending when its quarterly verification is due, tells the driver once, and re-prices', async () => {
    const driver = await f.driver(ZURICH);
    const tariff = await f.tariff(driver, { startDate: '2026-01-01', pricePerKwh: 2900 }, { validate: true });
    const session = await f.session(ZURICH, driver, '2026-10-01T20:00:00Z', 10_000);
    expect(await f.priceOf(session)).toMatchObject({ reimbursable: true });
    const due = (await get(tariff.id)).nextVerificationDate!;
    // Three months on, the same day, or that month's last day when it is shorter (29 November: 28 February).
    const today = new Date();
    const lastDay = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 4, 0)).getUTCDate();
    const in3Months = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 3, Math.min(today.getUTCDate(), lastDay)))
      .toISOString()
      .slice(0, 10);
    expect(due).toBe(in3Months);

    // The day before it is due, nothing happens.
    await runOn(new Date(new Date(`${due}T00:00:00Z`).getTime() - 1));
    expect((await get(tariff.id)).status).toBe('VALID');

    await runOn(new Date(`${due}T01:30:00Z`));
    const after = await get(tariff.id);
    expect(after).toMatchObject({ status: 'PENDING', reviewTopic: 'Prüfung fällig', nextVerificationDate: null });
    expect(await f.priceOf(session)).toMatchObject({ price_basis: 'TARIFF_NOT_VALID', reimbursable: false });
    const notices = await noticesOf(driver);
    expect(notices).toEqual([
      {
        title: 'Bitte bestätigen Sie Ihren Stromtarif',
        message:
          'Ihr Tarif Nr. 1 (2026-01-01 – unbefristet) ist zur regelmäßigen Prüfung fällig. Bitte laden Sie in der App eine aktuelle Stromrechnung hoch; bis zur Prüfung werden neue Ladevorgänge nicht erstattet.',
      },
    ]);
    const mails = await mailsTo(driver);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Bitte bestätigen Sie Ihren Stromtarif');

    // Again the same day, and the next: nothing more happens.
    await runOn(new Date(`${due}T02:00:00Z`));
    await runOn(new Date(`${due}T23:00:00Z`));
    expect(await noticesOf(driver)).toHaveLength(1);
    expect(await mailsTo(driver)).toHaveLength(1);

    // Validated again: the next verification is a quarter later.
    await f.call('admin@demo.test', 'POST', `/tariffs/${tariff.id}/validate`, {});
    expect((await get(tariff.id)).nextVerificationDate).toBe(in3Months);
  });

  it('leaves tariffs of a one-time company alone, and schedules those of a company that starts verifying', async () => {
    const driver = await f.driver(LIGHT);
    const tariff = await f.tariff(driver, { startDate: '2025-01-01', pricePerKwh: 2700 }, { validate: true });
    expect((await get(tariff.id)).nextVerificationDate).toBeNull();
    await runOn(new Date('2030-01-01T01:30:00Z'));
    expect((await get(tariff.id)).status).toBe('VALID');

    await server.database.query(`update companies set tariff_verification_frequency = 'YEARLY' where id = $1`, [LIGHT]);
    const now = new Date();
    await runOn(now);
    const scheduled = await get(tariff.id);
    expect(scheduled.status).toBe('VALID');
    const reviewed = new Date(scheduled.reviewedAt!);
    expect(scheduled.nextVerificationDate).toBe(
      new Date(Date.UTC(reviewed.getUTCFullYear() + 1, reviewed.getUTCMonth(), reviewed.getUTCDate())).toISOString().slice(0, 10),
    );
    await server.database.query(`update companies set tariff_verification_frequency = 'ONE_TIME' where id = $1`, [LIGHT]);
    await runOn(now);
    expect((await get(tariff.id)).nextVerificationDate).toBeNull();
  });
});
