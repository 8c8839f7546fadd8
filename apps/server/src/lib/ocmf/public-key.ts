import { createPublicKey, type KeyObject } from 'node:crypto';
import type { OcmfAlgorithm } from './algorithms.ts';

/*
 * A meter's public key as meters and their labels show it: the DER SubjectPublicKeyInfo in hex
 * (what the S.A.F.E. transparency software takes, "3059301306072A8648CE3D0201..."), the same in
 * base64 or PEM, or the bare curve point (04 x y, or 02/03 x compressed) in hex, whose curve then
 * comes from the record's signature algorithm.
 */

const HEX = /^(?:[0-9a-f]{2})+$/i;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

function derLength(n: number): string {
  if (n < 0x80) return n.toString(16).padStart(2, '0');
  const bytes = n.toString(16).padStart(n > 0xff ? 4 : 2, '0');
  return `${(0x80 + bytes.length / 2).toString(16)}${bytes}`;
}
const der = (tag: string, hex: string) => `${tag}${derLength(hex.length / 2)}${hex}`;

/** id-ecPublicKey (1.2.840.10045.2.1). */
const EC_PUBLIC_KEY_OID = '06072a8648ce3d0201';

/** A bare point wrapped into SubjectPublicKeyInfo on the algorithm's curve. */
export function spkiOfPoint(pointHex: string, algorithm: OcmfAlgorithm): Buffer {
  const info = der('30', der('30', `${EC_PUBLIC_KEY_OID}${algorithm.curveOid}`) + der('03', `00${pointHex}`));
  return Buffer.from(info, 'hex');
}

function isBarePoint(bytes: Buffer, algorithm: OcmfAlgorithm | undefined): boolean {
  const n = algorithm?.fieldBytes;
  if (n === undefined) return false;
  return (bytes[0] === 0x04 && bytes.length === 1 + 2 * n) || ((bytes[0] === 0x02 || bytes[0] === 0x03) && bytes.length === 1 + n);
}

/** The key, or undefined when the text is no EC public key in any of these forms. */
export function parseMeterPublicKey(text: string, algorithm?: OcmfAlgorithm): KeyObject | undefined {
  const trimmed = text.trim();
  try {
    if (trimmed.startsWith('-----BEGIN')) return ecOnly(createPublicKey(trimmed));
    const compact = trimmed.replace(/[\s:]/g, '');
    const bytes = HEX.test(compact) ? Buffer.from(compact, 'hex') : BASE64.test(compact) ? Buffer.from(compact, 'base64') : undefined;
    if (!bytes || bytes.length === 0) return undefined;
    if (isBarePoint(bytes, algorithm)) return ecOnly(createPublicKey({ key: spkiOfPoint(bytes.toString('hex'), algorithm!), format: 'der', type: 'spki' }));
    return ecOnly(createPublicKey({ key: bytes, format: 'der', type: 'spki' }));
  } catch {
    return undefined;
  }
}

const ecOnly = (key: KeyObject) => (key.asymmetricKeyType === 'ec' ? key : undefined);

/** The key as the transparency software takes it: DER SubjectPublicKeyInfo in upper-case hex. */
export const publicKeyHex = (key: KeyObject) => key.export({ type: 'spki', format: 'der' }).toString('hex').toUpperCase();
