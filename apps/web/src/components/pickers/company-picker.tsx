import { useTranslation } from 'react-i18next';
import type { CompanyListItem } from '@fleetwatt/shared';
import { useCompanyLookup } from '../../lib/lookups/company-lookup.ts';
import { RemoteSelect, type RemoteOption, type RemoteSelectProps } from '../ui/remote-select.tsx';

export type CompanyOption = RemoteOption<CompanyListItem>;

export interface CompanyPickerProps extends Omit<RemoteSelectProps<CompanyListItem>, 'useOptions' | 'label'> {
  label?: string;
  /** Only companies this accepts are offered (e.g. PRO companies as parents). */
  accept?: (company: CompanyListItem) => boolean;
}

/** A company searched by name (administrators): the one company picker and filter of the app. */
export function CompanyPicker({ label, placeholder, accept, ...props }: CompanyPickerProps) {
  const { t } = useTranslation('ui');
  const useOptions = (term: string) => {
    const found = useCompanyLookup(term);
    return {
      data: found.data?.filter((c) => !accept || accept(c)).map((c): CompanyOption => ({ value: c.id, label: c.name, item: c })),
      isFetching: found.isFetching,
    };
  };
  return <RemoteSelect {...props} label={label ?? t('pickers.company')} placeholder={placeholder ?? t('pickers.companyPlaceholder')} useOptions={useOptions} />;
}
