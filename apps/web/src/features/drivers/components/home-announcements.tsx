import { useState } from 'react';
import { Button, Checkbox, Group } from '@mantine/core';
import { IconGauge, IconSparkles } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AnnouncementModal } from '../../../components/ui/announcement-modal.tsx';
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
    <AnnouncementModal
      opened={opened}
      onClose={close}
      title={t('welcome.title')}
      intro={t('welcome.intro')}
      points={[t('welcome.points.drivers'), t('welcome.points.sessions'), t('welcome.points.receipts')]}
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Checkbox
          label={t('welcome.dontShowAgain')}
          checked={dontShowAgain}
          onChange={(e) => setDontShowAgain(e.currentTarget.checked)}
        />
        <Button onClick={close}>{t('welcome.close')}</Button>
      </Group>
    </AnnouncementModal>
  );
}

export function HomeFeatureModal({ opened, onClosed }: { opened: boolean; onClosed: () => void }) {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const save = useSaveModalSeen();
  // The feature modal has no tick box: its buttons mark it seen for good. Escape, the cross or a
  // click beside it only put it away for this visit, so it is not lost to a stray key.
  const markSeen = () => {
    save.mutate({ modalId: 'HomeFeatureModal', body: { dontShowAgain: true } });
    onClosed();
  };
  return (
    <AnnouncementModal
      opened={opened}
      onClose={onClosed}
      title={t('feature.title')}
      icon={{ node: <IconGauge size={24} /> }}
      intro={t('feature.intro')}
      points={[t('feature.points.mileage'), t('feature.points.forecast'), t('feature.points.trial')]}
      pointIcon={<IconSparkles size={14} aria-hidden />}
    >
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
    </AnnouncementModal>
  );
}
