import { verify as verifySignature, type KeyObject } from 'node:crypto';
import type { MeterSignatureFailure } from '@fleetwatt/shared';
import { DEFAULT_OCMF_ALGORITHM, ocmfAlgorithm, type OcmfAlgorithm } from './algorithms.ts';
import { OCMF_END_CODES, parseOcmf, parseOcmfTime, type OcmfReading, type OcmfRecord, type OcmfTime } from './parse.ts';
import { parseMeterPublicKey } from './public-key.ts';

/*
 * Checks signed meter values the way the S.A.F.E. transparency software does (OCMF 1.2, "Signing
 * and Verification Process"): each record's signature over its payload section with the meter's
 * public key, then that the readings form one transaction of one meter, begun and ended, without
 * error flags or a meter status other than OK, and (when the transaction's times are given) that
 * they lie within it.
 */

/** How far a meter's clock may be from the wallbox's transaction times. */
export const OCMF_CLOCK_TOLERANCE_MS = 5 * 60_000;

export interface OcmfMeterReading {
  /** As the meter signed it, in kWh. */
  kWh: number;
  /** The same in whole watt-hours. */
  wattHours: number;
  time: Date;
  timeStatus: OcmfTime['status'];
}

export type OcmfVerification =
  | {
      verified: true;
      meterSerial: string;
      meterVendor: string | null;
      meterModel: string | null;
      start: OcmfMeterReading;
      end: OcmfMeterReading;
      /** end - start in watt-hours: the energy the meter proves. */
      energyWh: number;
    }
  | { verified: false; reason: MeterSignatureFailure; detail: string };

export interface OcmfTransaction {
  transactionStart?: Date;
  transactionEnd?: Date;
}

const refuse = (reason: MeterSignatureFailure, detail: string): OcmfVerification => ({ verified: false, reason, detail });

function signatureBytes(record: OcmfRecord): Buffer | undefined {
  const { SE = 'hex', SD } = record.signature;
  if (SE === 'hex') return /^(?:[0-9a-f]{2})+$/i.test(SD) ? Buffer.from(SD, 'hex') : undefined;
  if (SE === 'base64') return /^[A-Za-z0-9+/]+={0,2}$/.test(SD) ? Buffer.from(SD, 'base64') : undefined;
  return undefined;
}

/**
 * DER (the format's default) when the bytes are a DER sequence; a bare r||s of twice the curve's
 * field length otherwise, as some meters (and the format's own example) send it.
 */
function encodingOf(bytes: Buffer, algorithm: OcmfAlgorithm): 'der' | 'ieee-p1363' | undefined {
  if (bytes[0] === 0x30 && bytes.length >= 8 && bytes[1] === bytes.length - 2) return 'der';
  if (bytes[0] === 0x30 && bytes[1] === 0x81 && bytes[2] === bytes.length - 3) return 'der';
  if (bytes.length === 2 * algorithm.fieldBytes) return 'ieee-p1363';
  return undefined;
}

function checkSignature(record: OcmfRecord, publicKey: string): MeterSignatureFailure | KeyObject {
  const algorithm = ocmfAlgorithm(record.signature.SA ?? DEFAULT_OCMF_ALGORITHM);
  if (!algorithm) return 'UNSUPPORTED_ALGORITHM';
  if (record.signature.SM !== undefined && record.signature.SM !== 'application/x-der') return 'UNSUPPORTED_ALGORITHM';
  if (record.signature.SE !== undefined && record.signature.SE !== 'hex' && record.signature.SE !== 'base64') return 'UNSUPPORTED_ALGORITHM';
  const key = parseMeterPublicKey(publicKey, algorithm);
  if (!key) return 'INVALID_PUBLIC_KEY';
  if (key.asymmetricKeyDetails?.namedCurve !== algorithm.curve) return 'KEY_MISMATCH';
  const signature = signatureBytes(record);
  const dsaEncoding = signature && encodingOf(signature, algorithm);
  if (!signature || !dsaEncoding) return 'BAD_SIGNATURE';
  try {
    return verifySignature('sha256', Buffer.from(record.signedText, 'utf8'), { key, dsaEncoding }, signature) ? key : 'BAD_SIGNATURE';
  } catch {
    return 'BAD_SIGNATURE';
  }
}

