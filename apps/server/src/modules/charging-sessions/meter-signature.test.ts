import { generateKeyPairSync } from 'node:crypto';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChargingSession } from '@fleetwatt/shared';
import { useTestServer } from '../../../test/harness.ts';
import { send } from '../../../test/api.ts';
import { DEMO_IDS } from '../../demo/accounts.ts';
import { publicKeyHex, signOcmf } from '../../lib/ocmf/index.ts';
import { fetchApi } from '../../../test/api.ts';
import { addDriver, appSession } from './charging-sessions.test-helpers.ts';
import { recordMeterSignature } from './meter-signature.ts';

const server = useTestServer();
let call: ReturnType<typeof fetchApi>;
let manager: string;
let admin: string;

beforeAll(async () => {
  call = fetchApi(server);
  [manager, admin] = await server.tokens('manager@demo.test', 'admin@demo.test');
});

const meter = generateKeyPairSync('ec', { namedCurve: 'brainpoolP256r1' });
const meterKey = publicKeyHex(meter.publicKey);
const start = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1, 18));
const end = new Date(start.getTime() + 3 * 3600_000);
const ocmfTime = (d: Date) => `${d.toISOString().slice(0, 19)},000+0000 S`;

/** What the meter signs for the session: begin and end readings of its lifetime register. */
const signed = (beginKWh: number, endKWh: number) =>
  signOcmf(
    {
      FV: '1.0',
      GI: 'Test Wallbox',
      GS: 'WB-1',
      PG: 'T3',
      MV: 'Phoenix Contact',
      MS: 'EEM-1',
      IS: true,
      IT: 'ISO14443',
      ID: '04A1B2C3D4',
      RD: [
        { TM: ocmfTime(new Date(start.getTime() + 5000)), TX: 'B', RV: beginKWh, RI: '1-b:1.8.0', RU: 'kWh', EF: '', ST: 'G' },
        { TM: ocmfTime(new Date(end.getTime() - 5000)), TX: 'E', RV: endKWh },
      ],
    },
    meter.privateKey,
    'ECDSA-brainpool256r1-SHA256',
  );

/** A driver's stored session (recorded through the app) of 10 kWh by the session's own figures. */
async function storedSession() {
  const driver = await addDriver(server, { tariffs: [{ start: '2020-01-01', price: 3000 }] });
  const token = await server.token(driver.email);
  const res = await call(token, '/charging-sessions', {
    method: 'POST',
    body: { sessions: [appSession(driver.hardwareId, start, { durationSeconds: 3 * 3600, wattHours: 10_000 })] },
  });
  const [result] = ((await res.json()) as { results: { id: string }[] }).results;
  return result!.id;
}

const get = async (id: string) => (await (await call(manager, `/charging-sessions/${id}`)).json()) as ChargingSession;
const record = (sessionId: string, values: string[], key: string | null = meterKey) =>
  recordMeterSignature(server.database, {
    companyId: DEMO_IDS.companies.parent,
    sessionId,
    signedMeterValues: values,
    meterPublicKey: key,
    transactionStart: start,
    transactionEnd: end,
  });

