import { applyTariffVerification } from '../modules/tariffs/tariff-verification.ts';
import { mailerFor } from '../providers/mail/index.ts';
import { dailyAt, type JobDefinition } from './scheduler.ts';

/**
 * Every day at 01:30 UTC: valid tariffs due for their company's regular verification go back to
 * PENDING and their drivers are told in the app and by mail. The mails go out after the change has
 * committed; a failed delivery stays in the outbox with its reason.
 */
export const tariffVerificationJob: JobDefinition = {
  name: 'tariff-verification',
  next: dailyAt(1, 30),
  async run(ctx) {
    const { due, mails } = await ctx.database.transaction((tx) => applyTariffVerification(tx, ctx.now));
    const mailer = mailerFor(ctx.config, ctx.database);
    for (const mail of mails) await mailer.send(mail);
    ctx.log.info({ job: 'tariff-verification', due }, 'tariff verification applied');
  },
};
