import { useEffect, useMemo } from 'react';
import { Alert, Checkbox, Group, Loader, NativeSelect, NumberInput, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { YEAR_MAX, YEAR_MIN, ZCreateReimbursement, type CreateReimbursement, type ReimbursementDetail } from '@fleetwatt/shared';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { CompanyPickerField } from '../../../components/pickers/company-picker-field.tsx';
import { monthNames } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { applyApiErrors } from '../../../lib/zod-form.ts';
import { useCreateReimbursement } from '../api/create-reimbursement.ts';
import { useReimbursementCandidates } from '../api/get-reimbursement-candidates.ts';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Receipts are bundled after their month has ended: last month is where a new reimbursement usually starts. */
function lastMonth(now = new Date()) {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
}

export interface ReimbursementCreateDialogProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (reimbursement: ReimbursementDetail) => void;
  /** The company to start with (the selected one). */
  companyId?: string | null;
}

/** Create reimbursement and selection (spec section 2): one company's SUBMITTED receipts of one period. */
export function ReimbursementCreateDialog({ opened, onClose, onCreated, companyId }: ReimbursementCreateDialogProps) {
  const { t } = useTranslation('reimbursements');
  return (
    <AppModal opened={opened} onClose={onClose} title={t('create.title')} size="xl">
      {opened && <CreateForm onClose={onClose} onCreated={onCreated} companyId={companyId ?? null} />}
    </AppModal>
  );
}

function CreateForm({ onClose, onCreated, companyId }: { onClose: () => void; onCreated: (r: ReimbursementDetail) => void; companyId: string | null }) {
  const { t } = useTranslation('reimbursements');
  const format = useFormat();
  const create = useCreateReimbursement();
  // The shared contract, with the dialog's own sentences for what a person forgets.
  const schema = useMemo(
    () =>
      ZCreateReimbursement.extend({
        companyId: z.string().refine((v) => UUID.test(v), t('create.selectCompany')),
        receiptIds: z.array(z.string()).refine((v) => v.length > 0, t('create.selectReceipts')),
      }),
    [t],
  );
  const start = lastMonth();
  const form = useForm<z.input<typeof schema>, unknown, CreateReimbursement>({
    resolver: zodResolver(schema) as never,
    defaultValues: { companyId: companyId ?? '', year: start.year, month: start.month, receiptIds: [] },
  });
  const [company, year, month] = useWatch({ control: form.control, name: ['companyId', 'year', 'month'] });
  const validPeriod = Number(year) >= YEAR_MIN && Number(year) <= YEAR_MAX;
  const candidates = useReimbursementCandidates(company && validPeriod ? company : null, Number(year), Number(month));
  const rows = candidates.data ?? [];

  // Another company or period: the choice starts over with every receipt selected.
  useEffect(() => {
    form.setValue('receiptIds', rows.map((c) => c.receiptId));
  }, [candidates.data]); // eslint-disable-line react-hooks/exhaustive-deps

  const chosen = useWatch({ control: form.control, name: 'receiptIds' }) ?? [];
  // "Select at least one" goes as soon as one is selected, however it was (a box, select all, a new period).
  const noneChosen = chosen.length === 0;
  useEffect(() => {
    if (!noneChosen) form.clearErrors('receiptIds');
  }, [noneChosen, form]);
  const total = rows.filter((c) => chosen.includes(c.receiptId)).reduce((s, c) => s + c.expenseMinor, 0);
  const currency = rows[0]?.currency ?? 'EUR';

  const submit = form.handleSubmit(async (values) => {
    try {
      const created = await create.mutateAsync(values);
      notifySuccess(t('create.created', { number: created.number }));
      onCreated(created);
    } catch (error) {
      applyApiErrors(error, form, { title: t('create.failed') });
    }
  });

  const months = monthNames(format.lang);
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <CompanyPickerField
          control={form.control}
          name="companyId"
          label={t('create.company')}
          placeholder={t('create.companyPlaceholder')}
          nothingFound={t('create.nothingFound')}
          required
        />
        <Group gap="sm" align="flex-end">
          <Controller
            control={form.control}
            name="month"
            render={({ field }) => (
              <NativeSelect
                label={t('create.month')}
                value={String(field.value)}
                onChange={(e) => field.onChange(Number(e.currentTarget.value))}
                data={months.map((name, i) => ({ value: String(i + 1), label: name }))}
                w={180}
              />
            )}
          />
          <Controller
            control={form.control}
            name="year"
            render={({ field, fieldState }) => (
              <NumberInput
                label={t('create.year')}
                value={field.value as number}
                onChange={(v) => field.onChange(Number(v))}
                min={YEAR_MIN}
                max={YEAR_MAX}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="none"
                error={fieldState.error?.message}
                w={120}
              />
            )}
          />
        </Group>
        <Stack gap={6}>
          <Text fw={600} size="sm">
            {t('create.receipts')}
          </Text>
          {!company ? (
            <Text size="sm" c="dimmed">
              {t('create.pickCompany')}
            </Text>
          ) : candidates.isFetching && !candidates.data ? (
            <Loader size="sm" />
          ) : rows.length === 0 ? (
            <Alert color="gray" variant="light">
              {t('create.none')}
            </Alert>
          ) : (
            <Controller
              control={form.control}
              name="receiptIds"
              render={({ field }) => {
                const selected = new Set(field.value);
                const all = rows.every((c) => selected.has(c.receiptId));
                return (
                  <Stack gap={4}>
                    <ScrollArea.Autosize mah={320}>
                      <Table striped highlightOnHover aria-label={t('create.receipts')}>
                        <Table.Thead>
                          <Table.Tr>
                            <Table.Th w={40}>
                              <Checkbox
                                aria-label={t('create.selectAll')}
                                checked={all}
                                indeterminate={!all && selected.size > 0}
                                onChange={() => field.onChange(all ? [] : rows.map((c) => c.receiptId))}
                              />
                            </Table.Th>
                            <Table.Th>{t('columns.driver')}</Table.Th>
                            <Table.Th>{t('columns.receiptNumber')}</Table.Th>
                            <Table.Th ta="right">{t('columns.expense')}</Table.Th>
                          </Table.Tr>
                        </Table.Thead>
                        <Table.Tbody>
                          {rows.map((c) => (
                            <Table.Tr key={c.receiptId}>
                              <Table.Td>
                                <Checkbox
                                  aria-label={`${c.userName} · ${c.receiptNumber}`}
                                  checked={selected.has(c.receiptId)}
                                  onChange={(e) =>
                                    field.onChange(e.currentTarget.checked ? [...field.value, c.receiptId] : field.value.filter((id) => id !== c.receiptId))
                                  }
                                />
                              </Table.Td>
                              <Table.Td>{c.userName}</Table.Td>
                              <Table.Td>{c.receiptNumber}</Table.Td>
                              <Table.Td ta="right">{format.money(c.expenseMinor, c.currency)}</Table.Td>
                            </Table.Tr>
                          ))}
                        </Table.Tbody>
                      </Table>
                    </ScrollArea.Autosize>
                    <Text size="sm" c="dimmed">
                      {t('create.selected', { count: selected.size, total: format.money(total, currency) })}
                    </Text>
                  </Stack>
                );
              }}
            />
          )}
          {form.formState.errors.receiptIds && noneChosen && (
            <Text size="sm" c="red" role="alert">
              {form.formState.errors.receiptIds.message}
            </Text>
          )}
        </Stack>
        <DialogActions onCancel={onClose} cancelLabel={t('actions.cancel')} submitLabel={t('create.submit')} submitting={form.formState.isSubmitting} />
      </Stack>
    </form>
  );
}
