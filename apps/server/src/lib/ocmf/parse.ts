import { z } from 'zod';

/*
 * The Open Charge Metering Format (S.A.F.E. e.V., OCMF 1.2): `OCMF|<payload JSON>|<signature JSON>`.
 * The signature covers the payload section's characters exactly as sent, so the record keeps them.
 * Within one record a reading leaves out fields equal to the reading before it; the readings here
 * carry every field again.
 */

/** Reasons for a reading: Begin, Charging, eXception, End (and its precise forms), Suspended, Tariff change. */
export const OCMF_TRANSACTION_CODES = ['B', 'C', 'X', 'E', 'L', 'R', 'A', 'P', 'S', 'T'] as const;
export type OcmfTransactionCode = (typeof OCMF_TRANSACTION_CODES)[number];
/** The codes that end a transaction. */
export const OCMF_END_CODES: readonly OcmfTransactionCode[] = ['E', 'L', 'R', 'A', 'P'];

const ZReading = z.object({
  TM: z.string().optional(),
  TX: z.enum(OCMF_TRANSACTION_CODES).optional(),
  RV: z.number().optional(),
  RI: z.string().optional(),
  RU: z.string().optional(),
  RT: z.string().optional(),
  CL: z.number().optional(),
  EF: z.string().optional(),
  ST: z.string().optional(),
});

const ZPayload = z.object({
  FV: z.string().optional(),
  GI: z.string().optional(),
  GS: z.string().optional(),
  GV: z.string().optional(),
  PG: z.string(),
  MV: z.string().optional(),
  MM: z.string().optional(),
  MS: z.string().min(1),
  MF: z.string().optional(),
  IS: z.boolean().optional(),
  IL: z.string().optional(),
  IF: z.array(z.string()).optional(),
  IT: z.string().optional(),
  ID: z.string().optional(),
  TT: z.string().optional(),
  CT: z.string().optional(),
  CI: z.string().optional(),
  RD: z.array(ZReading).min(1),
});

const ZSignature = z.object({
  SA: z.string().optional(),
  SE: z.string().optional(),
  SM: z.string().optional(),
  SD: z.string().min(1),
});

export type OcmfReading = z.infer<typeof ZReading>;
export type OcmfPayload = Omit<z.infer<typeof ZPayload>, 'RD'> & { RD: OcmfReading[] };
export type OcmfSignature = z.infer<typeof ZSignature>;

export interface OcmfRecord {
  /** The payload section exactly as sent: what the signature covers. */
  signedText: string;
  payload: OcmfPayload;
  signature: OcmfSignature;
}

export type OcmfParseResult = { ok: true; record: OcmfRecord } | { ok: false; reason: 'UNKNOWN_FORMAT' | 'MALFORMED_DATA' };

function json(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Each reading with the fields it left out taken from the reading before it. */
function filledReadings(readings: OcmfReading[]): OcmfReading[] {
  const filled: OcmfReading[] = [];
  let previous: OcmfReading = {};
  for (const r of readings) {
    const reading = { ...previous, ...Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined)) };
    filled.push(reading);
    previous = reading;
  }
  return filled;
}

export function parseOcmf(text: string): OcmfParseResult {
  const sections = text.trim().split('|');
  if (sections.length !== 3 || sections[0] !== 'OCMF') return { ok: false, reason: 'UNKNOWN_FORMAT' };
  const payload = ZPayload.safeParse(json(sections[1]!));
  const signature = ZSignature.safeParse(json(sections[2]!));
  if (!payload.success || !signature.success) return { ok: false, reason: 'MALFORMED_DATA' };
  return {
    ok: true,
    record: { signedText: sections[1]!, payload: { ...payload.data, RD: filledReadings(payload.data.RD) }, signature: signature.data },
  };
}

/** A reading's time: `2018-07-24T13:22:04,000+0200 S` (ISO 8601 with a comma, a time status letter after a space). */
const TIME = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:[,.](\d{1,3}))?(Z|[+-]\d{2}:?\d{2})(?: +([UISR]))?$/;

export interface OcmfTime {
  at: Date;
  /** U unknown/unsynchronised, I informative, S synchronised, R relative to a calibration-law clock. */
  status: 'U' | 'I' | 'S' | 'R' | null;
}

export function parseOcmfTime(text: string): OcmfTime | undefined {
  const m = TIME.exec(text.trim());
  if (!m) return undefined;
  const zone = m[3] === 'Z' ? 'Z' : `${m[3]!.slice(0, 3)}:${m[3]!.slice(-2)}`;
  const at = new Date(`${m[1]}.${(m[2] ?? '0').padEnd(3, '0')}${zone}`);
  if (Number.isNaN(at.getTime())) return undefined;
  return { at, status: (m[4] as OcmfTime['status']) ?? null };
}
