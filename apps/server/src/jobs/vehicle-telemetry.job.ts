import { connectionTokenBox } from '../lib/secrets/connection-token-box.ts';
import { loadInstallationSecrets } from '../lib/secrets/installation-secrets.ts';
import { carDataProvider } from '../providers/car-data/index.ts';
import { connectionsRepository } from '../modules/vehicles/connections.repository.ts';
import { pollDriver, type PollOutcome } from '../modules/vehicles/telemetry-poll.ts';
import { every, type JobContext, type JobDefinition } from './scheduler.ts';

/** Drivers asked per run; the rest are due again at the next run, a minute later. */
const DRIVERS_PER_RUN = 2000;
/** Drivers asked at the same time. */
const PARALLEL = 4;

/**
 * Every minute: each connected car whose last poll is older than the configured interval (15
 * minutes by default) is asked for its report. A changed report becomes a history row, the latest
 * values go on the vehicle, a moved odometer a car reading; a lock-out ends the connection as
 * EXPIRED. Running it twice for the same moment writes nothing the second time.
 */
export const vehicleTelemetryJob: JobDefinition = {
  name: 'vehicle-telemetry',
  next: every(60_000),
  async run(ctx: JobContext) {
    const { database, config, now, log } = ctx;
    const before = new Date(now.getTime() - config.providers.carData.pollMinutes * 60_000);
    const due = await connectionsRepository(database).dueDrivers(before, DRIVERS_PER_RUN, now);
    if (!due.length) return;
    const client = carDataProvider(config);
    const tokens = connectionTokenBox(await loadInstallationSecrets(database, config.secrets));
    const outcomes: Record<PollOutcome, number> = { POLLED: 0, EXPIRED: 0, UNAVAILABLE: 0, NO_CONNECTION: 0 };
    let next = 0;
    const worker = async () => {
      while (next < due.length) {
        const driver = due[next++]!;
        const outcome = await pollDriver({ database, client, tokens, now, log }, driver.company_id, driver.user_id);
        outcomes[outcome]++;
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, due.length) }, worker));
    log.info({ job: 'vehicle-telemetry', ...outcomes }, 'vehicle telemetry polled');
  },
};
