import { NumberInput, Stack, Text } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZMileagePlanInput, type MileagePlanInput } from '@fleetwatt/shared';
import { ItemDialog } from '../../../components/ui/item-dialog.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { applyApiErrors, zodFormResolver } from '../../../lib/zod-form.ts';
import { useUpdateMileagePlan } from '../api/update-mileage-plan.ts';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';

export interface MileagePlanTarget {
  id: string;
  name: string;
  plannedYearlyKm: number | null;
}

export interface MileagePlanEditDialogProps {
  driver: MileagePlanTarget | null;
  onClose: () => void;
}

/** The spec's mileage plan modal: a yearly km target for one driver; empty removes it. */
export function MileagePlanEditDialog({ driver, onClose }: MileagePlanEditDialogProps) {
  const { t } = useTranslation('mileage');
  return (
    <ItemDialog item={driver} onClose={onClose} title={t('plan.title')}>
      {(driver) => <PlanForm driver={driver} onDone={onClose} />}
    </ItemDialog>
  );
}

function PlanForm({ driver, onDone }: { driver: MileagePlanTarget; onDone: () => void }) {
  const { t } = useTranslation('mileage');
  const save = useUpdateMileagePlan();
  const form = useForm<MileagePlanInput>({
    resolver: zodFormResolver(ZMileagePlanInput, { label: () => t('plan.field') }),
    defaultValues: { plannedYearlyKm: driver.plannedYearlyKm },
  });

  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ driverId: driver.id, body });
      notifySuccess(body.plannedYearlyKm === null ? t('plan.removed', { name: driver.name }) : t('plan.saved', { name: driver.name }));
      onDone();
    } catch (error) {
      // Spec section 8: 'error updating mileage plan'.
      applyApiErrors(error, form, { fields: ['plannedYearlyKm'], title: t('plan.failed') });
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('plan.intro', { name: driver.name })}</Text>
        <Controller
          control={form.control}
          name="plannedYearlyKm"
          render={({ field, fieldState }) => (
            <NumberInput
              label={t('plan.field')}
              description={t('plan.hint')}
              suffix=" km"
              thousandSeparator
              allowDecimal={false}
              allowNegative
              value={field.value ?? ''}
              onChange={(v) => field.onChange(v === '' ? null : Number(v))}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              data-autofocus
            />
          )}
        />
        <DialogActions onCancel={onDone} cancelLabel={t('actions.cancel')} submitLabel={t('plan.submit')} submitting={save.isPending} />
      </Stack>
    </form>
  );
}
