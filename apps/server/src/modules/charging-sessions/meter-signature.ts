import type { SqlClient } from '../../db/database.ts';
import { verifyOcmf, type OcmfVerification } from '../../lib/ocmf/index.ts';
import { repriceStoredSessions } from '../pricing/pricing.ts';
import { chargingSessionsRepository } from './charging-sessions.repository.ts';

/*
 * A stored session's signed meter values (OCMF, decision 0045): checked with the meter's public key
 * against the session's own times, kept with the key so the receipt carries both. A verified session
 * takes the meter's signed readings as its energy; one that fails goes to review with the reason and
 * is not reimbursed until someone marks it REVIEWED (pricing's countsForReimbursement).
 */

export interface MeterSignatureInput {
  companyId: string;
  sessionId: string;
  /** The OCMF records the wallbox sent for the transaction, in the meter's order. */
  signedMeterValues: readonly string[];
  /** The meter's public key registered with the wallbox; null when none is. */
  meterPublicKey: string | null;
  transactionStart: Date;
  transactionEnd: Date;
}

/** Checks and stores; answers the outcome, or null when there was nothing to check (no values, no key). */
export async function recordMeterSignature(client: SqlClient, input: MeterSignatureInput): Promise<OcmfVerification | null> {
  const values = input.signedMeterValues.filter((v) => v.trim() !== '');
  const key = input.meterPublicKey?.trim() || null;
  if (values.length === 0 && key === null) return null;
  const outcome = verifyOcmf(values, key, { transactionStart: input.transactionStart, transactionEnd: input.transactionEnd });
  const repo = chargingSessionsRepository(client);
  await repo.setMeterSignature(input.companyId, input.sessionId, {
    signedMeterValues: values,
    meterPublicKey: key,
    status: outcome.verified ? 'VERIFIED' : 'FAILED',
    failure: outcome.verified ? null : outcome.reason,
    signedReadings: outcome.verified ? { meterStartWh: outcome.start.wattHours, meterEndWh: outcome.end.wattHours } : null,
  });
  if (!outcome.verified) await repo.flagMeterSignature(input.companyId, input.sessionId);
  await repriceStoredSessions(client, { companyId: input.companyId, sessionIds: [input.sessionId] });
  return outcome;
}
