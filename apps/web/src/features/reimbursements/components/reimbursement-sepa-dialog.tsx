import { useMemo } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ibanMessage, ibanProblem, normalizeIban, type ReimbursementDetail } from '@fleetwatt/shared';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useDownloadSepaFile } from '../api/download-sepa-file.ts';

interface SepaForm {
  debtorIban: string;
  executionDate: string;
}

/** Downloads the pain.001 file for the released items, paid from the company's account. */
export function ReimbursementSepaDialog({ reimbursement, opened, onClose }: { reimbursement: ReimbursementDetail; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('reimbursements');
  return (
    <AppModal opened={opened} onClose={onClose} title={t('sepa.title')}>
      {opened && <SepaForm reimbursement={reimbursement} onClose={onClose} />}
    </AppModal>
  );
}

function SepaForm({ reimbursement, onClose }: { reimbursement: ReimbursementDetail; onClose: () => void }) {
  const { t } = useTranslation('reimbursements');
  const { lang } = useFormat();
  const download = useDownloadSepaFile();
  // The same IBAN check as the server's, in the same words.
  const schema = useMemo(
    () =>
      z.object({
        debtorIban: z.string().superRefine((value, ctx) => {
          const problem = ibanProblem(value);
          if (problem) ctx.addIssue({ code: 'custom', message: ibanMessage(problem, lang) });
        }),
        executionDate: z.iso.date(),
      }),
    [lang],
  );
  const form = useForm<SepaForm>({
    resolver: zodResolver(schema),
    defaultValues: { debtorIban: '', executionDate: new Date().toISOString().slice(0, 10) },
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      const file = await download.mutateAsync({ reimbursementId: reimbursement.id, debtorIban: normalizeIban(values.debtorIban), executionDate: values.executionDate });
      notifySuccess(t('sepa.done', { file }));
      onClose();
    } catch (error) {
      notifyError(error, t('sepa.failed'));
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('sepa.text')}</Text>
        <TextInput
          label={t('sepa.debtorIban')}
          description={t('sepa.debtorIbanHint')}
          withAsterisk
          {...form.register('debtorIban')}
          error={form.formState.errors.debtorIban?.message}
        />
        <TextInput type="date" label={t('sepa.executionDate')} {...form.register('executionDate')} error={form.formState.errors.executionDate?.message} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('sepa.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
