import { runRetention } from '../modules/privacy/retention.ts';
import { dailyAt, type JobDefinition } from './scheduler.ts';

/**
 * Every night at 03:30 UTC: removes what has expired under each company's privacy settings and
 * records how much (retention_runs, docs/privacy.md).
 */
export const retentionJob: JobDefinition = {
  name: 'retention',
  next: dailyAt(3, 30),
  async run({ database, now, log }) {
    const { removed, total } = await runRetention(database, now);
    log.info({ job: 'retention', total, ...removed }, 'retention applied');
  },
};
