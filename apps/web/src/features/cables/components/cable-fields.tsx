import { Checkbox, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CABLE_STATUSES, type CableStatus } from '@fleetwatt/shared';

export interface CableFieldValues {
  status: CableStatus;
  firmwareVersion?: string | null;
  pincodeResetRequired: boolean;
  pincodeMasterOverride: boolean;
}

/**
 * Status, firmware and the pincode flags: the fields the register and edit dialogs share. Their
 * forms hold more fields; these four are named the same in both.
 */
export function CableFields({ form }: { form: UseFormReturn<CableFieldValues> }) {
  const { t } = useTranslation('cables');
  const { control: c, register: r } = form;
  const e = form.formState.errors;
  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Text size="sm" fw={500} id="cable-status-label">
          {t('form.status')}
        </Text>
        <Controller
          control={c}
          name="status"
          render={({ field }) => (
            <SegmentedControl
              aria-labelledby="cable-status-label"
              data={CABLE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
              value={field.value}
              onChange={(v) => field.onChange(v as CableStatus)}
            />
          )}
        />
      </Stack>
      <TextInput label={t('form.firmwareVersion')} placeholder="3.1.0" {...r('firmwareVersion')} error={e.firmwareVersion?.message} />
      <Checkbox label={t('pincode.resetRequired')} {...r('pincodeResetRequired')} />
      <Checkbox label={t('pincode.masterOverride')} {...r('pincodeMasterOverride')} />
    </Stack>
  );
}
