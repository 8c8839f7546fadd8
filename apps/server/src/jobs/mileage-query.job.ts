import { mileageMessage, mileagePeriodOf } from '@fleetwatt/shared';
import { mileageQueryMail } from '../modules/mileage/mileage-query-mail.ts';
import { mileageRequestsRepository } from '../modules/mileage/mileage-requests.repository.ts';
import { mailerFor } from '../providers/mail/index.ts';
import { dailyAt, type JobContext, type JobDefinition } from './scheduler.ts';

const TEXTS = {
  en: { title: mileageMessage('queryTitle', 'en'), message: mileageMessage('queryMessage', 'en') },
  de: { title: mileageMessage('queryTitle', 'de'), message: mileageMessage('queryMessage', 'de') },
};

/**
 * Asks drivers for their odometer at the company's mileage query frequency: every driver without a
 * reading since the current period began gets one notification and one mail for that period.
 * Running again in the same period asks nobody twice; a mail that was not sent (a crash between
 * the question and the mail) goes out on the next run.
 */
export async function runMileageQuery(ctx: Pick<JobContext, 'database' | 'config' | 'now' | 'log'>): Promise<{ asked: number; mailed: number }> {
  const { database, now } = ctx;
  const mailer = mailerFor(ctx.config, database);
  const repo = mileageRequestsRepository(database);
  let asked = 0;
  let mailed = 0;
  for (const company of await repo.askingCompanies()) {
    const period = mileagePeriodOf(company.frequency, now);
    if (!period) continue;
    asked += await database.transaction(async (tx) => {
      const inTx = mileageRequestsRepository(tx);
      const ids = await inTx.insertRequests(company, period, now);
      await inTx.notify(ids, TEXTS);
      return ids.length;
    });
    for (const pending of await repo.pendingMails(company.id, period.start)) {
      if (!(await repo.claimMail(pending.id, now))) continue;
      const sent = await mailer.send(mileageQueryMail(pending));
      await repo.setEmail(pending.id, sent.id);
      if (sent.status === 'SENT') mailed++;
      else ctx.log.warn({ request: pending.id, error: sent.error }, 'mileage query mail failed');
    }
  }
  if (asked) ctx.log.info({ asked, mailed }, 'drivers asked for their odometer');
  return { asked, mailed };
}

export const mileageQueryJob: JobDefinition = {
  name: 'mileage-query',
  next: dailyAt(6, 0),
  run: async (ctx) => {
    await runMileageQuery(ctx);
  },
};
