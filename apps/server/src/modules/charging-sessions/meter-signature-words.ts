import type { Language, MeterSignatureFailure } from '@fleetwatt/shared';

/*
 * Why a session's signed meter values did not verify (decision 0045), in short words for documents
 * (the receipt PDF, the sessions export); the web app has the long ones in its locales.
 */

export const METER_SIGNATURE_FAILURE_WORDS: Record<Language, Record<MeterSignatureFailure, string>> = {
  en: {
    NO_SIGNED_DATA: 'no signed values sent',
    NO_PUBLIC_KEY: 'no meter key registered',
    UNKNOWN_FORMAT: 'not OCMF',
    MALFORMED_DATA: 'unreadable data',
    UNSUPPORTED_ALGORITHM: 'unknown algorithm',
    INVALID_PUBLIC_KEY: 'unusable meter key',
    KEY_MISMATCH: 'key for another curve',
    BAD_SIGNATURE: 'signature does not match',
    MIXED_METERS: 'several meters',
    MISSING_READINGS: 'start or end reading missing',
    NOT_THIS_TRANSACTION: 'readings of another time',
    START_AFTER_END: 'end before start',
    ERROR_FLAGS: 'meter error flags',
    METER_STATUS: 'meter not OK',
  },
  de: {
    NO_SIGNED_DATA: 'keine signierten Werte gesendet',
    NO_PUBLIC_KEY: 'kein Zählerschlüssel hinterlegt',
    UNKNOWN_FORMAT: 'kein OCMF',
    MALFORMED_DATA: 'Daten nicht lesbar',
    UNSUPPORTED_ALGORITHM: 'unbekanntes Verfahren',
    INVALID_PUBLIC_KEY: 'Zählerschlüssel unbrauchbar',
    KEY_MISMATCH: 'Schlüssel einer anderen Kurve',
    BAD_SIGNATURE: 'Signatur passt nicht',
    MIXED_METERS: 'mehrere Zähler',
    MISSING_READINGS: 'Anfangs- oder Endstand fehlt',
    NOT_THIS_TRANSACTION: 'Zählerstände anderer Zeit',
    START_AFTER_END: 'Ende vor Beginn',
    ERROR_FLAGS: 'Fehlerkennungen des Zählers',
    METER_STATUS: 'Zähler nicht fehlerfrei',
  },
};
