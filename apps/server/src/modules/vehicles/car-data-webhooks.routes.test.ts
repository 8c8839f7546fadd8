import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness.ts';
import { DEMO_IDS } from '../../demo/seed-demo.ts';

const server = useTestServer();

const sign = (body: string) => createHmac('sha256', server.config.providers.carData.managementToken!).update(body).digest('hex');

async function deliver(body: string, signature: string | null) {
  const res = await fetch(`${server.baseUrl}/backend/public/car-api/webhooks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'sc-signature': signature } : {}) },
    body,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe("Smartcar's webhooks", () => {
  it('answers the VERIFY challenge with its HMAC, and refuses a delivery without the right signature', async () => {
    const verify = JSON.stringify({ eventId: 'evt-1', eventType: 'VERIFY', data: { challenge: 'a1b2c3' }, meta: { webhookId: 'wh-1' } });
    expect(await deliver(verify, sign(verify))).toEqual({ status: 200, body: { challenge: sign('a1b2c3') } });
    expect((await deliver(verify, sign(`${verify}\n`))).status).toBe(403);
    expect((await deliver(verify, null)).status).toBe(403);
  });

  it("a car's VEHICLE_STATE makes the product read that car again through the API", async () => {
    const [car] = await server.database.query<{ id: string; provider_vehicle_id: string }>(
      `select id, provider_vehicle_id from vehicles where user_id = $1 and connection_status = 'CONNECTED' limit 1`,
      [DEMO_IDS.users.driver],
    );
    await server.database.query('update vehicles set polled_at = null where id = $1', [car!.id]);
    const event = JSON.stringify({
      eventId: 'evt-2',
      eventType: 'VEHICLE_STATE',
      data: { vehicle: { id: car!.provider_vehicle_id, make: 'VOLKSWAGEN', model: 'ID.4', year: 2024 }, signals: [] },
      meta: { webhookId: 'wh-1', deliveryId: 'dlv-2' },
    });
    expect(await deliver(event, sign(event))).toEqual({ status: 200, body: { received: true } });
    const [after] = await server.database.query<{ polled_at: Date | null }>('select polled_at from vehicles where id = $1', [car!.id]);
    expect(after!.polled_at).not.toBeNull();
  });
});
