import { IconCertificate, IconPlug, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatCards } from '../../../components/ui/stat-cards.tsx';
import { useCompanySummary } from '../api/get-company-summary.ts';

/** Drivers, cables and licenses of the selected company (or all, for administrators). */
export function HomeIndicators() {
  const { t } = useTranslation('home');
  const summary = useCompanySummary();
  const data = summary.data;
  return (
    <StatCards
      testIdPrefix="indicator"
      loading={summary.isPending}
      cards={[
        { key: 'drivers', label: t('indicators.drivers'), value: data?.userCount, icon: IconUsers },
        { key: 'cables', label: t('indicators.cables'), value: data?.cableCount, icon: IconPlug },
        { key: 'licenses', label: t('indicators.licenses'), value: data?.subscriptionCount, icon: IconCertificate },
      ]}
    />
  );
}
