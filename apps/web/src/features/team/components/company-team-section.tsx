import { useState } from 'react';
import { Button, Group, Paper, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCompanyTeam } from '../api/get-team.ts';
import { TeamInviteDialog } from './team-invite-dialog.tsx';
import { TeamTable } from './team-table.tsx';

/**
 * The company page's fleet managers, for administrators: the company's team with each row's actions
 * and the invite of a fleet manager for this company (its first one, too).
 */
export function CompanyTeamSection({ company }: { company: { id: string; name: string } }) {
  const { t } = useTranslation('team');
  const [inviting, setInviting] = useState(false);
  const team = useCompanyTeam(company.id);
  const title = t('companySection.title');
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Group justify="space-between" align="center" mb="sm" wrap="wrap" gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Button size="xs" variant="light" leftSection={<IconUserPlus size={14} aria-hidden />} onClick={() => setInviting(true)}>
          {t('companySection.invite')}
        </Button>
      </Group>
      <TeamTable team={team} isAdministrator />
      <TeamInviteDialog key={company.id} opened={inviting} onClose={() => setInviting(false)} isAdministrator company={company} chooseRole={false} />
    </Paper>
  );
}
