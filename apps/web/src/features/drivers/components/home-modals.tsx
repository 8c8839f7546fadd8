import { useState } from 'react';
import { Button, Checkbox, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconGauge, IconSparkles } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { shouldShowModal, type ModalId, type ModalState } from '@fleetwatt/shared';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { useModalStates } from '../api/get-modal-states.ts';
import { useSaveModalSeen } from '../api/save-modal-seen.ts';

export const FLEET_MONITOR_PATH = '/dashboard/fleet-monitor';

const stateOf = (states: readonly ModalState[], id: ModalId) => states.find((s) => s.modalId === id);

/**
 * The home dashboard's announcements (spec section 2): the welcome modal on a first visit, with
 * "don't show again"; closed without the tick it comes back on the next visit. Once it is done
 * (or was dismissed for good), the feature modal announces the fleet monitor, once.
 * Nothing opens while the seen state is unknown, so a failed load never nags.
 */
export function HomeModals() {
  const states = useModalStates();
  // What this visit has closed already, so a refetch does not open a modal again.
  const [closed, setClosed] = useState<ReadonlySet<ModalId>>(new Set());
  if (!states.data) return null;
  const showWelcome = shouldShowModal(stateOf(states.data, 'HomeWelcomeModal')) && !closed.has('HomeWelcomeModal');
  const showFeature =
    !showWelcome && shouldShowModal(stateOf(states.data, 'HomeFeatureModal')) && !closed.has('HomeFeatureModal');
  const close = (id: ModalId) => setClosed((prev) => new Set(prev).add(id));

  return (
    <>
      <HomeWelcomeModal opened={showWelcome} onClosed={() => close('HomeWelcomeModal')} />
      <HomeFeatureModal opened={showFeature} onClosed={() => close('HomeFeatureModal')} />
    </>
  );
}

function HomeWelcomeModal({ opened, onClosed }: { opened: boolean; onClosed: () => void }) {
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

function HomeFeatureModal({ opened, onClosed }: { opened: boolean; onClosed: () => void }) {
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
