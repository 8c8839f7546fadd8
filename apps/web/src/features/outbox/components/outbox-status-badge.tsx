import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EmailStatus } from '@fleetwatt/shared';

const COLORS: Record<EmailStatus, string> = { QUEUED: 'blue', SENT: 'teal', FAILED: 'red' };

export function OutboxStatusBadge({ status }: { status: EmailStatus }) {
  const { t } = useTranslation('outbox');
  return (
    <Badge variant="light" color={COLORS[status]}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}
