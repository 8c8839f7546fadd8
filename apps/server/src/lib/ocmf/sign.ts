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
