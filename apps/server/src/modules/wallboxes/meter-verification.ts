import type { SqlClient } from '../../db/database.ts';
import { verifyOcmf } from '../../lib/ocmf/index.ts';
import { ocppRepository } from './wallboxes.repository.ts';

/**
 * Checks the signed meter data (OCMF) a wallbox sent with the transaction that became this session,
 * with the meter key registered with the wallbox, and stores what it found on the transaction:
 * VERIFIED, FAILED (with the reason), UNSIGNED, or NO_KEY. Answers it; undefined for a session that
 * came from no wallbox.
 */
export async function verifySessionMeterData(client: SqlClient, sessionId: string) {
  const repo = ocppRepository(client);
  const tx = await repo.ofSession(sessionId);
  if (!tx) return undefined;
  if (!tx.signed_data.length) {
    await repo.verified(tx.id, 'UNSIGNED', null);
    return { state: 'UNSIGNED' as const, message: null };
  }
  if (!tx.meter_public_key) {
    await repo.verified(tx.id, 'NO_KEY', null);
    return { state: 'NO_KEY' as const, message: null };
  }
  const result = verifyOcmf(tx.signed_data, tx.meter_public_key, {
    transactionStart: new Date(tx.started_at),
    transactionEnd: tx.stopped_at ? new Date(tx.stopped_at) : undefined,
  });
  const state = result.verified ? ('VERIFIED' as const) : ('FAILED' as const);
  const message = result.verified ? null : `${result.reason}: ${result.detail}`;
  await repo.verified(tx.id, state, message);
  return { state, message, result };
}
