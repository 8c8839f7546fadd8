import { IconCertificate, IconPlug, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatCards } from '../../../components/ui/stat-cards.tsx';
import { useCompanySummary } from '../api/get-company-summary.ts';

/** The company in numbers: drivers, cables and running licenses (GET /backend/companies/summary). */
export function CompanySummaryCards({ companyId }: { companyId: string }) {
  const { t } = useTranslation('companies');
  const summary = useCompanySummary(companyId);
  const data = summary.data;
  return (
    <StatCards
      label={t('detail.summary.label')}
      testIdPrefix="summary"
      loading={summary.isPending}
      cards={[
        { key: 'drivers', label: t('detail.summary.drivers'), value: data?.userCount, icon: IconUsers },
        { key: 'cables', label: t('detail.summary.cables'), value: data?.cableCount, icon: IconPlug },
        { key: 'licenses', label: t('detail.summary.licenses'), value: data?.subscriptionCount, icon: IconCertificate },
      ]}
    />
  );
}
