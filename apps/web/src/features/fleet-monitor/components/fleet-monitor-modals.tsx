import { useState } from 'react';
import { Button, Checkbox, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconGauge } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CONNECT_TRIAL_DAYS, shouldShowModal, type FleetMonitorAccess, type ModalId } from '@fleetwatt/shared';
import { AnnouncementModal } from '../../../components/ui/announcement-modal.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useModalStates } from '../api/get-modal-states.ts';
import { useSaveModalSeen } from '../api/save-modal-seen.ts';

/**
 * The fleet monitor's announcements (spec section 2), per user: without Connect the
 * FleetMonitorFeatureModal presents it and the trial; once the company has Connect, the
 * FleetMonitorFeatureActivatedModal says so, once. Nothing opens while the seen state is unknown.
 */
export function FleetMonitorModals({ access, onStartTrial, starting }: { access: FleetMonitorAccess; onStartTrial: () => void; starting: boolean }) {
  const states = useModalStates(true);
  const [closed, setClosed] = useState<ReadonlySet<ModalId>>(new Set());
  if (!states.data) return null;
  const open = (id: ModalId) => shouldShowModal(states.data.find((s) => s.modalId === id)) && !closed.has(id);
  const close = (id: ModalId) => setClosed((prev) => new Set(prev).add(id));
  return (
    <>
      <FeatureModal opened={!access.access && open('FleetMonitorFeatureModal')} access={access} onClosed={() => close('FleetMonitorFeatureModal')} onStartTrial={onStartTrial} starting={starting} />
      <ActivatedModal opened={access.access && open('FleetMonitorFeatureActivatedModal')} access={access} onClosed={() => close('FleetMonitorFeatureActivatedModal')} />
    </>
  );
}

interface FeatureProps {
  opened: boolean;
  access: FleetMonitorAccess;
  onClosed: () => void;
  onStartTrial: () => void;
  starting: boolean;
}

function FeatureModal({ opened, access, onClosed, onStartTrial, starting }: FeatureProps) {
  const { t } = useTranslation('fleet-monitor');
  const save = useSaveModalSeen();
  const [dontShowAgain, setDontShowAgain] = useState(false);
  const close = () => {
    save.mutate({ modalId: 'FleetMonitorFeatureModal', body: { dontShowAgain } });
    onClosed();
  };
  return (
    <AnnouncementModal
      opened={opened}
      onClose={close}
      title={t('featureModal.title')}
      icon={{ node: <IconGauge size={24} /> }}
      intro={t('featureModal.intro')}
      points={[t('upgrade.points.rows'), t('upgrade.points.forecast'), t('upgrade.points.home')]}
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Checkbox label={t('featureModal.dontShowAgain')} checked={dontShowAgain} onChange={(e) => setDontShowAgain(e.currentTarget.checked)} />
        <Group gap="sm">
          <Button variant="default" onClick={close}>
            {t('featureModal.close')}
          </Button>
          {access.canStartTrial && (
            <Button
              loading={starting}
              onClick={() => {
                close();
                onStartTrial();
              }}
            >
              {t('trial.start', { days: CONNECT_TRIAL_DAYS })}
            </Button>
          )}
        </Group>
      </Group>
    </AnnouncementModal>
  );
}

function ActivatedModal({ opened, access, onClosed }: { opened: boolean; access: FleetMonitorAccess; onClosed: () => void }) {
  const { t } = useTranslation('fleet-monitor');
  const format = useFormat();
  const save = useSaveModalSeen();
  // Shown once, whichever way it is closed.
  const close = () => {
    save.mutate({ modalId: 'FleetMonitorFeatureActivatedModal', body: { dontShowAgain: true } });
    onClosed();
  };
  return (
    <AnnouncementModal
      opened={opened}
      onClose={close}
      title={t('activatedModal.title')}
      icon={{ node: <IconCircleCheck size={24} />, color: 'teal' }}
      intro={
        access.trialActive && access.trialEndsAt
          ? t('activatedModal.trial', { date: format.date(access.trialEndsAt) })
          : t('activatedModal.intro')
      }
    >
      <Text size="sm" c="dimmed">
        {t('activatedModal.howTo')}
      </Text>
      <Group justify="flex-end">
        <Button onClick={close}>{t('activatedModal.ok')}</Button>
      </Group>
    </AnnouncementModal>
  );
}
