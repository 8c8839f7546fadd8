import { useTranslation } from 'react-i18next';
import type { Tariff } from '@fleetwatt/shared';
import { useFormat } from '../../../lib/use-format.ts';

/** The period and price of a tariff as the dialogs and the table say them. */
export function useTariffText() {
  const { t } = useTranslation('tariffs');
  const format = useFormat();
  return {
    period: (tariff: Pick<Tariff, 'startDate' | 'endDate'>) =>
      `${format.date(tariff.startDate)} – ${tariff.endDate ? format.date(tariff.endDate) : t('cell.openEnded')}`,
    price: (tariff: Pick<Tariff, 'pricePerKwh' | 'currency'>) => format.tariff(tariff.pricePerKwh, tariff.currency),
    sessions: (count: number) => t('cell.sessions', { count }),
  };
}
