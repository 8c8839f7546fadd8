import type { SqlClient } from '../db/database.ts';
import { DEMO_IDS } from './accounts.ts';

/**
 * The demo driver's wallbox (driver@demo.test): registered with the demo password, so the built-in
 * simulated wallbox (wallbox-simulator.ts) can connect to the product's own OCPP endpoint.
 */
export const DEMO_WALLBOX = { id: '70000000-0000-4000-8000-000000000001', identity: 'DEMO-WALLBOX-1' } as const;

export async function insertDemoWallbox(tx: SqlClient, passwordHash: string) {
  await tx.query(
    `insert into wallboxes (id, company_id, user_id, identity, password_hash, vendor, model, serial_number, firmware_version)
     select $1, u.company_id, u.id, $2, $3, 'Fleetwatt', 'Simulated wallbox', 'SIM-0001', '1.0.0' from users u where u.id = $4
     on conflict do nothing`,
    [DEMO_WALLBOX.id, DEMO_WALLBOX.identity, passwordHash, DEMO_IDS.users.driver],
  );
}
