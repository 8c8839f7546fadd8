import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InviteListStatus } from '@fleetwatt/shared';

const COLORS: Record<InviteListStatus, string> = {
  PENDING: 'blue',
  ACCEPTED: 'teal',
  DECLINED: 'gray',
  EXPIRED: 'orange',
};

export function InviteStatusBadge({ status }: { status: InviteListStatus }) {
  const { t } = useTranslation('invites');
  return (
    <Badge variant="light" color={COLORS[status]}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}
