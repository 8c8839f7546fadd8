/*
 * Signed meter values (OCMF, decision 0045): whether a session's energy is proven by the
 * calibration-law meter's signature, and if not, exactly why not.
 */

/** VERIFIED: signature and readings check out; FAILED: they do not (see the reason). */
export const METER_SIGNATURE_STATUSES = ['VERIFIED', 'FAILED'] as const;
export type MeterSignatureStatus = (typeof METER_SIGNATURE_STATUSES)[number];

export const METER_SIGNATURE_FAILURES = [
  /** The wallbox has a meter key registered but sent no signed meter values. */
  'NO_SIGNED_DATA',
  /** Signed meter values came, but no meter public key is registered to check them with. */
  'NO_PUBLIC_KEY',
  /** Not `OCMF|{…}|{…}`. */
  'UNKNOWN_FORMAT',
  /** OCMF, but a section is no JSON, a required field is missing, or a reading's time or unit is unreadable. */
  'MALFORMED_DATA',
  /** A signature algorithm or encoding OCMF does not define. */
  'UNSUPPORTED_ALGORITHM',
  /** The registered public key is no elliptic-curve public key. */
  'INVALID_PUBLIC_KEY',
  /** The registered key is on another curve than the record's signature algorithm. */
  'KEY_MISMATCH',
  /** The signature does not match the data with the registered key: changed data or another meter. */
  'BAD_SIGNATURE',
  /** The records come from more than one meter. */
  'MIXED_METERS',
  /** No reading that begins the transaction, or none that ends it. */
  'MISSING_READINGS',
  /** The readings' times lie outside the transaction. */
  'NOT_THIS_TRANSACTION',
  /** The end reading lies before the begin reading (time or register). */
  'START_AFTER_END',
  /** The meter flagged energy or time as unusable, or reported an error during charging. */
  'ERROR_FLAGS',
  /** The meter's status was not OK. */
  'METER_STATUS',
] as const;
export type MeterSignatureFailure = (typeof METER_SIGNATURE_FAILURES)[number];
