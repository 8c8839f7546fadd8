import { useState } from 'react';
import { Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '@fleetwatt/shared';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { EMPTY_VALUE } from '../../../lib/format.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useTeam } from '../api/get-team.ts';
import { TeamInviteDialog } from '../components/team-invite-dialog.tsx';
import { TeamRowActions } from '../components/team-row-actions.tsx';
import { TeamStatusBadge } from '../components/team-status-badge.tsx';

export interface TeamPageProps {
  isAdministrator?: boolean;
  /** The company selected in the header; null: the administrators (for an administrator). */
  companyId?: string | null;
}

/**
 * /dashboard/team: the company's fleet managers (for an administrator: of the company selected in the
 * header, or the administrators), with status and last sign-in, the invite dialog and each row's actions.
 */
export default function TeamPage({ isAdministrator = false, companyId = null }: TeamPageProps) {
  const { t } = useTranslation('team');
  const format = useFormat();
  const [inviting, setInviting] = useState(false);
  const team = useTeam(companyId);

  const columns: DataTableColumn<TeamMember>[] = [
    {
      key: 'person',
      header: t('columns.person'),
      cell: (m) => (
        <Stack gap={0}>
          <Text size="sm">{m.name || m.email}</Text>
          {m.name && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {m.email}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'role', header: t('columns.role'), cell: (m) => t(`roles.${m.role}`) },
    { key: 'status', header: t('columns.status'), cell: (m) => <TeamStatusBadge member={m} /> },
    {
      key: 'lastSignIn',
      header: t('columns.lastSignIn'),
      cell: (m) => (m.lastSignInAt ? format.dateTime(m.lastSignInAt) : EMPTY_VALUE),
    },
    {
      key: 'actions',
      header: <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>,
      width: 60,
      cell: (m) => <TeamRowActions member={m} isAdministrator={isAdministrator} />,
    },
  ];

  const scope = team.data?.company ? t('scope.company', { company: team.data.company.name }) : isAdministrator ? t('scope.administrators') : '';

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text c="dimmed" size="sm">
          {scope}
        </Text>
        <Button leftSection={<IconUserPlus size={16} />} onClick={() => setInviting(true)}>
          {t('invite.open')}
        </Button>
      </Group>
      <DataTable
        label={t('table')}
        columns={columns}
        rows={team.data?.members}
        rowKey={(m) => m.id}
        loading={team.isLoading}
        error={team.error}
        emptyText={t('empty')}
      />
      <TeamInviteDialog
        key={companyId ?? 'administrators'}
        opened={inviting}
        onClose={() => setInviting(false)}
        isAdministrator={isAdministrator}
        companySelected={companyId !== null}
      />
    </Stack>
  );
}
