import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TariffStatus } from '@fleetwatt/shared';

const COLORS: Record<TariffStatus, string> = { PENDING: 'yellow', VALID: 'teal', INVALID: 'red' };

/** PENDING, VALID or INVALID, or "No tariff". */
export function TariffStatusBadge({ status }: { status: TariffStatus | null }) {
  const { t } = useTranslation('drivers');
  if (!status) {
    return (
      <Badge variant="outline" color="gray">
        {t('tariffStatus.NONE')}
      </Badge>
    );
  }
  return (
    <Badge variant="light" color={COLORS[status]}>
      {t(`tariffStatus.${status}`)}
    </Badge>
  );
}
