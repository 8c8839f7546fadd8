import { useTranslation } from 'react-i18next';
import { RemoteSelect, type RemoteOption } from '../../../components/ui/remote-select.tsx';
import { useCompanyOptions } from '../api/search-companies.ts';

export interface CableCompanyPickerProps {
  value: string | null;
  onChange: (company: RemoteOption | null) => void;
  initial?: RemoteOption | null;
  error?: string;
  label?: string;
}

/** The company a cable belongs to, searched by name (administrators). */
export function CableCompanyPicker({ label, ...props }: CableCompanyPickerProps) {
  const { t } = useTranslation('cables');
  return (
    <RemoteSelect
      {...props}
      label={label ?? t('form.company')}
      placeholder={t('form.companyPlaceholder')}
      required
      useOptions={useCompanyOptions}
      nothingFound={t('form.noCompanies')}
      loading={t('assignDriver.loading')}
    />
  );
}
