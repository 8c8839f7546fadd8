import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';

/** The machine the numbers come from: cores, memory, PostgreSQL and Node versions. */
export async function machine(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const version = (await client.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]!.v;
  await client.end();
  const model = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  return `${os.cpus().length} cores (${model}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GB memory, PostgreSQL ${version.split(' ')[0]}, Node ${process.version}`;
}

/** Nanoseconds a task ran on a CPU and waited for one (/proc/<pid>/schedstat, summed over its threads). */
function schedstat(pid: number): { run: number; wait: number } | null {
  try {
    let run = 0;
    let wait = 0;
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      const [r, w] = fs.readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ').map(Number);
      run += r ?? 0;
      wait += w ?? 0;
    }
    return { run, wait };
  } catch {
    return null;
  }
}

/** PostgreSQL's processes serving one database (backends name it in their command line). */
function backendsOf(database: string): number[] {
  const pids: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmd = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (cmd.startsWith('postgres: ') && cmd.includes(` ${database} `)) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** Microseconds in which some task waited for a CPU (Linux pressure stall information), or null. */
function pressureMicros(): number | null {
  try {
    const some = /^some .*total=(\d+)/m.exec(fs.readFileSync('/proc/pressure/cpu', 'utf8'));
    return some ? Number(some[1]) : null;
  } catch {
    return null;
  }
}

export interface CpuWait {
  text: string;
}

/**
 * How long tasks waited for a CPU over a run, two ways: the kernel's share of the wall time in which
 * any task of the machine waited (pressure stall information), and of the time the server process
 * and the database's PostgreSQL backends wanted a CPU, the share they spent waiting for one
 * (schedstat). On a shared host the first says how busy it was, the second what it cost us.
 */
export function cpuWait(serverPid: number, databaseUrl: string): { stop(): CpuWait } {
  const t0 = performance.now();
  const psi0 = pressureMicros();
  const tasks = serverAndBackends(serverPid, databaseUrl);
  return {
    stop() {
      const wall = (performance.now() - t0) * 1000;
      const psi1 = pressureMicros();
      const { run, wait } = tasks.both();
      const parts = [];
      if (psi0 !== null && psi1 !== null) parts.push(`tasks waited for a CPU ${((100 * (psi1 - psi0)) / wall).toFixed(0)} % of the time (kernel pressure)`);
      if (run + wait > 0) {
        parts.push(
          `the server and PostgreSQL waited ${((100 * wait) / (run + wait)).toFixed(0)} % of the time they wanted a CPU (${(wait / 1e9).toFixed(1)} s waiting, ${(run / 1e9).toFixed(1)} s running)`,
        );
      }
      return { text: parts.join('; ') || 'no CPU wait figures on this kernel' };
    },
  };
}

type Sched = { run: number; wait: number };

/**
 * The server process and the database's PostgreSQL backends from now on: the nanoseconds each ran
 * on a CPU and waited for one since, summed over their tasks. Backends the pool opens meanwhile
 * count from their start; a process gone meanwhile counts for nothing.
 */
function serverAndBackends(serverPid: number, databaseUrl: string) {
  const database = new URL(databaseUrl).pathname.slice(1);
  const snapshot = (pids: number[]) => {
    const taken = new Map<number, Sched>();
    for (const pid of pids) {
      const s = schedstat(pid);
      if (s) taken.set(pid, s);
    }
    return taken;
  };
  const server0 = snapshot([serverPid]);
  const backends0 = snapshot(backendsOf(database));
  const since = (before: Map<number, Sched>, now: Map<number, Sched>): Sched => {
    let run = 0;
    let wait = 0;
    for (const [pid, s] of now) {
      const b = before.get(pid) ?? { run: 0, wait: 0 };
      run += s.run - b.run;
      wait += s.wait - b.wait;
    }
    return { run, wait };
  };
  const server = () => since(server0, snapshot([serverPid]));
  const backends = () => since(backends0, snapshot(backendsOf(database)));
  return {
    server,
    backends,
    both(): Sched {
      const [s, b] = [server(), backends()];
      return { run: s.run + b.run, wait: s.wait + b.wait };
    },
  };
}

export interface CpuSplit {
  /** Milliseconds on a CPU over the span: the server process, the database's backends, this process (the clients). */
  server: number;
  database: number;
  clients: number;
}

/**
 * Where the CPU went over a span: the server process, the database's PostgreSQL backends and this
 * process (the benchmark's own clients), from schedstat and the process's own usage. Divided by the
 * requests answered, it says what one request costs each of them, which a 2-core machine under 16
 * clients turns into waiting.
 */
export function cpuSplit(serverPid: number, databaseUrl: string): { stop(): CpuSplit } {
  const tasks = serverAndBackends(serverPid, databaseUrl);
  const own0 = process.cpuUsage();
  return {
    stop() {
      const own = process.cpuUsage(own0);
      return { server: tasks.server().run / 1e6, database: tasks.backends().run / 1e6, clients: (own.user + own.system) / 1000 };
    },
  };
}
