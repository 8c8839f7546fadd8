import { useTranslation } from 'react-i18next';
import { CompanyPicker, type CompanyOption } from '../../../components/pickers/company-picker.tsx';

export interface CableCompanyPickerProps {
  value: string | null;
  onChange: (company: CompanyOption | null) => void;
  /** The cable's company as it is now, so its name shows before any search. */
  selected?: CompanyOption | null;
  error?: string;
  label?: string;
}

/** The company a cable belongs to, searched by name (administrators). */
export function CableCompanyPicker({ label, ...props }: CableCompanyPickerProps) {
  const { t } = useTranslation('cables');
  return <CompanyPicker {...props} label={label ?? t('form.company')} placeholder={t('form.companyPlaceholder')} required nothingFound={t('form.noCompanies')} />;
}
