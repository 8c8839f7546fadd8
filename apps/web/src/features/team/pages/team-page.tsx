import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTeam } from '../api/get-team.ts';
import { TeamInviteDialog } from '../components/team-invite-dialog.tsx';
import { TeamTable } from '../components/team-table.tsx';

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
  const [inviting, setInviting] = useState(false);
  const team = useTeam(companyId);
  const company = team.data?.company ?? null;
  const scope = company ? t('scope.company', { company: company.name }) : isAdministrator ? t('scope.administrators') : '';

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
      <TeamTable team={team} isAdministrator={isAdministrator} />
      <TeamInviteDialog
        key={company?.id ?? 'administrators'}
        opened={inviting}
        onClose={() => setInviting(false)}
        isAdministrator={isAdministrator}
        company={company}
      />
    </Stack>
  );
}
