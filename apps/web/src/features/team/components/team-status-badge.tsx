import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '@fleetwatt/shared';

const COLORS = { INVITED: 'blue', ACTIVE: 'teal', DEACTIVATED: 'gray' } as const;

/** Invited (or its invite expired), active or deactivated. */
export function TeamStatusBadge({ member }: { member: TeamMember }) {
  const { t } = useTranslation('team');
  const expired = member.status === 'INVITED' && member.expired;
  return (
    <Badge variant="light" color={expired ? 'orange' : COLORS[member.status]}>
      {expired ? t('statuses.EXPIRED') : t(`statuses.${member.status}`)}
    </Badge>
  );
}
