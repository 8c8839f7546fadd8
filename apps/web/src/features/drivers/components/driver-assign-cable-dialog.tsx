import { useMemo, useState } from 'react';
import { Alert, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { USER_MESSAGES, zAssignCableToDriverForm, type CableListItem, type CableRef, type CompanyRef, type Language } from '@fleetwatt/shared';
import { ItemDialog } from '../../../components/ui/item-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { CablePicker } from '../../../components/pickers/cable-picker.tsx';
import { useAssignDriverCable } from '../api/assign-driver-cable.ts';
import { useDriverDetailsTranslation } from './use-driver-details-translation.ts';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';

export interface CableAssignTarget {
  id: string;
  name: string;
  company: CompanyRef | null;
  cable: CableRef | null;
}

/** Under each cable: the driver's own one, whom else it is assigned to, and whether it is inactive. */
function cableNote(cable: CableListItem, driverId: string, t: TFunction<'drivers'>): string {
  const owner =
    cable.userId === driverId
      ? t('cablePicker.current')
      : cable.userId
        ? cable.userName
          ? t('cablePicker.assignedTo', { name: cable.userName })
          : t('cablePicker.assignedToOther')
        : null;
  return [owner, cable.status === 'INACTIVE' ? t('cablePicker.inactive') : null].filter(Boolean).join(' · ');
}

/**
 * The cable field: 'Please select a cable.' when none is picked, and 'The selected cable is already
 * assigned to the driver.' when it is the driver's own cable (spec section 5).
 */
function zCableForm(current: CableRef | null, lang: Language) {
  return z.object({
    cableId: zAssignCableToDriverForm(lang).shape.cableId.refine((id) => !current || id !== current.id, {
      message: USER_MESSAGES[lang].cableAlreadyAssigned,
    }),
  });
}

/** Assign a cable to the driver, picked from the scope's cables by its hardware identifier. */
export function DriverAssignCableDialog({ driver, onClose }: { driver: CableAssignTarget | null; onClose: () => void }) {
  const { t } = useDriverDetailsTranslation();
  return (
    <ItemDialog item={driver} onClose={onClose} title={t('assignCable.title')}>
      {(driver) => <AssignCableForm driver={driver} onDone={onClose} />}
    </ItemDialog>
  );
}

function AssignCableForm({ driver, onDone }: { driver: CableAssignTarget; onDone: () => void }) {
  const { t } = useDriverDetailsTranslation();
  const { lang } = useFormat();
  const assign = useAssignDriverCable();
  const [cable, setCable] = useState<CableListItem | null>(null);
  const schema = useMemo(() => zCableForm(driver.cable, lang), [driver.cable, lang]);
  const form = useForm<{ cableId: string }>({ resolver: zodResolver(schema), defaultValues: { cableId: '' } });
  // Another driver's cable may be picked: the server moves it, and the dialog says so first.
  const movesFrom = cable?.userId && cable.userId !== driver.id ? cable : null;

  const submit = form.handleSubmit(async ({ cableId }) => {
    try {
      await assign.mutateAsync({ id: driver.id, cableId });
      notifySuccess(t('assignCable.success', { hardwareId: cable?.hardwareId ?? '', name: driver.name }));
      onDone();
    } catch (error) {
      // A 409 is the server's word on this cable (already the driver's): it belongs on the field.
      if (error instanceof ApiError && error.status === 409) {
        form.setError('cableId', { type: 'server', message: error.message }, { shouldFocus: true });
      } else {
        notifyError(error, t('assignCable.failed'));
      }
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {driver.cable
            ? t('assignCable.current', { name: driver.name, hardwareId: driver.cable.hardwareId })
            : t('assignCable.none', { name: driver.name })}
        </Text>
        <Controller
          control={form.control}
          name="cableId"
          render={({ field, fieldState }) => (
            <CablePicker
              label={t('assignCable.cable')}
              description={t('assignCable.cableHint')}
              required
              placeholder={t('cablePicker.placeholder')}
              nothingFound={t('cablePicker.nothingFound')}
              companyId={driver.company?.id ?? null}
              describe={(cable) => cableNote(cable, driver.id, t)}
              value={field.value || null}
              onChange={(picked) => {
                setCable(picked?.item ?? null);
                field.onChange(picked?.value ?? '');
              }}
              error={fieldState.error?.message}
            />
          )}
        />
        {movesFrom && (
          <Alert color="yellow">
            {t('assignCable.moves', {
              hardwareId: movesFrom.hardwareId,
              other: movesFrom.userName ?? t('assignCable.otherDriver'),
              name: driver.name,
            })}
          </Alert>
        )}
        <DialogActions onCancel={onDone} cancelLabel={t('actions.cancel')} submitLabel={t('assignCable.submit')} submitting={form.formState.isSubmitting || assign.isPending} />
      </Stack>
    </form>
  );
}
