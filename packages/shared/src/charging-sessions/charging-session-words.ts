import { columnLabels } from '../i18n/column-labels.ts';
import { valueWords } from '../i18n/value-words.ts';
import type {
  PriceBasis,
  ReviewStatus,
  ReviewTag,
  ReviewType,
  SessionErrorCode,
  SessionSource,
} from '../common/enums.ts';
import type { MeterSignatureStatus } from './meter-signature.ts';

/**
 * The charging session lists' columns, on the pages and in the export. The file names a column in
 * full and with its unit ('Energy (kWh)') where the page shows the unit in the cell.
 */
export const CHARGING_SESSION_COLUMNS = columnLabels({
  en: {
    select: 'Select',
    selectAll: 'Select all sessions on this page',
    selectRow: 'Select the session of {{driver}} on {{start}}',
    company: 'Company',
    driver: 'Driver',
    cable: 'Cable',
    mobileIndex: 'Mobile index {{index}}',
    start: 'Start (UTC)',
    duration: 'Duration',
    energy: 'Energy',
    meter: 'Meter start / end',
    energyDifference: 'Energy difference',
    tariff: 'Tariff',
    tariffNumber: 'Tariff {{number}}',
    expense: 'Expense',
    reimbursable: 'Reimbursable',
    receipt: 'Receipt',
    review: 'Review',
    error: 'Error',
    operator: 'Operator',
    reference: 'Reference',
    dates: 'Inserted / updated',
    source: 'Source',
    actions: 'Actions',
    meterSignature: 'Meter signature',
    cableHardwareId: 'Cable hardware ID',
    mobileIdentifierIndex: 'Mobile identifier index',
    durationMinutes: 'Duration (minutes)',
    energyKwh: 'Energy (kWh)',
    meterStartKwh: 'Meter start (kWh)',
    meterEndKwh: 'Meter end (kWh)',
    energyDifferenceKwh: 'Energy difference (kWh)',
    pricePerKwh: 'Price per kWh',
    priceBasis: 'Price basis',
    receiptStatus: 'Receipt status',
    reviewStatus: 'Review status',
    reviewType: 'Review type',
    reviewTags: 'Review tags',
    externalReference: 'External reference',
    meterSignatureFailure: 'Meter signature: why not verified',
    insertedAt: 'Inserted',
    updatedAt: 'Updated',
    id: 'ID',
  },
  de: {
    select: 'Auswählen',
    selectAll: 'Alle Ladevorgänge dieser Seite auswählen',
    selectRow: 'Ladevorgang von {{driver}} am {{start}} auswählen',
    company: 'Unternehmen',
    driver: 'Fahrer',
    cable: 'Kabel',
    mobileIndex: 'Mobiler Index {{index}}',
    start: 'Beginn (UTC)',
    duration: 'Dauer',
    energy: 'Energie',
    meter: 'Zählerstand Beginn / Ende',
    energyDifference: 'Energiedifferenz',
    tariff: 'Tarif',
    tariffNumber: 'Tarif {{number}}',
    expense: 'Kosten',
    reimbursable: 'Erstattungsfähig',
    receipt: 'Beleg',
    review: 'Prüfung',
    error: 'Fehler',
    operator: 'Betreiber',
    reference: 'Referenz',
    dates: 'Erfasst / geändert',
    source: 'Quelle',
    actions: 'Aktionen',
    meterSignature: 'Zählersignatur',
    cableHardwareId: 'Kabel-Hardware-ID',
    mobileIdentifierIndex: 'Mobiler Index',
    durationMinutes: 'Dauer (Minuten)',
    energyKwh: 'Energie (kWh)',
    meterStartKwh: 'Zählerstand Beginn (kWh)',
    meterEndKwh: 'Zählerstand Ende (kWh)',
    energyDifferenceKwh: 'Energiedifferenz (kWh)',
    pricePerKwh: 'Preis pro kWh',
    priceBasis: 'Preisgrundlage',
    receiptStatus: 'Belegstatus',
    reviewStatus: 'Prüfstatus',
    reviewType: 'Prüfart',
    reviewTags: 'Prüfmerkmale',
    externalReference: 'Externe Referenz',
    meterSignatureFailure: 'Zählersignatur: warum nicht bestätigt',
    insertedAt: 'Erfasst',
    updatedAt: 'Geändert',
    id: 'ID',
  },
});

type SessionWords = {
  values: Record<'noReceipt' | 'noDriver' | 'unnamed', string>;
  errorCode: Record<SessionErrorCode, string>;
  /** OPERATOR: what a public charging session's operator charged. */
  priceBasis: Record<PriceBasis | 'OPERATOR', string>;
  reviewStatus: Record<ReviewStatus, string>;
  reviewType: Record<ReviewType, string>;
  reviewTag: Record<ReviewTag, string>;
  source: Record<SessionSource, string>;
  /** NONE: a session without signed meter values. */
  meterSignatureStatus: Record<MeterSignatureStatus | 'NONE', string>;
};

