import type { Language } from '../i18n/languages.ts';
import type { RenewalStatus } from '../common/enums.ts';

/** A renewal's status in words, as exports and messages say it. */
export const RENEWAL_STATUS_LABELS: Record<Language, Record<RenewalStatus, string>> = {
  en: {
    PENDING: 'Pending',
    AWAITING_CONFIRMATION: 'Awaiting confirmation',
    ACCEPTED: 'Accepted',
    INVOICED: 'Invoiced',
    PAID: 'Paid',
    SCHEDULED: 'Scheduled',
    RENEWED: 'Renewed',
    CANCELLED: 'Cancelled',
  },
  de: {
    PENDING: 'Offen',
    AWAITING_CONFIRMATION: 'Wartet auf Bestätigung',
    ACCEPTED: 'Angenommen',
    INVOICED: 'Abgerechnet',
    PAID: 'Bezahlt',
    SCHEDULED: 'Geplant',
    RENEWED: 'Verlängert',
    CANCELLED: 'Storniert',
  },
};
