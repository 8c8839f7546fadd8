import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/harness.ts';
import { insertCompany, insertDriver, insertReading } from '../modules/mileage/mileage.test-helpers.ts';
import { mileageQueryJob, runMileageQuery } from './mileage-query.job.ts';
import { runDueJobs } from './scheduler.ts';

const server = useTestServer();
const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
const fx = { company: '', paula: '', quentin: '', rosa: '' };

// A Wednesday; the company asks weekly, so the period is Monday 2030-05-13 to Monday 2030-05-20.
const WEDNESDAY = new Date('2030-05-15T06:00:00Z');
const NEXT_WEEK = new Date('2030-05-22T06:00:00Z');

beforeAll(async () => {
  const db = server.database;
  fx.company = await insertCompany(db, { frequency: 'WEEKLY', language: 'GERMAN' });
  fx.paula = await insertDriver(db, fx.company, { name: 'Paula Current', preferredLanguage: 'en' });
  fx.quentin = await insertDriver(db, fx.company, { name: 'Quentin Late' });
  fx.rosa = await insertDriver(db, fx.company, { name: 'Rosa New', preferredLanguage: 'en' });
  // Paula reported on Monday of this week; Quentin last week; Rosa never.
  await insertReading(db, { companyId: fx.company, userId: fx.paula, km: 20_000, at: '2030-05-13T07:00:00Z', source: 'DRIVER' });
  await insertReading(db, { companyId: fx.company, userId: fx.quentin, km: 41_500, at: '2030-05-08T07:00:00Z', source: 'DRIVER' });
});

const ctx = (now: Date) => ({ database: server.database, config: server.config, log, now });

async function requestsOf(userId: string) {
  return server.database.query<{ period_start: Date; notification_id: string | null; email_id: string | null; mailed_at: Date | null }>(
    'select period_start, notification_id, email_id, mailed_at from mileage_requests where user_id = $1 order by period_start',
    [userId],
  );
}
const notificationsOf = (userId: string) =>
  server.database.query<{ title: string; message: string }>('select title, message from notifications where user_id = $1 order by created_at', [userId]);
const mailsTo = (userId: string) =>
  server.database.query<{ subject: string; body_text: string }>(
    `select o.subject, o.body_text from email_outbox o join users u on lower(u.email) = lower(o.to_address) where u.id = $1 order by o.created_at`,
    [userId],
  );

describe('the mileage query job', () => {
  it('asks the drivers without a reading this period, once each, with a notification and a mail', async () => {
    await runMileageQuery(ctx(WEDNESDAY));
    expect(await requestsOf(fx.paula)).toHaveLength(0);
    expect(await notificationsOf(fx.paula)).toHaveLength(0);

    const [quentin] = await requestsOf(fx.quentin);
    expect(new Date(quentin!.period_start).toISOString()).toBe('2030-05-13T00:00:00.000Z');
    expect(quentin!.notification_id).not.toBeNull();
    expect(quentin!.email_id).not.toBeNull();
    // No language of his own: the company's, German.
    expect(await notificationsOf(fx.quentin)).toEqual([{ title: 'Kilometerstand fällig', message: 'Bitte melden Sie Ihren Kilometerstand in der App.' }]);
    const [mail] = await mailsTo(fx.quentin);
    expect(mail!.subject).toBe('Bitte melden Sie Ihren Kilometerstand');
    expect(mail!.body_text).toContain('für diese Woche');
    expect(mail!.body_text).toContain('41.500 km');

    expect(await notificationsOf(fx.rosa)).toEqual([{ title: 'Odometer reading due', message: 'Please report your odometer reading in the app.' }]);
    const [rosaMail] = await mailsTo(fx.rosa);
    expect(rosaMail!.subject).toBe('Please report your odometer reading');
    expect(rosaMail!.body_text).toContain('We have no reading from you yet.');
  });

  it('running again in the same period asks nobody twice', async () => {
    await runMileageQuery(ctx(new Date(WEDNESDAY.getTime() + 3 * 3_600_000)));
    expect(await requestsOf(fx.quentin)).toHaveLength(1);
    expect(await notificationsOf(fx.quentin)).toHaveLength(1);
    expect(await mailsTo(fx.rosa)).toHaveLength(1);
  });

  it('a mail that did not go out is sent on the next run, and only then', async () => {
    await server.database.query('update mileage_requests set mailed_at = null, email_id = null where user_id = $1', [fx.rosa]);
    await server.database.query(`delete from email_outbox where lower(to_address) = (select lower(email) from users where id = $1)`, [fx.rosa]);
    await runMileageQuery(ctx(WEDNESDAY));
    expect(await mailsTo(fx.rosa)).toHaveLength(1);
    expect(await notificationsOf(fx.rosa)).toHaveLength(1);
  });

  it('the next period asks again, now also the driver whose reading is from the week before', async () => {
    await insertReading(server.database, { companyId: fx.company, userId: fx.rosa, km: 900, at: '2030-05-20T09:00:00Z', source: 'DRIVER' });
    await runMileageQuery(ctx(NEXT_WEEK));
    expect(await requestsOf(fx.paula)).toHaveLength(1);
    expect(await requestsOf(fx.quentin)).toHaveLength(2);
    expect(await requestsOf(fx.rosa)).toHaveLength(1);
  });

  it('runs as a scheduled job, claimed once for its due time', async () => {
    const company = await insertCompany(server.database, { frequency: 'DAILY' });
    const ulla = await insertDriver(server.database, company, { name: 'Ulla Daily' });
    const day = new Date('2030-06-03T06:30:00Z');
    await server.database.query(`insert into scheduled_jobs (name, next_run_at) values ('mileage-query', $1) on conflict (name) do update set next_run_at = $1`, [
      day.toISOString(),
    ]);
    expect(await runDueJobs(ctx(day), [mileageQueryJob])).toEqual(['mileage-query']);
    expect(await runDueJobs(ctx(day), [mileageQueryJob])).toEqual([]);
    expect(await requestsOf(ulla)).toHaveLength(1);
    const [job] = await server.database.query<{ next: Date }>(`select next_run_at as next from scheduled_jobs where name = 'mileage-query'`);
    expect(new Date(job!.next).toISOString()).toBe('2030-06-04T06:00:00.000Z');
  });
});
