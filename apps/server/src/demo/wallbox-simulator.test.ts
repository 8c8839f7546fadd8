import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargingSessionPage, WallboxDetail } from '@fleetwatt/shared';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { fetchApi } from '../../test/api.ts';
import { DEMO_IDS } from './accounts.ts';
import { DEMO_WALLBOX } from './wallbox.ts';
import { startWallboxSimulator } from './wallbox-simulator.ts';

let server: TestServer;
let stop: (() => Promise<void>) | undefined;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await stop?.();
  await server?.close();
});

describe("the demo's simulated wallbox", () => {
  it('connects with the demo password, charges, and its meter-signed session is verified and reimbursable', async () => {
    const admin = await server.token('admin@demo.test');
    const call = fetchApi(server);
    const detail = async () => (await (await call(admin, `/wallboxes/${DEMO_WALLBOX.id}`)).json()) as WallboxDetail;
    expect((await detail()).transactions).toEqual([]);

    const log = { info: () => undefined, warn: (o: object, m: string) => console.warn(m, o) };
    stop = startWallboxSimulator({ baseUrl: server.baseUrl, firstAfterMs: 500, chargeMs: 1_500, log });
    await expect.poll(async () => (await detail()).transactions[0]?.verification, { timeout: 20_000, interval: 500 }).toBe('VERIFIED');
    const wallbox = await detail();
    expect(wallbox).toMatchObject({ connection: 'ONLINE', vendor: 'Fleetwatt', model: 'Simulated wallbox' });

    const sessions = (await (await call(admin, `/charging-sessions/search?source=WALLBOX&driverId=${DEMO_IDS.users.driver}&pageSize=10`)).json()) as ChargingSessionPage;
    const session = sessions.results.find((s) => s.id === wallbox.transactions[0]!.sessionId);
    expect(session).toMatchObject({ source: 'WALLBOX', meterSignatureStatus: 'VERIFIED', reimbursable: true, meterStartWh: 1_250_000 });
    expect(session!.wattHours).toBeGreaterThan(0);
    expect(session!.priceBasis).not.toBeNull();
  });
});
