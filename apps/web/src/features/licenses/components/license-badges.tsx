import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvoiceStatus, LicenseStatus, RenewalStatus } from '@fleetwatt/shared';
import { EMPTY_VALUE } from '../../../lib/format.ts';

const LICENSE_COLORS: Record<LicenseStatus, string> = { ACTIVE: 'teal', EXPIRING_SOON: 'yellow', EXPIRED: 'red', CANCELLED: 'gray' };
const RENEWAL_COLORS: Record<RenewalStatus, string> = {
  PENDING: 'gray',
  AWAITING_CONFIRMATION: 'orange',
  ACCEPTED: 'blue',
  INVOICED: 'indigo',
  PAID: 'teal',
  SCHEDULED: 'cyan',
  RENEWED: 'green',
  CANCELLED: 'red',
};
const INVOICE_COLORS: Record<InvoiceStatus, string> = { DRAFT: 'gray', OPEN: 'blue', PARTIALLYPAID: 'yellow', PAID: 'teal', CANCELLED: 'red' };

// A status is read in full: the column grows to fit it rather than cutting it short.
const FULL = { minWidth: 'max-content' } as const;

export function LicenseStatusBadge({ status }: { status: LicenseStatus }) {
  const { t } = useTranslation('licenses');
  return (
    <Badge variant="light" color={LICENSE_COLORS[status]} style={FULL}>
      {t(`status.${status}`)}
    </Badge>
  );
}

export function RenewalStatusBadge({ status }: { status: RenewalStatus | null }) {
  const { t } = useTranslation('licenses');
  if (!status) return <>{EMPTY_VALUE}</>;
  return (
    <Badge variant="outline" color={RENEWAL_COLORS[status]} style={FULL}>
      {t(`renewalStatus.${status}`)}
    </Badge>
  );
}

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus | null }) {
  const { t } = useTranslation('licenses');
  if (!status) return <>{EMPTY_VALUE}</>;
  return (
    <Badge variant="dot" color={INVOICE_COLORS[status]} style={FULL}>
      {t(`invoiceStatus.${status}`)}
    </Badge>
  );
}
