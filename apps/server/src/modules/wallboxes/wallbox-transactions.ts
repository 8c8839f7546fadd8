import type { SqlClient } from '../../db/database.ts';
import { recordWallboxSession } from '../charging-sessions/charging-sessions.ingestion.ts';
import { verifySessionMeterData } from './meter-verification.ts';
import { ocppRepository } from './wallboxes.repository.ts';

export interface TransactionStop {
  transactionId: number;
  stoppedAt: Date;
  meterStopWh: number;
  reason: string | null;
  /** StopTransaction's transaction data (meter values), as sent. */
  values: unknown[];
  /** The OCMF records among them. */
  signed: string[];
}

/**
 * A wallbox's transaction ends (decision 0044): the driver's session is recorded, priced and
 * reviewed like every session, the stop stored, and the signed meter values checked into it (0045),
 * all in the caller's database transaction. Answers the new session's id; null for a transaction
 * that is unknown or was stopped before (a StopTransaction sent again), which changes nothing.
 */
export async function finishWallboxTransaction(client: SqlClient, wallboxId: string, stop: TransactionStop): Promise<string | null> {
  const tx = ocppRepository(client);
  const row = await tx.lockTransaction(wallboxId, stop.transactionId);
  if (!row || row.stopped_at) return null;
  const started = new Date(row.started_at);
  const session = await recordWallboxSession(client, {
    companyId: row.company_id,
    userId: row.user_id,
    startDate: started,
    durationSeconds: Math.round((stop.stoppedAt.getTime() - started.getTime()) / 1000),
    meterStartWh: row.meter_start_wh,
    meterEndWh: stop.meterStopWh,
  });
  await tx.stop(row.id, { stoppedAt: stop.stoppedAt, meterStopWh: stop.meterStopWh, reason: stop.reason, values: stop.values, signed: stop.signed, sessionId: session.id });
  // In the same database transaction: a session whose signature fails is never reimbursable.
  await verifySessionMeterData(client, session.id);
  return session.id;
}
