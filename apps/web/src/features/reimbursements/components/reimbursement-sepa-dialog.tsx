import { useMemo } from 'react';
import { Button, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { utcDay, ibanMessage, ibanProblem, normalizeIban, reimbursementMessage, type ReimbursementDetail } from '@fleetwatt/shared';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useDownloadKeptSepaFile } from '../api/download-kept-sepa-file.ts';
import { useDownloadSepaFile } from '../api/download-sepa-file.ts';
import { useSepaFiles } from '../api/get-sepa-files.ts';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';

interface SepaForm {
  debtorIban: string;
  executionDate: string;
}

/** Downloads the pain.001 file for the released items, paid from the company's account. */
export function ReimbursementSepaDialog({ reimbursement, opened, onClose }: { reimbursement: ReimbursementDetail; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('reimbursements');
  return (
    <AppModal opened={opened} onClose={onClose} title={t('sepa.title')}>
      {opened && (
        <Stack gap="lg">
          <SepaForm reimbursement={reimbursement} onClose={onClose} />
          <KeptFiles reimbursement={reimbursement} />
        </Stack>
      )}
    </AppModal>
  );
}

function SepaForm({ reimbursement, onClose }: { reimbursement: ReimbursementDetail; onClose: () => void }) {
  const { t } = useTranslation('reimbursements');
  const { lang } = useFormat();
  const download = useDownloadSepaFile();
  // The same IBAN check as the server's, in the same words.
  // Banks carry out transfers from today on: the server refuses an earlier date in the same words.
  const today = utcDay(new Date());
  const schema = useMemo(
    () =>
      z.object({
        debtorIban: z.string().superRefine((value, ctx) => {
          const problem = ibanProblem(value);
          if (problem) ctx.addIssue({ code: 'custom', message: ibanMessage(problem, lang) });
        }),
        executionDate: z.iso.date().refine((d) => d >= today, { message: reimbursementMessage('executionDatePast', lang, { today }) }),
      }),
    [lang, today],
  );
  const form = useForm<SepaForm>({
    resolver: zodResolver(schema),
    defaultValues: { debtorIban: '', executionDate: today },
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
        <TextInput
          type="date"
          label={t('sepa.executionDate')}
          description={t('sepa.executionDateHint')}
          min={today}
          {...form.register('executionDate')}
          error={form.formState.errors.executionDate?.message}
        />
        <DialogActions onCancel={onClose} cancelLabel={t('actions.cancel')} submitLabel={t('sepa.submit')} submitting={form.formState.isSubmitting} />
      </Stack>
    </form>
  );
}

/** The files made before, each kept as it was handed out, to download again. */
function KeptFiles({ reimbursement }: { reimbursement: ReimbursementDetail }) {
  const { t } = useTranslation('reimbursements');
  const format = useFormat();
  const files = useSepaFiles(reimbursement.id);
  const download = useDownloadKeptSepaFile();
  if (!files.data?.length) return null;
  return (
    <Stack gap="xs">
      <Title order={5}>{t('sepa.kept.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('sepa.kept.text')}
      </Text>
      <Table.ScrollContainer minWidth={520}>
        <Table striped aria-label={t('sepa.kept.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('sepa.kept.created')}</Table.Th>
              <Table.Th>{t('sepa.kept.messageId')}</Table.Th>
              <Table.Th>{t('sepa.kept.account')}</Table.Th>
              <Table.Th>{t('sepa.executionDate')}</Table.Th>
              <Table.Th ta="right">{t('sepa.kept.total')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {files.data.map((f) => (
              <Table.Tr key={f.id}>
                <Table.Td>{format.dateTime(f.createdAt)}</Table.Td>
                <Table.Td ff="monospace" fz="xs">
                  {f.messageId}
                </Table.Td>
                <Table.Td ff="monospace" fz="xs">
                  {f.debtorIban}
                </Table.Td>
                <Table.Td>{format.date(f.executionDate)}</Table.Td>
                <Table.Td ta="right">{t('sepa.kept.transfers', { count: f.transferCount, total: format.money(f.totalMinor, reimbursement.currency) })}</Table.Td>
                <Table.Td>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    aria-label={t('sepa.kept.download', { id: f.messageId })}
                    onClick={() =>
                      download.mutateAsync({ reimbursementId: reimbursement.id, fileId: f.id }).catch((error: unknown) => notifyError(error, t('sepa.failed')))
                    }
                  >
                    {t('sepa.kept.downloadShort')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
