import { sign, type KeyObject } from 'node:crypto';
import { DEFAULT_OCMF_ALGORITHM } from './algorithms.ts';
import type { OcmfPayload } from './parse.ts';

/**
 * An OCMF record as a meter makes it: the payload as compact JSON, signed with SHA-256 and ECDSA
 * (DER, hex). The demo's wallbox signs with it; tests sign their fixtures with it.
 */
export function signOcmf(payload: OcmfPayload, privateKey: KeyObject, algorithm: string = DEFAULT_OCMF_ALGORITHM): string {
  const text = JSON.stringify(payload);
  const signature = sign('sha256', Buffer.from(text, 'utf8'), { key: privateKey, dsaEncoding: 'der' }).toString('hex').toUpperCase();
  return `OCMF|${text}|${JSON.stringify({ SA: algorithm, SD: signature })}`;
}

/** A time as OCMF writes it (`2026-11-27T18:00:03,000+0000 S`), in UTC, marked synchronised. */
export const ocmfTime = (at: Date) => `${at.toISOString().slice(0, 19)},${at.toISOString().slice(20, 23)}+0000 S`;

export interface MeterTransaction {
  meterSerial: string;
  meterVendor?: string;
  meterModel?: string;
  /** The charge point's identity, as the meter's gateway names it. */
  gatewaySerial?: string;
  idTag?: string;
  start: { wh: number; at: Date };
  end: { wh: number; at: Date };
}

/**
 * One signed record of a whole transaction, its begin and end reading ("MR"), as a calibration-law
 * meter makes it at the end of a charge: what the demo's wallbox sends and tests send as a meter would.
 */
export function signMeterTransaction(t: MeterTransaction, privateKey: KeyObject, algorithm: string = DEFAULT_OCMF_ALGORITHM): string {
  const kWh = (wh: number) => Math.round(wh) / 1000;
  return signOcmf(
    {
      FV: '1.0',
      GI: 'Fleetwatt',
      ...(t.gatewaySerial ? { GS: t.gatewaySerial } : {}),
      PG: 'T1',
      ...(t.meterVendor ? { MV: t.meterVendor } : {}),
      ...(t.meterModel ? { MM: t.meterModel } : {}),
      MS: t.meterSerial,
      IS: Boolean(t.idTag),
      ...(t.idTag ? { ID: t.idTag, IT: 'ISO14443' } : {}),
      RD: [
        { TM: ocmfTime(t.start.at), TX: 'B', RV: kWh(t.start.wh), RI: '1-b:1.8.0', RU: 'kWh', RT: 'AC', EF: '', ST: 'G' },
        { TM: ocmfTime(t.end.at), TX: 'E', RV: kWh(t.end.wh), RI: '1-b:1.8.0', RU: 'kWh', RT: 'AC', EF: '', ST: 'G' },
      ],
    },
    privateKey,
    algorithm,
  );
}
