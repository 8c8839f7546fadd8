import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/database.ts';

/*
 * What the built-in sandboxes of outside services share: faults a test asks for, kept in the
 * sandbox's own `sandbox_<name>_faults` table so every server instance sees them.
 *   fail     answer 503 without doing anything;
 *   timeout  do the work, then hold the answer until the caller gives up (done, but the caller
 *            cannot know);
 *   twice    do the work twice over, as a service that received the call twice would;
 *   decline  do it, but the service refuses the payment (a definite failure);
 *   pending  do it, but the service settles it later (the next look-up settles it);
 *   ratelimit answer 429 with Retry-After (seconds in delayMs / 1000, 1 by default) without doing it;
 *   expire   answer 401 as for an access token that has run out, without doing it;
 *   sca      (bank) ask for strong customer authentication first (428 with a session token).
 */

export const SANDBOX_FAULT_MODES = ['fail', 'timeout', 'twice', 'decline', 'pending', 'ratelimit', 'expire', 'sca'] as const;
export type SandboxFaultMode = (typeof SANDBOX_FAULT_MODES)[number];

export const ZSandboxFault = z.object({
  mode: z.enum(SANDBOX_FAULT_MODES),
  /** The operation it applies to; every operation when absent. */
  operation: z.string().min(1).max(50).optional(),
  times: z.number().int().min(1).max(1000).default(1),
  /** How long a timeout holds the answer; far beyond any client's timeout by default. */
  delayMs: z.number().int().min(0).max(600_000).optional(),
});
export type SandboxFault = z.infer<typeof ZSandboxFault>;

const TABLE = /^sandbox_[a-z_]+_faults$/;
const DEFAULT_HOLD_MS = 60_000;

export function sandboxFaults(database: Database, table: string) {
  if (!TABLE.test(table)) throw new Error(`not a sandbox fault table: ${table}`);
  return {
    async add(fault: SandboxFault): Promise<void> {
      await database.query(`insert into ${table} (operation, mode, remaining, delay_ms) values ($1, $2, $3, $4)`, [
        fault.operation ?? '*',
        fault.mode,
        fault.times,
        fault.delayMs ?? null,
      ]);
    },
    async clear(): Promise<void> {
      await database.query(`delete from ${table}`);
    },
    /** Takes one pending fault for the operation, if any. */
    async take(operation: string): Promise<{ mode: SandboxFaultMode; delayMs: number | null } | null> {
      return database.transaction(async (tx) => {
        const [fault] = await tx.query<{ id: number; mode: SandboxFaultMode; remaining: number; delay_ms: number | null }>(
          `select id, mode, remaining, delay_ms from ${table}
            where remaining > 0 and (operation = '*' or operation = $1)
            order by id limit 1 for update`,
          [operation],
        );
        if (!fault) return null;
        if (fault.remaining <= 1) await tx.query(`delete from ${table} where id = $1`, [fault.id]);
        else await tx.query(`update ${table} set remaining = remaining - 1 where id = $1`, [fault.id]);
        return { mode: fault.mode, delayMs: fault.delay_ms };
      });
    },
  };
}

/** Holds the answer for `ms`, or until the caller has gone away. */
export function holdAnswer(request: FastifyRequest, reply: FastifyReply, ms: number | null): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms ?? DEFAULT_HOLD_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    // The response closes when the caller hangs up (the request's own 'close' fires once its body is read).
    reply.raw.once('close', done);
    request.raw.socket?.once('close', done);
  });
}

/** The common answers of a fault that stops a call before it is carried out; null when the fault lets it run. */
export function stoppingFault(reply: FastifyReply, fault: { mode: SandboxFaultMode; delayMs: number | null } | null, error: (status: number, code: string, message: string) => unknown) {
  if (!fault) return null;
  if (fault.mode === 'fail') return reply.status(503).send(error(503, 'service_unavailable', 'The service failed as it was told to.'));
  if (fault.mode === 'ratelimit') {
    reply.header('retry-after', String(Math.max(0, Math.round((fault.delayMs ?? 1000) / 1000))));
    return reply.status(429).send(error(429, 'too_many_requests', 'Rate limit reached; retry later.'));
  }
  if (fault.mode === 'expire') return reply.status(401).send(error(401, 'unauthorized', 'The access token has expired.'));
  return null;
}

/** A JSON error as the services answer them. */
export function sandboxError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.status(status).send({ code, message });
}
