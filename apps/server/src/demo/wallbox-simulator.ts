import { RPCClient } from 'ocpp-rpc';
import { DEMO_PASSWORD } from './accounts.ts';
import { DEMO_METER_START_WH, DEMO_WALLBOX, signDemoCharge } from './wallbox.ts';

interface SimulatorOptions {
  /** The product's own address, e.g. ws://127.0.0.1:3000 */
  baseUrl: string;
  /** When the first charge begins after connecting, how often it charges, and how long a charge lasts. */
  firstAfterMs?: number;
  everyMs?: number;
  chargeMs?: number;
  log: { info(o: object, m: string): void; warn(o: object, m: string): void };
}

/**
 * The demo's simulated wallbox: connects to the product's own OCPP endpoint as the demo driver's
 * wallbox (OCPP 1.6, strict mode) and charges at about 11 kW for five minutes, three minutes after the
 * product starts and then every hour, its meter signing begin and end (OCMF) so each session is checked and verified.
 * Started only with demo data (and DEMO_WALLBOX not false); answers the way to stop it.
 */
export function startWallboxSimulator(options: SimulatorOptions): () => Promise<void> {
  const firstAfterMs = options.firstAfterMs ?? 3 * 60_000;
  const everyMs = options.everyMs ?? 60 * 60_000;
  const chargeMs = options.chargeMs ?? 5 * 60_000;
  let meterWh = DEMO_METER_START_WH;
  let stopped = false;
  const client = new RPCClient({
    endpoint: `${options.baseUrl.replace(/^http/, 'ws')}/ocpp`,
    identity: DEMO_WALLBOX.identity,
    password: DEMO_PASSWORD,
    protocols: ['ocpp1.6'],
    strictMode: true,
    reconnect: true,
  } as never);
  client.handle('TriggerMessage', async () => ({ status: 'Accepted' }));
  client.handle('Reset', async () => ({ status: 'Accepted' }));

  const status = (s: string) => client.call('StatusNotification', { connectorId: 1, errorCode: 'NoError', status: s });
  async function charge() {
    if (stopped) return;
    const start = { wh: meterWh, at: new Date() };
    const began = performance.now();
    const { transactionId } = (await client.call('StartTransaction', { connectorId: 1, idTag: 'DEMO', meterStart: start.wh, timestamp: start.at.toISOString() })) as { transactionId: number };
    await status('Charging');
    await new Promise((resolve) => setTimeout(resolve, chargeMs).unref());
    // About 11 kW, as a home wallbox charges.
    meterWh += Math.round(((performance.now() - began) / 3_600_000) * (10_000 + Math.random() * 1_000));
    const end = { wh: meterWh, at: new Date() };
    const signed = signDemoCharge({ start, end });
    await client.call('StopTransaction', {
      transactionId,
      meterStop: end.wh,
      timestamp: end.at.toISOString(),
      reason: 'EVDisconnected',
      transactionData: [{ timestamp: end.at.toISOString(), sampledValue: [{ value: signed, format: 'SignedData', context: 'Transaction.End' }] }],
    });
    await status('Available');
    options.log.info({ transactionId, wh: end.wh - start.wh }, 'demo wallbox charged');
  }

  const chargeNow = () => void charge().catch((err: unknown) => options.log.warn({ err }, 'demo wallbox charge failed'));
  const first = setTimeout(chargeNow, firstAfterMs);
  first.unref();
  const timer = setInterval(chargeNow, everyMs);
  timer.unref();
  void (async () => {
    await client.connect();
    await client.call('BootNotification', { chargePointVendor: 'Fleetwatt', chargePointModel: 'Simulated wallbox', chargePointSerialNumber: 'SIM-0001', firmwareVersion: '1.0.0' });
    await status('Available');
  })().catch((err: unknown) => options.log.warn({ err }, 'demo wallbox did not connect'));

  return async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(timer);
    await client.close({ force: true }).catch(() => undefined);
  };
}
