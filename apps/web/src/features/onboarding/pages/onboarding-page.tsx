import { Badge, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuilding, IconMailForward, IconPlug } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const STEPS = [
  { key: 'companyDetails', icon: IconBuilding },
  { key: 'inviteDrivers', icon: IconMailForward },
  { key: 'orderCables', icon: IconPlug },
] as const;

/** /onboarding/home: the Fleet Manager Onboarding page, the steps ahead as a checklist. */
export default function OnboardingPage() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl" maw={760}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} size="h3">
            {t('onboarding.welcome')}
          </Title>
          <Text c="dimmed">{t('onboarding.intro')}</Text>
        </Stack>
        <List spacing="lg" listStyleType="none" aria-label={t('onboarding.stepsLabel')}>
          {STEPS.map(({ key, icon: Icon }, index) => (
            <List.Item key={key}>
              <Group align="flex-start" wrap="nowrap" gap="md">
                <ThemeIcon variant="light" size={40} radius="xl" aria-hidden>
                  <Icon size={20} />
                </ThemeIcon>
                <Stack gap={2}>
                  <Group gap="xs">
                    <Text fw={600}>
                      {index + 1}. {t(`onboarding.steps.${key}.title`)}
                    </Text>
                    <Badge variant="light" color="gray" size="sm">
                      {t('comingSoon.badge')}
                    </Badge>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t(`onboarding.steps.${key}.description`)}
                  </Text>
                </Stack>
              </Group>
            </List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          {t('onboarding.after')}
        </Text>
      </Stack>
    </Paper>
  );
}
