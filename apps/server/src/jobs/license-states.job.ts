import { applyLicenseStates } from '../modules/licenses/license-states.ts';
import { dailyAt, type JobDefinition } from './scheduler.ts';

/**
 * Every day shortly after midnight UTC: licenses move to EXPIRING_SOON and EXPIRED by their dates,
 * renewals are opened and scheduled ones take effect. Computed from dates, so one run after a
 * downtime ends where the missed daily runs would have.
 */
export const licenseStatesJob: JobDefinition = {
  name: 'license-states',
  next: dailyAt(0, 15),
  async run(ctx) {
    const changes = await ctx.database.transaction((tx) => applyLicenseStates(tx, ctx.now));
    ctx.log.info({ job: 'license-states', ...changes }, 'license states applied');
  },
};
