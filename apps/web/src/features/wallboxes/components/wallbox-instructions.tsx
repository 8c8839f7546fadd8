import { Code, CopyButton, Button, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WallboxConnection } from '@fleetwatt/shared';

/** What to enter in the wallbox's OCPP settings, each value copyable. */
export function WallboxInstructions({ instructions, password }: { instructions: WallboxConnection; password?: string }) {
  const { t } = useTranslation('wallboxes');
  const rows: [string, string][] = [
    [t('instructions.url'), instructions.url],
    [t('instructions.username'), instructions.username],
    ...(password ? ([[t('instructions.password'), password]] as [string, string][]) : []),
    [t('instructions.securityProfile'), t('instructions.profile', { profile: instructions.securityProfile })],
    [t('instructions.versions'), instructions.ocppVersions.join(', ')],
  ];
  return (
    <Stack gap="xs">
      <Text size="sm">{t('instructions.intro')}</Text>
      <List spacing={6} listStyleType="none" p={0}>
        {rows.map(([label, value]) => (
          <List.Item key={label}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Group gap="xs" wrap="nowrap" align="center">
              <Code style={{ wordBreak: 'break-all', flex: 1 }}>{value}</Code>
              <CopyButton value={value}>
                {({ copied, copy }) => (
                  <Button size="compact-xs" variant="subtle" onClick={copy} aria-label={t('instructions.copy', { label })}>
                    {copied ? t('instructions.copied') : t('instructions.copyShort')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </List.Item>
        ))}
      </List>
      {password && (
        <Text size="sm" fw={500} c="orange.9">
          {t('instructions.passwordOnce')}
        </Text>
      )}
    </Stack>
  );
}
