import { useState } from 'react';
import { Button, Checkbox, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconGauge, IconSparkles } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { useSaveModalSeen } from '../api/save-modal-seen.ts';

// The home dashboard's announcements (spec section 2), opened by HomeModals when one is due.

export const FLEET_MONITOR_PATH = '/dashboard/fleet-monitor';

export function HomeWelcomeModal({ opened, onClosed }: { opened: boolean; onClosed: () => void }) {
  const { t } = useTranslation('home');
  const save = useSaveModalSeen();
  const [dontShowAgain, setDontShowAgain] = useState(false);
  const close = () => {
    // Remembered either way; only the tick keeps it closed on later visits.
    save.mutate({ modalId: 'HomeWelcomeModal', body: { dontShowAgain } });
    onClosed();
  };
  return (
    <AppModal opened={opened} onClose={close} title={t('welcome.title')} size="lg">
      <Stack gap="md">
        <Text>{t('welcome.intro')}</Text>
        <List spacing="xs" size="sm">
          <List.Item>{t('welcome.points.drivers')}</List.Item>
          <List.Item>{t('welcome.points.sessions')}</List.Item>
          <List.Item>{t('welcome.points.receipts')}</List.Item>
        </List>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Checkbox
            label={t('welcome.dontShowAgain')}
            checked={dontShowAgain}
            onChange={(e) => setDontShowAgain(e.currentTarget.checked)}
          />
          <Button onClick={close}>{t('welcome.close')}</Button>
        </Group>
      </Stack>
    </AppModal>
  );
}

export function HomeFeatureModal({ opened, onClosed }: { opened: boolean; onClosed: () => void }) {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const save = useSaveModalSeen();
  // The feature modal has no tick box: it is shown once, whichever way it is closed.
  const markSeen = () => {
    save.mutate({ modalId: 'HomeFeatureModal', body: { dontShowAgain: true } });
    onClosed();
  };
  return (
    <AppModal opened={opened} onClose={markSeen} title={t('feature.title')} size="lg">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" size={44} radius="md" aria-hidden>
            <IconGauge size={24} />
          </ThemeIcon>
          <Text>{t('feature.intro')}</Text>
        </Group>
        <List spacing="xs" size="sm" icon={<IconSparkles size={14} aria-hidden />}>
          <List.Item>{t('feature.points.mileage')}</List.Item>
          <List.Item>{t('feature.points.forecast')}</List.Item>
          <List.Item>{t('feature.points.trial')}</List.Item>
        </List>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={markSeen}>
            {t('feature.later')}
          </Button>
          <Button
            onClick={() => {
              markSeen();
              navigate(FLEET_MONITOR_PATH);
            }}
          >
            {t('feature.open')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