/** The words for a session's values, on the pages and in the export. */
export const CHARGING_SESSION_WORDS = valueWords<SessionWords>({
  en: {
    values: {
      noReceipt: 'No receipt',
      noDriver: 'No driver',
      unnamed: 'Unnamed driver',
    },
    errorCode: {
      '0': 'None',
      '1': 'Unknown',
      '2': 'Negative duration',
      '3': 'Wrong timestamp',
      '4': 'Wrong duration and timestamp',
      '5': 'Missing kWh',
    },
    priceBasis: {
      TARIFF: "Driver's tariff",
      TARIFF_WITH_BASE_FEE: "Driver's tariff with base fee share",
      DYNAMIC: 'Dynamic tariff',
      FLAT_RATE: 'Flat rate',
      NO_TARIFF: 'No tariff',
      TARIFF_NOT_VALID: 'Tariff not yet valid',
      OPERATOR: "Operator's price",
    },
    reviewStatus: {
      NONE: 'None',
      IGNORED: 'Ignored',
      TO_BE_REVIEWED: 'To be reviewed',
      REVIEWED: 'Reviewed',
    },
    reviewType: {
      ERROR_CODE: 'Error code',
      HIGH_ENERGY: 'High energy',
      OVERLAP: 'Overlap',
      MANUAL: 'Manual',
      SIGNATURE: 'Meter signature',
    },
    reviewTag: {
      UNKNOWN_ERROR: 'Unknown error',
      NEGATIVE_DURATION: 'Negative duration',
      WRONG_TIMESTAMP: 'Wrong timestamp',
      MISSING_KWH: 'Missing kWh',
      ABOVE_BATTERY_CAPACITY: 'Above battery capacity',
      ABOVE_150_KWH: 'Above 150 kWh',
      OVERLAPPING_SESSION: 'Overlapping session',
      CHECKED_BY_ADMIN: 'Checked by administrator',
      SIGNATURE_NOT_VERIFIED: 'Meter signature not verified',
    },
    source: {
      CABLE: 'Cable',
      MANUAL: 'Entered by hand',
      EXTERNAL: 'Public charging',
      WALLBOX: 'Wallbox',
    },
    meterSignatureStatus: {
      VERIFIED: 'Calibration-law verified',
      FAILED: 'Not verified',
      NONE: 'Not signed',
    },
  },
  de: {
    values: {
      noReceipt: 'Kein Beleg',
      noDriver: 'Kein Fahrer',
      unnamed: 'Fahrer ohne Namen',
    },
    errorCode: {
      '0': 'Keiner',
      '1': 'Unbekannt',
      '2': 'Negative Dauer',
      '3': 'Falscher Zeitstempel',
      '4': 'Falsche Dauer und falscher Zeitstempel',
      '5': 'kWh fehlen',
    },
    priceBasis: {
      TARIFF: 'Tarif des Fahrers',
      TARIFF_WITH_BASE_FEE: 'Tarif des Fahrers mit Grundgebührenanteil',
      DYNAMIC: 'Dynamischer Tarif',
      FLAT_RATE: 'Pauschale',
      NO_TARIFF: 'Kein Tarif',
      TARIFF_NOT_VALID: 'Tarif noch nicht gültig',
      OPERATOR: 'Preis des Betreibers',
    },
    reviewStatus: {
      NONE: 'Keiner',
      IGNORED: 'Ignoriert',
      TO_BE_REVIEWED: 'Zu prüfen',
      REVIEWED: 'Geprüft',
    },
    reviewType: {
      ERROR_CODE: 'Fehlercode',
      HIGH_ENERGY: 'Hohe Energie',
      OVERLAP: 'Überschneidung',
      MANUAL: 'Manuell',
      SIGNATURE: 'Zählersignatur',
    },
    reviewTag: {
      UNKNOWN_ERROR: 'Unbekannter Fehler',
      NEGATIVE_DURATION: 'Negative Dauer',
      WRONG_TIMESTAMP: 'Falscher Zeitstempel',
      MISSING_KWH: 'kWh fehlen',
      ABOVE_BATTERY_CAPACITY: 'Über Batteriekapazität',
      ABOVE_150_KWH: 'Über 150 kWh',
      OVERLAPPING_SESSION: 'Überschneidender Ladevorgang',
      CHECKED_BY_ADMIN: 'Vom Administrator geprüft',
      SIGNATURE_NOT_VERIFIED: 'Zählersignatur nicht bestätigt',
    },
    source: {
      CABLE: 'Kabel',
      MANUAL: 'Von Hand erfasst',
      EXTERNAL: 'Öffentliches Laden',
      WALLBOX: 'Wallbox',
    },
    meterSignatureStatus: {
      VERIFIED: 'Eichrechtlich geprüft',
      FAILED: 'Nicht bestätigt',
      NONE: 'Nicht signiert',
    },
  },
});
