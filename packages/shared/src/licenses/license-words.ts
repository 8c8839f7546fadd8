import { valueWords } from '../i18n/value-words.ts';
import type { LicenseStatus, LicenseType, RenewalStatus } from '../common/enums.ts';

type LicenseWords = {
  type: Record<LicenseType, string>;
  status: Record<LicenseStatus, string>;
  renewalStatus: Record<RenewalStatus, string>;
};

/** The words for a license's values, on the pages, in the export and in messages. */
export const LICENSE_WORDS = valueWords<LicenseWords>({
  en: {
    type: {
      HOME_CHARGING: 'Home charging',
      CONNECT: 'Connect',
    },
    status: {
      ACTIVE: 'Active',
      EXPIRING_SOON: 'Expiring soon',
      EXPIRED: 'Expired',
      CANCELLED: 'Cancelled',
    },
    renewalStatus: {
      PENDING: 'Pending',
      AWAITING_CONFIRMATION: 'Awaiting confirmation',
      ACCEPTED: 'Accepted',
      INVOICED: 'Invoiced',
      PAID: 'Paid',
      SCHEDULED: 'Scheduled',
      RENEWED: 'Renewed',
      CANCELLED: 'Cancelled',
    },
  },
  de: {
    type: {
      HOME_CHARGING: 'Heimladen',
      CONNECT: 'Connect',
    },
    status: {
      ACTIVE: 'Aktiv',
      EXPIRING_SOON: 'Läuft bald ab',
      EXPIRED: 'Abgelaufen',
      CANCELLED: 'Gekündigt',
    },
    renewalStatus: {
      PENDING: 'Offen',
      AWAITING_CONFIRMATION: 'Wartet auf Bestätigung',
      ACCEPTED: 'Angenommen',
      INVOICED: 'Abgerechnet',
      PAID: 'Bezahlt',
      SCHEDULED: 'Geplant',
      RENEWED: 'Verlängert',
      CANCELLED: 'Storniert',
    },
  },
});
