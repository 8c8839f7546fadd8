import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { runAs } from '../db/actor-context.ts';

export interface JobContext {
  database: Database;
  config: Config;
  /** The time the run is for; tests pass their own to run a job "on" a given day. */
  now: Date;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

export interface JobDefinition {
  name: string;
  /** When the job runs next, after a run at `after`. */
  next(after: Date): Date;
  /** Must be safe to run again: a run can repeat after a crash or catch up several missed days. */
  run(ctx: JobContext): Promise<void>;
}

/** Every day at the given UTC time. */
export const dailyAt =
  (hour = 2, minute = 0) =>
  (after: Date): Date => {
    const next = new Date(Date.UTC(after.getUTCFullYear(), after.getUTCMonth(), after.getUTCDate(), hour, minute));
    if (next <= after) next.setUTCDate(next.getUTCDate() + 1);
    return next;
  };

/** Every `ms` milliseconds. */
export const every =
  (ms: number) =>
  (after: Date): Date =>
    new Date(after.getTime() + ms);

const LEASE_MS = 10 * 60 * 1000;

/** Claims a job when it is due and no other instance holds it; true when this caller may run it. */
async function claim(database: Database, job: JobDefinition, now: Date): Promise<boolean> {
  await database.query(`insert into scheduled_jobs (name, next_run_at) values ($1, $2) on conflict (name) do nothing`, [
    job.name,
    now,
  ]);
  const rows = await database.query(
    `update scheduled_jobs set locked_until = $2, last_started_at = $3
      where name = $1 and next_run_at <= $3 and (locked_until is null or locked_until < $3)
      returning name`,
    [job.name, new Date(now.getTime() + LEASE_MS), now],
  );
  return rows.length === 1;
}

async function release(database: Database, job: JobDefinition, now: Date, error: string | null): Promise<void> {
  await database.query(
    `update scheduled_jobs set locked_until = null, last_finished_at = $2, last_error = $3, next_run_at = $4 where name = $1`,
    [job.name, new Date(), error, job.next(now)],
  );
}

/** Runs every due job once (claimed, so only one instance runs it); returns the names that ran. */
export async function runDueJobs(
  ctx: Omit<JobContext, 'now'> & { now?: Date },
  jobs: readonly JobDefinition[],
): Promise<string[]> {
  const now = ctx.now ?? new Date();
  const ran: string[] = [];
  for (const job of jobs) {
    if (!(await claim(ctx.database, job, now))) continue;
    let error: string | null = null;
    try {
      await runAs({ actor: `job:${job.name}` }, () => job.run({ ...ctx, now }));
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
      ctx.log.error({ err, job: job.name }, 'scheduled job failed');
    }
    await release(ctx.database, job, now, error);
    ran.push(job.name);
  }
  return ran;
}

/** Checks for due jobs every `tickMs` until stopped. */
export function startScheduler(
  ctx: Omit<JobContext, 'now'>,
  jobs: readonly JobDefinition[],
  tickMs = 30_000,
): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    running = runDueJobs(ctx, jobs).catch((err) => ctx.log.error({ err }, 'scheduler tick failed'));
  };
  const timer = setInterval(tick, tickMs);
  timer.unref();
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
