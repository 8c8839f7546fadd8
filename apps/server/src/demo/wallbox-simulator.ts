import { RPCClient } from 'ocpp-rpc';
import { DEMO_PASSWORD } from './accounts.ts';
import { DEMO_WALLBOX } from './wallbox.ts';

/** One charge's readings, for a meter that signs them (OCMF); the hook answers the signed data. */
export type SignReadings = (reading: { transactionId: number; start: { wh: number; at: Date }; end: { wh: number; at: Date } }) => string;

interface SimulatorOptions {
  /** The product's own address, e.g. ws://127.0.0.1:3000 */
  baseUrl: string;
  /** How often it charges, and how long a charge lasts. */
  everyMs?: number;
  chargeMs?: number;
  sign?: SignReadings;
  log: { info(o: object, m: string): void; warn(o: object, m: string): void };
}

/**
 * The demo's simulated wallbox: connects to the product's own OCPP endpoint as the demo driver's
 * wallbox (OCPP 1.6, strict mode) and charges about 7 kWh every hour, so the demo has a wallbox that
 * charges. Started only with demo data; answers the way to stop it.
 */
export function startWallboxSimulator(options: SimulatorOptions): () => Promise<void> {
  const everyMs = options.everyMs ?? 60 * 60_000;
  const chargeMs = options.chargeMs ?? 60_000;
  let meterWh = 1_250_000;
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
    const { transactionId } = (await client.call('StartTransaction', { connectorId: 1, idTag: 'DEMO', meterStart: start.wh, timestamp: start.at.toISOString() })) as { transactionId: number };
    await status('Charging');
    await new Promise((resolve) => setTimeout(resolve, chargeMs).unref());
    meterWh += 7_000 + Math.round(Math.random() * 4_000);
    const end = { wh: meterWh, at: new Date() };
    const signed = options.sign?.({ transactionId, start, end });
    await client.call('StopTransaction', {
      transactionId,
      meterStop: end.wh,
      timestamp: end.at.toISOString(),
      reason: 'EVDisconnected',
      transactionData: signed ? [{ timestamp: end.at.toISOString(), sampledValue: [{ value: signed, format: 'SignedData', context: 'Transaction.End' }] }] : undefined,
    });
    await status('Available');
    options.log.info({ transactionId, wh: end.wh - start.wh }, 'demo wallbox charged');
  }

  const timer = setInterval(() => void charge().catch((err: unknown) => options.log.warn({ err }, 'demo wallbox charge failed')), everyMs);
  timer.unref();
  void (async () => {
    await client.connect();
    await client.call('BootNotification', { chargePointVendor: 'Fleetwatt', chargePointModel: 'Simulated wallbox', chargePointSerialNumber: 'SIM-0001', firmwareVersion: '1.0.0' });
    await status('Available');
  })().catch((err: unknown) => options.log.warn({ err }, 'demo wallbox did not connect'));

  return async () => {
    stopped = true;
    clearInterval(timer);
    await client.close({ force: true }).catch(() => undefined);
  };
}
