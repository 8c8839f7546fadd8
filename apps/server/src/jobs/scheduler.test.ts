import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openTestDatabase } from '../../test/harness.ts';
import { dailyAt, runDueJobs, type JobDefinition } from './scheduler.ts';

let database: Database;
let drop: () => Promise<void>;
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
const log = { info() {}, warn() {}, error() {} };
let serial = 0;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await migrate(database);
});
afterAll(async () => {
  await drop?.();
});

/** A daily job that counts its runs and can be made slow or to hang. */
function countingJob(options: { delayMs?: number; hang?: boolean } = {}) {
  const runs: Date[] = [];
  const job: JobDefinition = {
    name: `counting-${++serial}`,
    next: dailyAt(2, 0),
    async run(ctx) {
      runs.push(ctx.now);
      if (options.hang) await new Promise(() => {});
      if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
    },
  };
  return { job, runs };
}

const run = (job: JobDefinition, now: string) => runDueJobs({ database, config, log, now: new Date(now) }, [job]);

describe('the job scheduler', () => {
  it('runs a due job once when two instances look at the same time', async () => {
    const { job, runs } = countingJob({ delayMs: 50 });
    const results = await Promise.all([run(job, '2030-01-10T03:00:00Z'), run(job, '2030-01-10T03:00:00Z'), run(job, '2030-01-10T03:00:01Z')]);
    expect(runs).toHaveLength(1);
    expect(results.flat()).toEqual([job.name]);
    // Later the same day it is not due; at the next day's time it is.
    expect(await run(job, '2030-01-10T23:00:00Z')).toEqual([]);
    expect(await run(job, '2030-01-11T02:00:00Z')).toEqual([job.name]);
    expect(runs).toHaveLength(2);
  });

  it('catches up once after a downtime of several days, then keeps the daily rhythm', async () => {
    const { job, runs } = countingJob();
    await run(job, '2030-02-01T03:00:00Z');
    // Every server is down from 1 February until 6 February at noon.
    expect(await run(job, '2030-02-06T12:00:00Z')).toEqual([job.name]);
    expect(await run(job, '2030-02-06T12:00:30Z')).toEqual([]);
    expect(runs.map((d) => d.toISOString())).toEqual(['2030-02-01T03:00:00.000Z', '2030-02-06T12:00:00.000Z']);
    const [row] = await database.query<{ next_run_at: Date; last_error: string | null }>(
      'select next_run_at, last_error from scheduled_jobs where name = $1',
      [job.name],
    );
    expect(new Date(row!.next_run_at).toISOString()).toBe('2030-02-07T02:00:00.000Z');
    expect(row!.last_error).toBeNull();
  });

  it("a crashed run's lease frees the job later, and another instance runs it", async () => {
    const hanging = countingJob({ hang: true });
    // The instance that claims it never finishes (it crashed while running).
    void run(hanging.job, '2030-03-01T03:00:00Z');
    await new Promise((r) => setTimeout(r, 50));
    expect(hanging.runs).toHaveLength(1);
    const other: JobDefinition = { ...hanging.job, run: async (ctx) => void hanging.runs.push(ctx.now) };
    expect(await run(other, '2030-03-01T03:05:00Z')).toEqual([]);
    expect(await run(other, '2030-03-01T03:11:00Z')).toEqual([other.name]);
    expect(hanging.runs).toHaveLength(2);
  });

  it('records a failed run and tries again at the next time', async () => {
    const failing: JobDefinition = {
      name: `failing-${++serial}`,
      next: dailyAt(2, 0),
      run: async () => {
        throw new Error('provider unreachable');
      },
    };
    expect(await run(failing, '2030-04-01T03:00:00Z')).toEqual([failing.name]);
    const [row] = await database.query<{ last_error: string; locked_until: Date | null }>(
      'select last_error, locked_until from scheduled_jobs where name = $1',
      [failing.name],
    );
    expect(row).toEqual({ last_error: 'provider unreachable', locked_until: null });
    expect(await run(failing, '2030-04-02T02:00:00Z')).toEqual([failing.name]);
  });
});
