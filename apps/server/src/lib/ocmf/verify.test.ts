import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OCMF_ALGORITHMS, parseOcmfTime, publicKeyHex, signMeterTransaction, signOcmf, verifyOcmf, type OcmfReading } from './index.ts';
import type { OcmfPayload } from './parse.ts';

const keysOf = (curve: string) => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: curve });
  return { privateKey, publicKey, hex: publicKeyHex(publicKey) };
};
const p256 = keysOf('prime256v1');

const transaction = { transactionStart: new Date('2026-11-27T18:00:00Z'), transactionEnd: new Date('2026-11-27T21:30:00Z') };

const payload = (readings: OcmfReading[] = [], overrides: Partial<OcmfPayload> = {}): OcmfPayload => ({
  FV: '1.0',
  GI: 'Fleetwatt Test Wallbox',
  GS: 'WB-0001',
  GV: '1.4.2',
  PG: 'T42',
  MV: 'Phoenix Contact',
  MM: 'EEM-350-D-MCB',
  MS: 'BQ27400330016',
  MF: '1.0',
  IS: true,
  IL: 'TRUSTED',
  IF: ['RFID_PLAIN', 'OCPP_AUTH'],
  IT: 'ISO14443',
  ID: '1F2D3A4F5506C7',
  RD: readings.length
    ? readings
    : [
        { TM: '2026-11-27T19:00:03,000+0100 S', TX: 'B', RV: 2935.6, RI: '1-b:1.8.0', RU: 'kWh', RT: 'AC', EF: '', ST: 'G' },
        { TM: '2026-11-27T22:14:41,512+0100 S', TX: 'E', RV: 2957.812 },
      ],
  ...overrides,
});

const reasonOf = (result: ReturnType<typeof verifyOcmf>) => (result.verified ? 'VERIFIED' : result.reason);

