import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCertificate, IconPlug, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format.ts';
import { useCompanySummary } from '../api/get-company-summary.ts';

const CARDS = [
  { key: 'userCount', label: 'drivers', icon: IconUsers },
  { key: 'cableCount', label: 'cables', icon: IconPlug },
  { key: 'subscriptionCount', label: 'licenses', icon: IconCertificate },
] as const;

/** The company in numbers: drivers, cables and running licenses (GET /backend/companies/summary). */
export function CompanySummaryCards({ companyId }: { companyId: string }) {
  const { t } = useTranslation('companies');
  const format = useFormat();
  const summary = useCompanySummary(companyId);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" aria-label={t('detail.summary.label')}>
      {CARDS.map(({ key, label, icon: Icon }) => (
        <Paper key={key} withBorder radius="md" p="lg">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={6}>
              <Text size="sm" c="dimmed" fw={600} tt="uppercase" id={`company-summary-${key}`}>
                {t(`detail.summary.${label}`)}
              </Text>
              {summary.data ? (
                <Text size="xl" fw={700} aria-labelledby={`company-summary-${key}`} data-testid={`summary-${label}`}>
                  {format.number(summary.data[key])}
                </Text>
              ) : (
                <Skeleton height={28} width={60} visible={summary.isPending}>
                  <Text size="xl" fw={700}>
                    –
                  </Text>
                </Skeleton>
              )}
            </Stack>
            <ThemeIcon variant="light" size={44} radius="md" aria-hidden>
              <Icon size={24} />
            </ThemeIcon>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
