/*
 * The signature algorithms OCMF names (OCMF 1.2, table 22) and the curve each uses, by the name
 * OpenSSL (node:crypto) gives it and its object identifier. Every one hashes with SHA-256.
 */

export interface OcmfAlgorithm {
  /** The curve as node:crypto names it (KeyObject.asymmetricKeyDetails.namedCurve). */
  curve: string;
  /** The curve's object identifier, DER-encoded (to wrap a bare public point into SubjectPublicKeyInfo). */
  curveOid: string;
  /** Bytes of one coordinate: a raw r||s signature is twice this long. */
  fieldBytes: number;
}

export const OCMF_ALGORITHMS: Readonly<Record<string, OcmfAlgorithm>> = {
  'ECDSA-secp192k1-SHA256': { curve: 'secp192k1', curveOid: '06052b8104001f', fieldBytes: 24 },
  'ECDSA-secp192r1-SHA256': { curve: 'prime192v1', curveOid: '06082a8648ce3d030101', fieldBytes: 24 },
  'ECDSA-secp256k1-SHA256': { curve: 'secp256k1', curveOid: '06052b8104000a', fieldBytes: 32 },
  'ECDSA-secp256r1-SHA256': { curve: 'prime256v1', curveOid: '06082a8648ce3d030107', fieldBytes: 32 },
  'ECDSA-brainpool256r1-SHA256': { curve: 'brainpoolP256r1', curveOid: '06092b2403030208010107', fieldBytes: 32 },
  'ECDSA-secp384r1-SHA256': { curve: 'secp384r1', curveOid: '06052b81040022', fieldBytes: 48 },
  'ECDSA-brainpool384r1-SHA256': { curve: 'brainpoolP384r1', curveOid: '06092b240303020801010b', fieldBytes: 48 },
};

/** The algorithm when a record names none (OCMF since 0.4). */
export const DEFAULT_OCMF_ALGORITHM = 'ECDSA-secp256r1-SHA256';

export const ocmfAlgorithm = (name: string): OcmfAlgorithm | undefined =>
  Object.hasOwn(OCMF_ALGORITHMS, name) ? OCMF_ALGORITHMS[name] : undefined;
