import { useTranslation } from 'react-i18next';
import { YearInput } from '../../../components/ui/month-year-filter.tsx';

/** The fleet monitor's year, kept in the URL as y; only 2000 to 2036 is taken. */
export function YearFilter() {
  const { t } = useTranslation('fleet-monitor');
  return <YearInput label={t('filters.year')} />;
}
