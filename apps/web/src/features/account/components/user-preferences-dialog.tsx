import { Alert, Select, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LANGUAGES, type Language } from '@fleetwatt/shared';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { changeLanguage, currentLanguage } from '../../../lib/i18n.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useUpdatePreferences } from '../api/update-preferences.ts';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';

// The select can be emptied; an empty language is the one way this form is invalid.
const ZPreferencesForm = z.object({ language: z.union([z.enum(LANGUAGES), z.null()]).pipe(z.enum(LANGUAGES)) });

/** The user preferences dialog of the sidebar's profile entry: the dashboard language. */
export function UserPreferencesDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AppModal opened={opened} onClose={onClose} title={t('preferences.title')}>
      {opened && <PreferencesForm onDone={onClose} />}
    </AppModal>
  );
}

function PreferencesForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdatePreferences();
  const form = useForm({
    resolver: zodResolver(ZPreferencesForm),
    defaultValues: { language: currentLanguage() as Language | null },
  });
  const invalid = Object.keys(form.formState.errors).length > 0;

  const submit = form.handleSubmit(async ({ language }) => {
    try {
      await update.mutateAsync({ language });
      // The confirmation speaks the language just chosen, not the one the form rendered in.
      const inNewLanguage = await changeLanguage(language);
      notifySuccess(inNewLanguage('preferences.saved'));
      onDone();
    } catch (err) {
      notifyError(err);
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        {invalid && (
          <Alert color="red" variant="light" role="alert">
            {t('preferences.requiredFields')}
          </Alert>
        )}
        <Controller
          control={form.control}
          name="language"
          render={({ field, fieldState }) => (
            <Select
              label={t('preferences.language')}
              data={LANGUAGES.map((lng) => ({ value: lng, label: t(`languages.${lng}`) }))}
              value={field.value}
              onChange={(value) => field.onChange(value as Language | null)}
              onBlur={field.onBlur}
              error={fieldState.error ? t('preferences.languageRequired') : undefined}
              clearable
              withAsterisk
              allowDeselect={false}
              comboboxProps={{ withinPortal: false }}
            />
          )}
        />
        <DialogActions onCancel={onDone} cancelLabel={t('actions.cancel')} submitLabel={t('actions.save')} submitting={update.isPending} />
      </Stack>
    </form>
  );
}
