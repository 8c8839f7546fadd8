import { receiptsService } from '../modules/receipts/receipts.service.ts';
import { mailerFor } from '../providers/mail/index.ts';
import { dailyAt, type JobDefinition } from './scheduler.ts';

/**
 * On each company's receipt due day (the last day of a shorter month), last month's receipts are
 * created as DRAFT for every driver with reimbursable sessions. Runs daily; a company's month is
 * done once, so a day missed while the servers were down is caught up on the next run of the month.
 */
export const receiptDueJob: JobDefinition = {
  name: 'receipt-due',
  next: dailyAt(1, 0),
  async run(ctx) {
    const service = receiptsService({ database: ctx.database, mailer: mailerFor(ctx.config, ctx.database), now: () => ctx.now });
    const result = await service.createDueDrafts(ctx.now);
    ctx.log.info({ job: 'receipt-due', ...result }, 'receipt drafts created');
  },
};
