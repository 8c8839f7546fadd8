import { useTranslation } from 'react-i18next';
import type { UserSimpleItem } from '@fleetwatt/shared';
import { useDriverLookup } from '../../lib/lookups/driver-lookup.ts';
import { RemoteSelect, type RemoteOption, type RemoteSelectProps } from '../ui/remote-select.tsx';

export type DriverOption = RemoteOption<UserSimpleItem>;

export interface DriverPickerProps extends Omit<RemoteSelectProps<UserSimpleItem>, 'useOptions' | 'label'> {
  label?: string;
  /** Only this company's drivers; all the scope's drivers when absent. */
  companyId?: string | null;
  /** The line under a driver's name; e-mail and company when absent. */
  describe?: (driver: UserSimpleItem) => string | undefined;
}

/** The line under a driver's name: e-mail and company. */
const driverNote = (d: UserSimpleItem) => [d.email, d.companyName].filter(Boolean).join(' · ');

/** A driver searched by name or e-mail: the one driver picker and filter of the app. */
export function DriverPicker({ label, placeholder, companyId, describe = driverNote, ...props }: DriverPickerProps) {
  const { t } = useTranslation('ui');
  const useOptions = (term: string) => {
    const found = useDriverLookup({ name: term, companyId });
    return {
      data: found.data?.map((d): DriverOption => ({ value: d.id, label: d.name, note: describe(d), item: d })),
      isFetching: found.isFetching,
    };
  };
  return <RemoteSelect {...props} label={label ?? t('pickers.driver')} placeholder={placeholder ?? t('pickers.driverPlaceholder')} useOptions={useOptions} />;
}
