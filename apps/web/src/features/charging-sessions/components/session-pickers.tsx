import { useTranslation } from 'react-i18next';
import { CompanyPicker } from '../../../components/pickers/company-picker.tsx';
import { DriverPicker as AnyDriverPicker } from '../../../components/pickers/driver-picker.tsx';
import { useCompanyName } from '../api/get-company-name.ts';
import { useDriverName } from '../api/get-driver-name.ts';

/** The driver filter: the driver of `?driverId=` (named once it loads) or one picked by name. */
export function DriverFilter({ value, onChange }: { value: string | null; onChange: (id: string | null) => void }) {
  const { t } = useTranslation('charging-sessions');
  const named = useDriverName(value);
  return (
    <AnyDriverPicker
      label={t('filters.driver')}
      placeholder={t('filters.driverPlaceholder')}
      value={value}
      selected={value ? { value, label: named.data?.name ?? '…' } : null}
      onChange={(o) => onChange(o?.value ?? null)}
      withinPortal
      w={220}
    />
  );
}

/** The administrators' company filter. */
export function CompanyFilter({ value, onChange }: { value: string | null; onChange: (id: string | null) => void }) {
  const { t } = useTranslation('charging-sessions');
  const named = useCompanyName(value);
  return (
    <CompanyPicker
      label={t('filters.company')}
      placeholder={t('filters.companyPlaceholder')}
      value={value}
      selected={value ? { value, label: named.data?.name ?? '…' } : null}
      onChange={(o) => onChange(o?.value ?? null)}
      withinPortal
      w={220}
    />
  );
}
