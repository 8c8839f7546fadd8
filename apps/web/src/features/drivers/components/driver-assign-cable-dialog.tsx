import { useMemo } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { USER_MESSAGES, type CableRef, type Language } from '@fleetwatt/shared';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useAssignDriverCable } from '../api/assign-driver-cable.ts';
import { findCableByHardwareId } from '../api/find-cable.ts';

export interface CableAssignTarget {
  id: string;
  name: string;
  cable: CableRef | null;
}

const sameHardwareId = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The cable field: 'Please select a cable.' when empty, and 'The selected cable is already assigned
 * to the driver.' when it names the driver's own cable (spec section 5).
 */
function zCableForm(current: CableRef | null, lang: Language) {
  const m = USER_MESSAGES[lang];
  return z.object({
    hardwareId: z
      .string()
      .trim()
      .refine((v) => v.length > 0, { message: m.selectCable, abort: true })
      .refine((v) => !current || !sameHardwareId(v, current.hardwareId), { message: m.cableAlreadyAssigned }),
  });
}

/** Assign a cable to the driver, named by the hardware identifier printed on it. */
export function DriverAssignCableDialog({ driver, onClose }: { driver: CableAssignTarget | null; onClose: () => void }) {
  const { t } = useTranslation('drivers');
  return (
    <AppModal opened={!!driver} onClose={onClose} title={t('assignCable.title')}>
      {driver && <AssignCableForm key={driver.id} driver={driver} onDone={onClose} />}
    </AppModal>
  );
}

function AssignCableForm({ driver, onDone }: { driver: CableAssignTarget; onDone: () => void }) {
  const { t } = useTranslation('drivers');
  const { lang } = useFormat();
  const assign = useAssignDriverCable();
  const schema = useMemo(() => zCableForm(driver.cable, lang), [driver.cable, lang]);
  const form = useForm<{ hardwareId: string }>({ resolver: zodResolver(schema), defaultValues: { hardwareId: '' } });

  const submit = form.handleSubmit(async ({ hardwareId }) => {
    try {
      const cable = await findCableByHardwareId(hardwareId);
      if (!cable) {
        form.setError('hardwareId', { type: 'server', message: t('assignCable.notFound', { hardwareId }) }, { shouldFocus: true });
        return;
      }
      if (driver.cable && cable.id === driver.cable.id) {
        form.setError('hardwareId', { type: 'server', message: USER_MESSAGES[lang].cableAlreadyAssigned }, { shouldFocus: true });
        return;
      }
      await assign.mutateAsync({ id: driver.id, cableId: cable.id });
      notifySuccess(t('assignCable.success', { hardwareId: cable.hardwareId, name: driver.name }));
      onDone();
    } catch (error) {
      notifyError(error, t('assignCable.failed'));
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
        <TextInput
          label={t('assignCable.hardwareId')}
          description={t('assignCable.hardwareIdHint')}
          withAsterisk
          autoComplete="off"
          spellCheck={false}
          error={form.formState.errors.hardwareId?.message}
          {...form.register('hardwareId')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting || assign.isPending}>
            {t('assignCable.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
