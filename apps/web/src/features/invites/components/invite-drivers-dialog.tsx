import { useMemo } from 'react';
import { Select, Stack, Text } from '@mantine/core';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { COMPANY_LANGUAGES, ZCreateInvites, type CompanyLanguage, type CreateInvitesResult } from '@fleetwatt/shared';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { getChildCompanyId } from '../../../lib/api-client.ts';
import { uiLanguage } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { applyApiErrors, zodFormResolver } from '../../../lib/zod-form.ts';
import { useCreateInvites } from '../api/create-invites.ts';
import { CompanyPicker } from '../../../components/pickers/company-picker.tsx';
import { InviteEmailsInput } from './invite-emails-input.tsx';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';

export interface InviteDriversDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Administrators without a selected company choose the company in the dialog. */
  isAdministrator?: boolean;
  /** The language preselected for the invitation (the company's); the dashboard's when not given. */
  defaultLanguage?: CompanyLanguage;
}

/** The invite driver dialog (spec sections 2 and 5): addresses as chips, the mail's language, send. */
export function InviteDriversDialog({ opened, onClose, isAdministrator = false, defaultLanguage }: InviteDriversDialogProps) {
  const { t } = useTranslation('invites');
  return (
    <AppModal opened={opened} onClose={onClose} title={t('dialog.title')} size="lg">
      {opened && <InviteForm onDone={onClose} isAdministrator={isAdministrator} defaultLanguage={defaultLanguage} />}
    </AppModal>
  );
}

interface FormValues {
  emails: string[];
  language: CompanyLanguage;
  companyId?: string;
}

function InviteForm({ onDone, isAdministrator, defaultLanguage }: { onDone: () => void; isAdministrator: boolean; defaultLanguage?: CompanyLanguage }) {
  const { t } = useTranslation('invites');
  const create = useCreateInvites();
  // Read when the dialog opens: the company selected in the header is where invites go.
  const needsCompany = useMemo(() => isAdministrator && !getChildCompanyId(), [isAdministrator]);
  const schema = useMemo(
    () => (needsCompany ? ZCreateInvites.extend({ companyId: z.uuid() }) : ZCreateInvites.omit({ companyId: true })),
    [needsCompany],
  );
  const labels: Record<string, string> = { emails: t('dialog.emails'), language: t('dialog.language'), companyId: t('dialog.company') };
  const form = useForm<FormValues>({
    resolver: zodFormResolver(schema as z.ZodType<FormValues, FormValues>, { label: (path) => labels[String(path[0])] }),
    defaultValues: { emails: [], language: defaultLanguage ?? (uiLanguage() === 'de' ? 'GERMAN' : 'ENGLISH') },
  });

  const emailsError = form.formState.errors.emails as (FieldError & Record<string, unknown>) | undefined;
  const someInvalid = !!emailsError && Object.keys(emailsError).some((k) => /^\d+$/.test(k));
  const emailsMessage = someInvalid ? t('dialog.review') : emailsError?.message;

  const announce = (result: CreateInvitesResult) => {
    const sent = result.created.length;
    const skipped = result.skipped.map((s) => `${s.email} (${t(`skipReasons.${s.reason}`)})`).join(', ');
    notifySuccess(
      <Stack gap={4}>
        <Text size="sm">{sent ? t('dialog.sent', { count: sent }) : t('dialog.noneSent')}</Text>
        {skipped && <Text size="sm">{t('dialog.skipped', { list: skipped })}</Text>}
      </Stack>,
    );
    const undelivered = result.created.filter((c) => !c.emailSent).map((c) => c.email);
    if (undelivered.length) notifyError(t('dialog.notDelivered', { list: undelivered.join(', ') }));
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await create.mutateAsync({
        emails: values.emails,
        language: values.language,
        ...(needsCompany && values.companyId ? { companyId: values.companyId } : {}),
      });
      announce(result);
      onDone();
    } catch (err) {
      applyApiErrors(err, form, { fields: ['emails', 'language', 'companyId'], title: t('dialog.failed') });
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        {needsCompany && (
          <Controller
            control={form.control}
            name="companyId"
            render={({ field, fieldState }) => (
              <CompanyPicker
                label={t('dialog.company')}
                placeholder={t('dialog.companyPlaceholder')}
                required
                clearable={false}
                value={field.value ?? null}
                onChange={(o) => field.onChange(o?.value)}
                error={fieldState.error?.message}
              />
            )}
          />
        )}
        <Controller
          control={form.control}
          name="emails"
          render={({ field }) => (
            <InviteEmailsInput
              label={t('dialog.emails')}
              description={t('dialog.emailsDescription')}
              placeholder={t('dialog.emailsPlaceholder')}
              value={field.value}
              onChange={(next) => {
                field.onChange(next);
                // Once the list was checked, it is checked again as it changes.
                if (form.formState.isSubmitted) void form.trigger('emails');
              }}
              onBlur={field.onBlur}
              error={emailsMessage}
              invalidText={t('dialog.invalidEmail')}
              removeLabel={(email) => t('dialog.remove', { email })}
            />
          )}
        />
        <Controller
          control={form.control}
          name="language"
          render={({ field, fieldState }) => (
            <Select
              label={t('dialog.language')}
              data={COMPANY_LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
              value={field.value}
              onChange={(v) => v && field.onChange(v as CompanyLanguage)}
              allowDeselect={false}
              error={fieldState.error?.message}
              comboboxProps={{ withinPortal: false }}
            />
          )}
        />
        <DialogActions onCancel={onDone} cancelLabel={t('common:actions.cancel')} submitLabel={t('dialog.send')} submitting={create.isPending} />
      </Stack>
    </form>
  );
}
