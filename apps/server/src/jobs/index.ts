import type { JobDefinition } from './scheduler.ts';
import { tariffVerificationJob } from './tariff-verification.job.ts';
import { licenseStatesJob } from './license-states.job.ts';
import { receiptDueJob } from './receipt-due.job.ts';
import { mileageQueryJob } from './mileage-query.job.ts';
import { vehicleTelemetryJob } from './vehicle-telemetry.job.ts';
import { payoutRecoveryJob } from './payout-recovery.job.ts';
import { retentionJob } from './retention.job.ts';

/** Every recurring job of the product; each area adds its own here. */
export const ALL_JOBS: JobDefinition[] = [
  tariffVerificationJob,
  licenseStatesJob,
  receiptDueJob,
  mileageQueryJob,
  vehicleTelemetryJob,
  payoutRecoveryJob,
  retentionJob,
];