describe('a session\'s signed meter values', () => {
  it('verified: the session is marked so and priced by the energy the meter signed', async () => {
    const id = await storedSession();
    expect(await record(id, [signed(1520.25, 1532.75)])).toMatchObject({ verified: true, energyWh: 12_500 });
    const session = await get(id);
    expect(session).toMatchObject({
      meterSignatureStatus: 'VERIFIED',
      meterSignatureFailure: null,
      wattHours: 12_500,
      meterStartWh: 1_520_250,
      meterEndWh: 1_532_750,
      // 12.5 kWh x 0.30 = 3.75
      expenseMinor: 375,
      reimbursable: true,
      reviewStatus: 'NONE',
    });
  });

  it('changed after signing: not verified, with the reason, in review and not reimbursed until an administrator accepts it', async () => {
    const id = await storedSession();
    const tampered = signed(1520.25, 1532.75).replace('1532.75', '1552.75');
    expect(await record(id, [tampered])).toMatchObject({ verified: false, reason: 'BAD_SIGNATURE' });
    expect(await get(id)).toMatchObject({
      meterSignatureStatus: 'FAILED',
      meterSignatureFailure: 'BAD_SIGNATURE',
      wattHours: 10_000,
      reviewStatus: 'TO_BE_REVIEWED',
      reviewType: 'SIGNATURE',
      reviewTags: ['SIGNATURE_NOT_VERIFIED'],
      reimbursable: false,
    });
    const res = await call(admin, `/charging-sessions/${id}/status`, { method: 'PUT', body: { reviewStatus: 'REVIEWED' } });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await get(id)).toMatchObject({ meterSignatureStatus: 'FAILED', reviewStatus: 'REVIEWED', reimbursable: true });
  });

  it('a registered key without signed values, or values without a key, fail with that reason; neither is nothing to check', async () => {
    const noValues = await storedSession();
    expect(await record(noValues, [])).toMatchObject({ verified: false, reason: 'NO_SIGNED_DATA' });
    expect(await get(noValues)).toMatchObject({ meterSignatureFailure: 'NO_SIGNED_DATA', reimbursable: false });
    const noKey = await storedSession();
    expect(await record(noKey, [signed(1, 2)], null)).toMatchObject({ verified: false, reason: 'NO_PUBLIC_KEY' });
    const nothing = await storedSession();
    expect(await record(nothing, [], null)).toBeNull();
    expect(await get(nothing)).toMatchObject({ meterSignatureStatus: null, meterSignatureFailure: null, reimbursable: true });
  });
});

describe('the sessions export', () => {
  it('has the meter signature and why it did not verify, in English and German, in CSV and XLSX', async () => {
    const verified = await storedSession();
    await record(verified, [signed(1520.25, 1532.75)]);
    const failed = await storedSession();
    await record(failed, [signed(1520.25, 1532.75).replace('1532.75', '1552.75')]);
    const unsigned = await storedSession();
    const period = `year=${start.getUTCFullYear()}&month=${start.getUTCMonth() + 1}`;
    const exported = async (format: 'CSV' | 'XLSX', language: string) => {
      const res = await send(server, manager, 'GET', `/charging-sessions/export?${period}&export=${format}`, { headers: { 'accept-language': language } });
      expect(res.status).toBe(200);
      return Buffer.from(await res.arrayBuffer());
    };
    const csvRows = async (language: string) => {
      const lines = (await exported('CSV', language)).toString('utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
      const row = (id: string) => lines.find((l) => l.includes(id))!;
      return { header: lines[0]!, verified: row(verified), failed: row(failed), unsigned: row(unsigned) };
    };

    const en = await csvRows('en');
    expect(en.header).toContain('Meter signature,Meter signature: why not verified');
    expect(en.verified).toContain('Calibration-law verified,,');
    expect(en.failed).toContain('Not verified,signature does not match');
    expect(en.unsigned).not.toMatch(/verified/i);

    const de = await csvRows('de');
    expect(de.header).toMatch(/Zählersignatur[,;]Zählersignatur: warum nicht bestätigt/);
    expect(de.verified).toContain('Eichrechtlich geprüft');
    expect(de.failed).toMatch(/Nicht bestätigt[,;]Signatur passt nicht/);

    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await exported('XLSX', 'de')) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).map(String);
    const status = headers.indexOf('Zählersignatur');
    const reason = headers.indexOf('Zählersignatur: warum nicht bestätigt');
    expect(status).toBeGreaterThan(0);
    const rows = new Map<string, unknown[]>();
    sheet.eachRow((r) => rows.set(String((r.values as unknown[]).at(-1)), r.values as unknown[]));
    expect(rows.get(verified)?.[status]).toBe('Eichrechtlich geprüft');
    expect(rows.get(failed)?.[status]).toBe('Nicht bestätigt');
    expect(rows.get(failed)?.[reason]).toBe('Signatur passt nicht');
    expect(rows.get(unsigned)?.[status]).toBeUndefined();
  });
});
