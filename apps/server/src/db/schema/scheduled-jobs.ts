import { pgTable, text } from 'drizzle-orm/pg-core';
import { utc } from './columns.ts';

/**
 * One row per recurring job. A server instance runs a job only after claiming it (next_run_at due,
 * no live lease), so several instances run it once; a run that crashed frees itself when the lease
 * ends, and a job whose next_run_at passed while every server was down runs at the next start.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: utc('next_run_at').notNull(),
  lockedUntil: utc('locked_until'),
  lastStartedAt: utc('last_started_at'),
  lastFinishedAt: utc('last_finished_at'),
  lastError: text('last_error'),
});
