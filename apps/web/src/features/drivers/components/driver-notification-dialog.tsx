import { Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { ZDriverNotificationInput, type DriverNotificationInput } from '@fleetwatt/shared';
import { ItemDialog } from '../../../components/ui/item-dialog.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { applyApiErrors, zodFormResolver } from '../../../lib/zod-form.ts';
import { useSendDriverNotification } from '../api/send-driver-notification.ts';
import { useDriverDetailsTranslation } from './use-driver-details-translation.ts';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';

export interface NotificationTarget {
  id: string;
  name: string;
}

/** Send a notification to the driver's mobile app: a title and a message. */
export function DriverNotificationDialog({ driver, onClose }: { driver: NotificationTarget | null; onClose: () => void }) {
  const { t } = useDriverDetailsTranslation();
  return (
    <ItemDialog item={driver} onClose={onClose} title={t('notification.title')}>
      {(driver) => <NotificationForm driver={driver} onDone={onClose} />}
    </ItemDialog>
  );
}

function NotificationForm({ driver, onDone }: { driver: NotificationTarget; onDone: () => void }) {
  const { t } = useDriverDetailsTranslation();
  const send = useSendDriverNotification();
  const form = useForm<DriverNotificationInput>({
    resolver: zodFormResolver(ZDriverNotificationInput, {
      label: (path) => (path[0] === 'title' ? t('notification.fieldTitle') : t('notification.fieldMessage')),
    }),
    defaultValues: { title: '', message: '' },
  });

  const submit = form.handleSubmit(async (body) => {
    try {
      await send.mutateAsync({ id: driver.id, body });
      notifySuccess(t('notification.success'));
      onDone();
    } catch (error) {
      applyApiErrors(error, form, { fields: ['title', 'message'], title: t('notification.failed') });
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('notification.intro', { name: driver.name })}</Text>
        <TextInput
          label={t('notification.fieldTitle')}
          withAsterisk
          error={form.formState.errors.title?.message}
          {...form.register('title')}
        />
        <Textarea
          label={t('notification.fieldMessage')}
          withAsterisk
          rows={5}
          error={form.formState.errors.message?.message}
          {...form.register('message')}
        />
        <DialogActions onCancel={onDone} cancelLabel={t('actions.cancel')} submitLabel={t('notification.submit')} submitting={send.isPending} />
      </Stack>
    </form>
  );
}
