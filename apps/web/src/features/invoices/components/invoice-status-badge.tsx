import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvoiceStatus } from '@fleetwatt/shared';

const COLORS: Record<InvoiceStatus, string> = { DRAFT: 'gray', OPEN: 'blue', PARTIALLYPAID: 'yellow', PAID: 'teal', CANCELLED: 'red' };

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('invoices');
  return (
    <Badge variant="light" color={COLORS[status]}>
      {t(`status.${status}`)}
    </Badge>
  );
}
