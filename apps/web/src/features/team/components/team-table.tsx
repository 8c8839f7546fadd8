import { Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Team, TeamMember } from '@fleetwatt/shared';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { EMPTY_VALUE } from '../../../lib/format.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { TeamRowActions } from './team-row-actions.tsx';
import { TeamStatusBadge } from './team-status-badge.tsx';

/**
 * The people of one team with status and last sign-in, and each row's actions. On a phone the role,
 * status and last sign-in stand under the person, so the table fits the screen without scrolling.
 */
export function TeamTable({ team, isAdministrator }: { team: { data?: Team; isLoading: boolean; error: unknown }; isAdministrator: boolean }) {
  const { t } = useTranslation('team');
  const format = useFormat();
  const lastSignIn = (m: TeamMember) => (m.lastSignInAt ? format.dateTime(m.lastSignInAt) : EMPTY_VALUE);

  const columns: DataTableColumn<TeamMember>[] = [
    {
      key: 'person',
      header: t('columns.person'),
      cell: (m) => (
        <Stack gap={2}>
          <Text size="sm">{m.name || m.email}</Text>
          {m.name && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {m.email}
            </Text>
          )}
          <Group gap="xs" hiddenFrom="sm" mt={4}>
            <TeamStatusBadge member={m} />
            <Text size="xs">{t(`roles.${m.role}`)}</Text>
          </Group>
          {m.lastSignInAt && (
            <Text size="xs" c="dimmed" hiddenFrom="sm">
              {t('columns.lastSignIn')}: {lastSignIn(m)}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'role', header: t('columns.role'), cell: (m) => t(`roles.${m.role}`), visibleFrom: 'sm' },
    { key: 'status', header: t('columns.status'), cell: (m) => <TeamStatusBadge member={m} />, visibleFrom: 'sm' },
    { key: 'lastSignIn', header: t('columns.lastSignIn'), cell: lastSignIn, visibleFrom: 'sm' },
    {
      key: 'actions',
      header: <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>,
      width: 60,
      cell: (m) => <TeamRowActions member={m} isAdministrator={isAdministrator} />,
    },
  ];

  return (
    <DataTable
      label={t('table')}
      columns={columns}
      rows={team.data?.members}
      rowKey={(m) => m.id}
      loading={team.isLoading}
      error={team.error}
      emptyText={t('empty')}
      minWidth={0}
    />
  );
}
