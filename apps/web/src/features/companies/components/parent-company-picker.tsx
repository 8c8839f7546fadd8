import { useTranslation } from 'react-i18next';
import type { CompanyRef } from '@fleetwatt/shared';
import { CompanyPicker } from '../../../components/pickers/company-picker.tsx';

export interface ParentCompanyPickerProps {
  value: string | null;
  onChange: (id: string | null) => void;
  label: string;
  /** The parent as it is now, so its name shows before any search. */
  current?: CompanyRef | null;
  /** The company being edited: it cannot be its own parent. */
  excludeId?: string;
  error?: string;
  required?: boolean;
}

/** Searches the companies by name and offers the PRO ones as parents. */
export function ParentCompanyPicker({ onChange, current, excludeId, ...props }: ParentCompanyPickerProps) {
  const { t } = useTranslation('companies');
  return (
    <CompanyPicker
      {...props}
      placeholder={t('dialogs.assign.placeholder')}
      nothingFound={t('dialogs.assign.nothingFound')}
      selected={current ? { value: current.id, label: current.name } : null}
      accept={(c) => c.subscriptionType === 'PRO' && c.id !== excludeId}
      onChange={(o) => onChange(o?.value ?? null)}
    />
  );
}
