import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReimbursementDetail } from '@fleetwatt/shared';
import { loadConfig } from '../../src/config.ts';
import { DEMO_PASSWORD } from '../../src/demo/accounts.ts';
import { freePort } from '../free-port.ts';
import type { TestServer } from '../harness.ts';
import { fetchAccessToken } from '../tokens.ts';
import { ADMIN, bankTransfers, call, MUNICH, recoverLater, releasedReimbursement, trigger } from '../../src/modules/reimbursements/reimbursements.test-helpers.ts';
import { productProcess } from './child-server.ts';

/**
 * The server is killed (SIGKILL) while it pays reimbursement items out through the bank. After a
 * restart, the recovery job and the administrator's retries finish every item: each is paid exactly
 * once, never twice. Needs a PostgreSQL server (DATABASE_URL).
 */
const pgUrl = process.env.DATABASE_URL;

describe.skipIf(!pgUrl)('a crash while payouts are in flight', () => {
  let product: Awaited<ReturnType<typeof productProcess>>;
  let server: TestServer;

  beforeAll(async () => {
    product = await productProcess(pgUrl!);
    const port = await freePort();
    const config = loadConfig({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, PROVIDER_TIMEOUT_MS: '3000' });
    const tokens = new Map<string, Promise<string>>();
    // What the area's test helpers need of a server: its address, configuration, database and tokens.
    server = {
      baseUrl: config.publicUrl,
      config,
      database: product.database,
      token: (email: string) => {
        if (!tokens.has(email)) tokens.set(email, fetchAccessToken(config, email, DEMO_PASSWORD));
        return tokens.get(email)!;
      },
    } as unknown as TestServer;
    await product.start(port, { PROVIDER_TIMEOUT_MS: '3000' });
  });
  afterAll(() => product?.drop());

  it('pays every item exactly once across a SIGKILL, the recovery job and retries', async () => {
    const reimbursement = await releasedReimbursement(server, MUNICH);
    const items = reimbursement.items.filter((i) => i.iban && i.amountMinor > 0);
    expect(items.length).toBeGreaterThan(2);

    // Every item triggered at once; the server dies as soon as the first payout is answered.
    let answered = 0;
    const triggers = items.map((item) => trigger(server, reimbursement.id, item.id).then(() => answered++, () => undefined));
    while (answered < 1) await new Promise((r) => setTimeout(r, 2));
    product.kill();
    await Promise.all(triggers);
    const atCrash = await product.database.query<{ started: number; paid: number }>(
      `select count(*) filter (where payout_started_at is not null and status <> 'BANK_REIMBURSED')::int as started,
              count(*) filter (where status = 'BANK_REIMBURSED')::int as paid
         from reimbursement_items where reimbursement_id = $1`,
      [reimbursement.id],
    );
    // The crash left work undone: items in flight or not started.
    expect(atCrash[0]!.paid).toBeLessThan(items.length);

    await product.start(Number(new URL(server.baseUrl).port), { PROVIDER_TIMEOUT_MS: '3000' });
    // What was in flight is found by its key; what never started is paid by a retry.
    for (let round = 0; round < 5; round++) {
      await recoverLater(server);
      for (const item of items) await trigger(server, reimbursement.id, item.id);
    }

    const detail = (await call<ReimbursementDetail>(server, 'GET', `/reimbursements/${reimbursement.id}`, { as: ADMIN })).body;
    let inFlightAtCrash = 0;
    for (const item of items) {
      const transfers = await bankTransfers(server, item.id);
      const settled = transfers.filter((t) => t.status === 'settled');
      expect(settled, item.userName).toHaveLength(1);
      expect(settled[0]!.amount_cents).toBe(item.amountMinor);
      if (transfers.some((t) => t.requests > 1)) inFlightAtCrash++;
      expect(detail.items.find((i) => i.id === item.id)!.status).toBe('BANK_REIMBURSED');
    }
    console.info(
      `crash during payout: ${items.length} items, ${atCrash[0]!.paid} paid and ${atCrash[0]!.started} in flight at SIGKILL, ${inFlightAtCrash} asked again by key, each paid once`,
    );
  });
});
