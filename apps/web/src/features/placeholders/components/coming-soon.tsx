import type { ReactNode } from 'react';
import { Badge, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The honest state of a page whose content comes in later work: what the page will show, and no
 * invented data. The page title itself is in the header.
 */
export function ComingSoon({ page, children }: { page: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl" data-testid="coming-soon">
      <Stack gap="md" align="flex-start">
        <Group gap="sm">
          <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
            <IconHourglassHigh size={20} />
          </ThemeIcon>
          <Badge variant="light" color="gray" size="lg">
            {t('comingSoon.badge')}
          </Badge>
        </Group>
        <Text size="md" maw={720}>
          {t(`pages.${page}.description`)}
        </Text>
        {children}
        <Text size="sm" c="dimmed">
          {t('comingSoon.note')}
        </Text>
      </Stack>
    </Paper>
  );
}