describe('signed meter values (OCMF)', () => {
  it.each(Object.entries(OCMF_ALGORITHMS))('verifies a transaction signed with %s and reads its begin and end', (name, algorithm) => {
    const keys = keysOf(algorithm.curve);
    const result = verifyOcmf(signOcmf(payload(), keys.privateKey, name), keys.hex, transaction);
    expect(result).toEqual({
      verified: true,
      meterSerial: 'BQ27400330016',
      meterVendor: 'Phoenix Contact',
      meterModel: 'EEM-350-D-MCB',
      start: { kWh: 2935.6, wattHours: 2935600, time: new Date('2026-11-27T18:00:03Z'), timeStatus: 'S' },
      end: { kWh: 2957.812, wattHours: 2957812, time: new Date('2026-11-27T21:14:41.512Z'), timeStatus: 'S' },
      energyWh: 22212,
    });
  });

  it('takes the public key as meters show it: SubjectPublicKeyInfo in hex, base64 or PEM, or the bare point', () => {
    const data = signOcmf(payload(), p256.privateKey);
    const der = p256.publicKey.export({ type: 'spki', format: 'der' });
    const point = der.subarray(der.length - 65).toString('hex');
    for (const key of [p256.hex, p256.hex.toLowerCase(), der.toString('base64'), p256.publicKey.export({ type: 'spki', format: 'pem' }).toString(), point, p256.hex.replace(/(..)/g, '$1 ')]) {
      expect(reasonOf(verifyOcmf(data, key, transaction))).toBe('VERIFIED');
    }
    expect(reasonOf(verifyOcmf(data, 'not a key', transaction))).toBe('INVALID_PUBLIC_KEY');
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ type: 'spki', format: 'der' }).toString('hex');
    expect(reasonOf(verifyOcmf(data, rsa, transaction))).toBe('INVALID_PUBLIC_KEY');
  });

  it('accepts a base64 signature and a bare r||s signature, and the default algorithm when none is named', () => {
    const text = JSON.stringify(payload());
    const der = sign('sha256', Buffer.from(text), { key: p256.privateKey, dsaEncoding: 'der' });
    const raw = sign('sha256', Buffer.from(text), { key: p256.privateKey, dsaEncoding: 'ieee-p1363' });
    expect(reasonOf(verifyOcmf(`OCMF|${text}|${JSON.stringify({ SE: 'base64', SD: der.toString('base64') })}`, p256.hex, transaction))).toBe('VERIFIED');
    expect(reasonOf(verifyOcmf(`OCMF|${text}|${JSON.stringify({ SD: raw.toString('hex') })}`, p256.hex, transaction))).toBe('VERIFIED');
    expect(reasonOf(verifyOcmf(`OCMF|${text}|${JSON.stringify({ SE: 'base85', SD: 'AB' })}`, p256.hex))).toBe('UNSUPPORTED_ALGORITHM');
    expect(reasonOf(verifyOcmf(`OCMF|${text}|${JSON.stringify({ SM: 'application/pkcs7', SD: 'AB' })}`, p256.hex))).toBe('UNSUPPORTED_ALGORITHM');
  });

  it('refuses changed readings, a changed signature and another meter\'s key, saying which', () => {
    const data = signOcmf(payload(), p256.privateKey);
    expect(reasonOf(verifyOcmf(data.replace('2957.812', '2967.812'), p256.hex, transaction))).toBe('BAD_SIGNATURE');
    expect(reasonOf(verifyOcmf(data.replace('"FV":"1.0"', '"FV": "1.0"'), p256.hex, transaction))).toBe('BAD_SIGNATURE');
    const sd = /"SD":"([0-9A-F]+)"/.exec(data)![1]!;
    const flipped = sd.slice(0, 20) + (sd[20] === 'A' ? 'B' : 'A') + sd.slice(21);
    expect(reasonOf(verifyOcmf(data.replace(sd, flipped), p256.hex, transaction))).toBe('BAD_SIGNATURE');
    expect(reasonOf(verifyOcmf(data.replace(sd, 'ZZ'), p256.hex, transaction))).toBe('BAD_SIGNATURE');
    expect(reasonOf(verifyOcmf(data, keysOf('prime256v1').hex, transaction))).toBe('BAD_SIGNATURE');
    expect(reasonOf(verifyOcmf(data, keysOf('secp384r1').hex, transaction))).toBe('KEY_MISMATCH');
    expect(reasonOf(verifyOcmf(data.replace('ECDSA-secp256r1-SHA256', 'ECDSA-secp521r1-SHA512'), p256.hex))).toBe('UNSUPPORTED_ALGORITHM');
  });

  it('says what is not OCMF or not readable', () => {
    expect(reasonOf(verifyOcmf('EDL40|xyz', p256.hex))).toBe('UNKNOWN_FORMAT');
    expect(reasonOf(verifyOcmf('OCMF|{"PG":"T1"}', p256.hex))).toBe('UNKNOWN_FORMAT');
    expect(reasonOf(verifyOcmf('OCMF|{"PG":|{"SD":"00"}', p256.hex))).toBe('MALFORMED_DATA');
    expect(reasonOf(verifyOcmf('OCMF|{"PG":"T1","RD":[]}|{"SD":"00"}', p256.hex))).toBe('MALFORMED_DATA');
    expect(reasonOf(verifyOcmf([], p256.hex))).toBe('NO_SIGNED_DATA');
    expect(reasonOf(verifyOcmf(signOcmf(payload(), p256.privateKey), null))).toBe('NO_PUBLIC_KEY');
    const noTime = payload([{ TM: 'yesterday', TX: 'B', RV: 1, RU: 'kWh', ST: 'G' }, { TX: 'E', RV: 2 }]);
    expect(reasonOf(verifyOcmf(signOcmf(noTime, p256.privateKey), p256.hex))).toBe('MALFORMED_DATA');
    const noEnergy = payload([{ TM: '2026-11-27T19:00:03,000+0100 S', TX: 'B', RV: 1, RU: 'A', ST: 'G' }, { TX: 'E', RV: 2 }]);
    expect(reasonOf(verifyOcmf(signOcmf(noEnergy, p256.privateKey), p256.hex))).toBe('MALFORMED_DATA');
  });

  it('checks that the readings begin and end this transaction, in order, within its times', () => {
    const at = (tm: string, tx: OcmfReading['TX'], rv: number): OcmfReading => ({ TM: tm, TX: tx, RV: rv, RU: 'kWh', ST: 'G', EF: '' });
    const check = (readings: OcmfReading[], overrides: Partial<OcmfPayload> = {}) =>
      reasonOf(verifyOcmf(signOcmf(payload(readings, overrides), p256.privateKey), p256.hex, transaction));
    // Four minutes before the wallbox's start is the meter's clock drifting; a day before is another transaction.
    expect(check([at('2026-11-27T17:56:00,000Z S', 'B', 1), at('2026-11-27T21:00:00,000Z S', 'L', 5)])).toBe('VERIFIED');
    expect(check([at('2026-11-26T18:00:00,000Z S', 'B', 1), at('2026-11-26T21:00:00,000Z S', 'E', 5)])).toBe('NOT_THIS_TRANSACTION');
    expect(check([at('2026-11-27T18:10:00,000Z S', 'B', 1), at('2026-11-27T22:00:00,000Z S', 'E', 5)])).toBe('NOT_THIS_TRANSACTION');
    expect(check([at('2026-11-27T21:00:00,000Z S', 'B', 1), at('2026-11-27T18:10:00,000Z S', 'E', 5)])).toBe('START_AFTER_END');
    expect(check([at('2026-11-27T18:10:00,000Z S', 'B', 9), at('2026-11-27T21:00:00,000Z S', 'E', 5)])).toBe('START_AFTER_END');
    expect(check([at('2026-11-27T18:10:00,000Z S', 'B', 1), at('2026-11-27T21:00:00,000Z S', 'C', 5)])).toBe('MISSING_READINGS');
    expect(check([at('2026-11-27T18:10:00,000Z S', 'C', 1), at('2026-11-27T21:00:00,000Z S', 'E', 5)])).toBe('MISSING_READINGS');
    expect(check([at('2026-11-27T18:10:00,000Z S', 'B', 1), at('2026-11-27T21:00:00,000Z S', 'E', 5)], { PG: 'F7' })).toBe('NOT_THIS_TRANSACTION');
    // A reading that fails to name its unit, status or flags takes them from the reading before it.
    expect(check([at('2026-11-27T18:10:00,000Z S', 'B', 1), { TM: '2026-11-27T18:40:00,000Z S', TX: 'C', RV: 2 }, { TM: '2026-11-27T21:00:00,000Z S', TX: 'E', RV: 3 }])).toBe('VERIFIED');
  });

  it('refuses readings the meter marked unusable or taken with the meter not OK', () => {
    const b: OcmfReading = { TM: '2026-11-27T18:10:00,000Z S', TX: 'B', RV: 1, RU: 'kWh', ST: 'G', EF: '' };
    const check = (...later: OcmfReading[]) => reasonOf(verifyOcmf(signOcmf(payload([b, ...later]), p256.privateKey), p256.hex, transaction));
    expect(check({ TM: '2026-11-27T21:00:00,000Z S', TX: 'E', RV: 5, EF: 'E' })).toBe('ERROR_FLAGS');
    expect(check({ TM: '2026-11-27T21:00:00,000Z S', TX: 'E', RV: 5, EF: 't' })).toBe('ERROR_FLAGS');
    expect(check({ TM: '2026-11-27T19:00:00,000Z S', TX: 'X', RV: 3 }, { TM: '2026-11-27T21:00:00,000Z S', TX: 'E', RV: 5 })).toBe('ERROR_FLAGS');
    expect(check({ TM: '2026-11-27T21:00:00,000Z S', TX: 'E', RV: 5, ST: 'T' })).toBe('METER_STATUS');
    expect(check({ TM: '2026-11-27T21:00:00,000Z S', TX: 'A', RV: 5, ST: 'M' })).toBe('METER_STATUS');
  });

  it('verifies begin and end signed apart as one transaction of one meter', () => {
    const begin = signOcmf(payload([{ TM: '2026-11-27T18:01:00,000Z S', TX: 'B', RV: 100, RU: 'Wh', ST: 'G' }], { PG: 'T7' }), p256.privateKey);
    const end = signOcmf(payload([{ TM: '2026-11-27T21:01:00,000Z S', TX: 'E', RV: 7600, RU: 'Wh', ST: 'G' }], { PG: 'T8' }), p256.privateKey);
    expect(verifyOcmf([begin, end], p256.hex, transaction)).toMatchObject({ verified: true, energyWh: 7500, start: { kWh: 0.1 } });
    expect(reasonOf(verifyOcmf([end, begin], p256.hex, transaction))).toBe('START_AFTER_END');
    const other = signOcmf(payload([{ TM: '2026-11-27T21:01:00,000Z S', TX: 'E', RV: 7600, RU: 'Wh', ST: 'G' }], { MS: 'OTHER-1' }), p256.privateKey);
    expect(reasonOf(verifyOcmf([begin, other], p256.hex, transaction))).toBe('MIXED_METERS');
  });

  it('reads the times OCMF writes', () => {
    expect(parseOcmfTime('2018-07-24T13:22:04,000+0200 S')).toEqual({ at: new Date('2018-07-24T11:22:04Z'), status: 'S' });
    expect(parseOcmfTime('2018-07-24T13:22:04,5+02:00')).toEqual({ at: new Date('2018-07-24T11:22:04.500Z'), status: null });
    expect(parseOcmfTime('2018-07-24T13:22:04Z R')).toEqual({ at: new Date('2018-07-24T13:22:04Z'), status: 'R' });
    expect(parseOcmfTime('2018-07-24 13:22:04')).toBeUndefined();
  });

  it('proves whatever energy the meter signed, and nothing once any character of the payload changes', () => {
    const key: KeyObject = p256.privateKey;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.nat(),
        fc.integer({ min: 32, max: 126 }),
        (startWh, chargedWh, position, code) => {
          const p = payload([
            { TM: '2026-11-27T18:10:00,000Z S', TX: 'B', RV: startWh / 1000, RU: 'kWh', ST: 'G', EF: '' },
            { TM: '2026-11-27T21:00:00,000Z S', TX: 'E', RV: (startWh + chargedWh) / 1000 },
          ]);
          const data = signOcmf(p, key);
          expect(verifyOcmf(data, p256.hex, transaction)).toMatchObject({ verified: true, energyWh: chargedWh });
          const text = JSON.stringify(p);
          const i = position % text.length;
          const changed = String.fromCharCode(code);
          if (changed === text[i] || changed === '|') return;
          const tampered = data.replace(text, text.slice(0, i) + changed + text.slice(i + 1));
          expect(verifyOcmf(tampered, p256.hex, transaction).verified).toBe(false);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('a meter transaction signed in one record', () => {
  it('verifies and reads the begin and end as signed', () => {
    const keys = keysOf('prime256v1');
    const start = { wh: 1_250_000, at: new Date('2026-11-27T18:00:00Z') };
    const end = { wh: 1_258_421, at: new Date('2026-11-27T19:30:00Z') };
    const record = signMeterTransaction({ meterSerial: 'SIM-0001', idTag: 'CARD-1', start, end }, keys.privateKey);
    expect(parseOcmfTime(record.split('"TM":"')[1]!.split('"')[0]!)).toEqual({ at: start.at, status: 'S' });
    const result = verifyOcmf(record, keys.hex, { transactionStart: start.at, transactionEnd: end.at });
    expect(result).toMatchObject({ verified: true, meterSerial: 'SIM-0001', energyWh: 8421 });
    expect(reasonOf(verifyOcmf(record.replace('1258.421', '1268.421'), keys.hex, { transactionStart: start.at, transactionEnd: end.at }))).toBe('BAD_SIGNATURE');
  });
});
