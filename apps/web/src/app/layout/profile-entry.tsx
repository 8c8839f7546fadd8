import { Avatar, Badge, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Account } from '@fleetwatt/shared';
import classes from './layout.module.css';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() || '?';
}

/** The sidebar's bottom entry: who is signed in, for which company; opens the user preferences. */
export function ProfileEntry({ account, onOpen }: { account: Account; onOpen: () => void }) {
  const { t } = useTranslation();
  const companyName = account.company?.name ?? t('profile.noCompany');
  return (
    // Named by what it shows (name, company, subscription), then what it opens: a label that did not
    // start with the visible name would not answer to speech input saying it.
    <UnstyledButton
      onClick={onOpen}
      data-testid="profile-entry"
      p="xs"
      w="100%"
      className={classes.profileEntry}
    >
      <Group gap="sm" wrap="nowrap">
        <Avatar color="teal" variant="filled" radius="xl" aria-hidden>
          {initials(account.username)}
        </Avatar>
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={600} truncate="end">
            {account.username}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {companyName}
          </Text>
          <Group gap={4} mt={2}>
            {account.company ? (
              <Badge size="xs" variant="light" color={account.company.subscriptionType === 'PRO' ? 'teal' : 'gray'}>
                {t(`profile.subscription.${account.company.subscriptionType}`)}
              </Badge>
            ) : (
              <Badge size="xs" variant="light" color="indigo">
                {t('profile.administrator')}
              </Badge>
            )}
          </Group>
        </Stack>
        <VisuallyHidden>{t('profile.opens')}</VisuallyHidden>
        <IconSettings size={18} stroke={1.6} aria-hidden color="var(--mantine-color-dimmed)" />
      </Group>
    </UnstyledButton>
  );
}
