import { useTranslation } from 'react-i18next';
import type { CableListItem } from '@fleetwatt/shared';
import { useCableLookup } from '../../lib/lookups/cable-lookup.ts';
import { RemoteSelect, type RemoteOption, type RemoteSelectProps } from '../ui/remote-select.tsx';

export type CableOption = RemoteOption<CableListItem>;

export interface CablePickerProps extends Omit<RemoteSelectProps<CableListItem>, 'useOptions' | 'label'> {
  label?: string;
  /** Only this company's cables; all the scope's cables when absent. */
  companyId?: string | null;
  /** The line under a cable's identifier; whom it is assigned to when absent. */
  describe?: (cable: CableListItem) => string | undefined;
}

/** A cable searched by part of its hardware identifier, free ones first: the one cable picker of the app. */
export function CablePicker({ label, placeholder, companyId, describe, ...props }: CablePickerProps) {
  const { t } = useTranslation('ui');
  const note = describe ?? ((c: CableListItem) => c.userName ?? undefined);
  const useOptions = (term: string) => {
    const found = useCableLookup({ hardwareId: term, companyId });
    return {
      data: found.data?.map((c): CableOption => ({ value: c.id, label: c.hardwareId, note: note(c), item: c })),
      isFetching: found.isFetching,
    };
  };
  return <RemoteSelect {...props} label={label ?? t('pickers.cable')} placeholder={placeholder ?? t('pickers.cablePlaceholder')} useOptions={useOptions} />;
}
