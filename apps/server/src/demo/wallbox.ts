import { createPrivateKey, createPublicKey } from 'node:crypto';
import type { SqlClient } from '../db/database.ts';
import { publicKeyHex, signMeterTransaction } from '../lib/ocmf/index.ts';
import { DEMO_IDS } from './accounts.ts';

/**
 * The demo driver's wallbox (driver@demo.test): registered with the demo password, so the built-in
 * simulated wallbox (wallbox-simulator.ts) can connect to the product's own OCPP endpoint, and with
 * its meter's public key, so every charge it signs (OCMF) is checked.
 */
export const DEMO_WALLBOX = { id: '70000000-0000-4000-8000-000000000001', identity: 'DEMO-WALLBOX-1', meterSerial: 'SIM-METER-0001' } as const;

/** The simulated meter's key pair (P-256). Demo data only: it signs the demo wallbox's readings. */
const DEMO_METER_KEY = createPrivateKey({
  format: 'jwk',
  key: { kty: 'EC', crv: 'P-256', x: 'Qe8fntMln3jGIqz1ysSD9QOdP77vtv_QTQBbW5xPA14', y: 'MlrIVWqEEVNhbCluFkNEwZDsTKrFniz4Gb7OvZ_IREw', d: 'eYTQF-CyoEFM4IiuOk01JwkP0LBp--L1Fzmu5pO-3EM' },
});
const DEMO_METER_PUBLIC_KEY = publicKeyHex(createPublicKey(DEMO_METER_KEY));

/** One charge of the demo wallbox as its meter signs it: begin and end in one OCMF record. */
export const signDemoCharge = (charge: { start: { wh: number; at: Date }; end: { wh: number; at: Date } }) =>
  signMeterTransaction({ meterSerial: DEMO_WALLBOX.meterSerial, meterVendor: 'Fleetwatt', meterModel: 'Simulated meter', gatewaySerial: DEMO_WALLBOX.identity, ...charge }, DEMO_METER_KEY);

export async function insertDemoWallbox(tx: SqlClient, passwordHash: string) {
  await tx.query(
    `insert into wallboxes (id, company_id, user_id, identity, password_hash, meter_public_key, vendor, model, serial_number, firmware_version)
     select $1, u.company_id, u.id, $2, $3, $5, 'Fleetwatt', 'Simulated wallbox', 'SIM-0001', '1.0.0' from users u where u.id = $4
     on conflict do nothing`,
    [DEMO_WALLBOX.id, DEMO_WALLBOX.identity, passwordHash, DEMO_IDS.users.driver, DEMO_METER_PUBLIC_KEY],
  );
}

/** Where the demo wallbox's meter stands before the simulator's first charge. */
export const DEMO_METER_START_WH = 1_250_000;
