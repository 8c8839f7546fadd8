import { useTranslation } from 'react-i18next';
import { useCompanyOptions } from '../api/search-company-options.ts';
import { useCompanyName } from '../api/get-company-name.ts';
import { useDriverName } from '../api/get-driver-name.ts';
import { useDriverOptions } from '../api/search-driver-options.ts';
import { SearchableSelect, type Option } from './searchable-select.tsx';

function useDriverChoices(term: string) {
  const q = useDriverOptions(term);
  return { data: q.data?.map((d) => ({ id: d.id, name: d.name, note: [d.email, d.companyName].filter(Boolean).join(' · ') })), isFetching: q.isFetching };
}

function useCompanyChoices(term: string) {
  const q = useCompanyOptions(term);
  return { data: q.data, isFetching: q.isFetching };
}

/** The driver filter: the driver of `?driverId=` (named once it loads) or one picked by name. */
export function DriverFilter({ value, onChange }: { value: string | null; onChange: (id: string | null) => void }) {
  const { t } = useTranslation('charging-sessions');
  const named = useDriverName(value);
  const selected: Option | null = value ? { id: value, name: named.data?.name ?? '…' } : null;
  return (
    <SearchableSelect
      label={t('filters.driver')}
      placeholder={t('filters.driverPlaceholder')}
      value={value}
      selected={selected}
      onChange={(o) => onChange(o?.id ?? null)}
      useOptions={useDriverChoices}
      w={220}
    />
  );
}

/** The administrators' company filter. */
export function CompanyFilter({ value, onChange }: { value: string | null; onChange: (id: string | null) => void }) {
  const { t } = useTranslation('charging-sessions');
  const named = useCompanyName(value);
  return (
    <SearchableSelect
      label={t('filters.company')}
      placeholder={t('filters.companyPlaceholder')}
      value={value}
      selected={value ? { id: value, name: named.data?.name ?? '…' } : null}
      onChange={(o) => onChange(o?.id ?? null)}
      useOptions={useCompanyChoices}
      w={220}
    />
  );
}

/** The form's driver picker (any driver the administrator may see). */
export function DriverPicker(props: { value: string | null; selected: Option | null; onChange: (o: Option | null) => void; error?: string }) {
  const { t } = useTranslation('charging-sessions');
  return (
    <SearchableSelect
      label={t('form.driver')}
      placeholder={t('form.driverPlaceholder')}
      required
      withinPortal={false}
      useOptions={useDriverPickerChoices}
      {...props}
    />
  );
}

function useDriverPickerChoices(term: string) {
  const q = useDriverOptions(term);
  return {
    data: q.data?.map((d) => ({ id: d.id, name: d.name, note: [d.email, d.companyName].filter(Boolean).join(' · '), companyId: d.companyId })),
    isFetching: q.isFetching,
  };
}
