import type { MeterVerificationState } from '@fleetwatt/shared';
import type { SqlClient } from '../../db/database.ts';
import { recordMeterSignature } from '../charging-sessions/meter-signature.ts';
import { ocppRepository } from './wallboxes.repository.ts';

/**
 * Checks the signed meter data (OCMF) a wallbox sent with the transaction that became this session,
 * with the meter key registered with the wallbox: the session keeps the outcome (recordMeterSignature,
 * decision 0045: verified energy billed, a failure to review and not reimbursed), and the transaction
 * shows it on the wallbox page: VERIFIED, FAILED (with the reason), UNSIGNED (nothing to check) or
 * NO_KEY. Answers the transaction's state; undefined for a session that came from no wallbox.
 */
export async function verifySessionMeterData(client: SqlClient, sessionId: string) {
  const repo = ocppRepository(client);
  const tx = await repo.ofSession(sessionId);
  if (!tx) return undefined;
  const outcome = await recordMeterSignature(client, {
    companyId: tx.company_id,
    sessionId,
    signedMeterValues: tx.signed_data,
    meterPublicKey: tx.meter_public_key,
    transactionStart: new Date(tx.started_at),
    transactionEnd: new Date(tx.stopped_at ?? tx.started_at),
  });
  let state: MeterVerificationState;
  let message: string | null = null;
  if (!outcome) state = 'UNSIGNED';
  else if (outcome.verified) state = 'VERIFIED';
  else if (outcome.reason === 'NO_PUBLIC_KEY') state = 'NO_KEY';
  else {
    state = 'FAILED';
    message = `${outcome.reason}: ${outcome.detail}`;
  }
  await repo.verified(tx.id, state, message);
  return { state, message };
}