function meterReading(r: OcmfReading): OcmfMeterReading | undefined {
  const time = r.TM === undefined ? undefined : parseOcmfTime(r.TM);
  if (!time || r.RV === undefined || !Number.isFinite(r.RV)) return undefined;
  const kWh = r.RU === 'kWh' ? r.RV : r.RU === 'Wh' ? r.RV / 1000 : undefined;
  if (kWh === undefined) return undefined;
  return { kWh, wattHours: r.RU === 'Wh' ? Math.round(r.RV) : Math.round(r.RV * 1000), time: time.at, timeStatus: time.status };
}

/**
 * Checks one OCMF record (begin and end in one, "MR") or several of one transaction (begin and end
 * apart, "SR"), in the order the meter made them, against the meter's public key.
 */
export function verifyOcmf(signedData: string | readonly string[], publicKey: string | null, transaction: OcmfTransaction = {}): OcmfVerification {
  const texts = (typeof signedData === 'string' ? [signedData] : [...signedData]).filter((t) => t.trim() !== '');
  if (texts.length === 0) return refuse('NO_SIGNED_DATA', 'no signed meter values');
  if (!publicKey?.trim()) return refuse('NO_PUBLIC_KEY', 'no meter public key to check the signature with');
  const records: OcmfRecord[] = [];
  for (const [i, text] of texts.entries()) {
    const parsed = parseOcmf(text);
    if (!parsed.ok) return refuse(parsed.reason, `record ${i + 1} is not readable OCMF`);
    records.push(parsed.record);
  }
  for (const [i, record] of records.entries()) {
    const checked = checkSignature(record, publicKey);
    if (typeof checked === 'string') return refuse(checked, `record ${i + 1} (${record.signature.SA ?? DEFAULT_OCMF_ALGORITHM}): ${checked}`);
  }

  const first = records[0]!.payload;
  if (records.some((r) => r.payload.MS !== first.MS || r.payload.GS !== first.GS)) return refuse('MIXED_METERS', 'the records name different meters');
  if (records.some((r) => !/^T\d+$/.test(r.payload.PG))) return refuse('NOT_THIS_TRANSACTION', 'a record is not in the transaction context (PG T…)');

  const readings = records.flatMap((r) => r.payload.RD);
  const begin = readings.findIndex((r) => r.TX === 'B');
  let endIndex = -1;
  readings.forEach((r, i) => {
    if (r.TX !== undefined && OCMF_END_CODES.includes(r.TX)) endIndex = i;
  });
  if (begin < 0 || endIndex < 0) return refuse('MISSING_READINGS', begin < 0 ? 'no reading begins the transaction' : 'no reading ends the transaction');
  if (endIndex < begin) return refuse('START_AFTER_END', 'the end reading comes before the begin reading');
  for (const r of readings.slice(begin, endIndex + 1)) {
    if (r.TX === 'X' || /[Et]/.test(r.EF ?? '')) return refuse('ERROR_FLAGS', `the meter flagged ${r.TX === 'X' ? 'an error during charging' : `unusable ${r.EF}`}`);
    if (r.ST !== 'G') return refuse('METER_STATUS', `meter status ${r.ST ?? 'missing'}`);
  }
  const start = meterReading(readings[begin]!);
  const end = meterReading(readings[endIndex]!);
  if (!start || !end) return refuse('MALFORMED_DATA', 'a reading has no readable time, value or energy unit');
  if (end.time < start.time || end.wattHours < start.wattHours) return refuse('START_AFTER_END', 'the end reading lies before the begin reading');

  const from = transaction.transactionStart ? transaction.transactionStart.getTime() - OCMF_CLOCK_TOLERANCE_MS : -Infinity;
  const to = transaction.transactionEnd ? transaction.transactionEnd.getTime() + OCMF_CLOCK_TOLERANCE_MS : Infinity;
  const inside = (t: Date) => t.getTime() >= from && t.getTime() <= to;
  if (!inside(start.time) || !inside(end.time)) return refuse('NOT_THIS_TRANSACTION', 'the readings lie outside the transaction');

  return {
    verified: true,
    meterSerial: first.MS,
    meterVendor: first.MV ?? null,
    meterModel: first.MM ?? null,
    start,
    end,
    energyWh: end.wattHours - start.wattHours,
  };
}
