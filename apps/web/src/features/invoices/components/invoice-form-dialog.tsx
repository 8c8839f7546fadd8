import { useEffect, useMemo, useState } from 'react';
import { ActionIcon, Alert, Button, Divider, Group, NumberInput, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, useForm, useWatch, type Control, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  INVOICE_LINE_MAX,
  ZCreateInvoice,
  companyMessage,
  invoiceTotals,
  invoiceVat,
  vatRatePercent,
  type CreateInvoice,
  type CreateInvoiceInput,
  type Invoice,
  utcDay,
} from '@fleetwatt/shared';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { applyApiErrors, zodFormResolver } from '../../../lib/zod-form.ts';
import { useCreateInvoice } from '../api/create-invoice.ts';
import { useInvoiceDefaults } from '../api/get-invoice-defaults.ts';
import { useUpdateInvoice } from '../api/update-invoice.ts';
import { type CompanyOption } from '../../../components/pickers/company-picker.tsx';
import { CompanyPickerField } from '../../../components/pickers/company-picker-field.tsx';
import { MoneyInput } from './money-input.tsx';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';


/** A new invoice dates today and delivers the current UTC month. */
function newInvoiceDates(now = new Date()) {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  return { invoiceDate: utcDay(now), deliveryFrom: utcDay(new Date(Date.UTC(y, m, 1))), deliveryTo: utcDay(new Date(Date.UTC(y, m + 1, 0))) };
}

/** A new line: one piece, the price still to be typed (an empty box rather than 0.00 to type behind). */
const EMPTY_LINE = { product: '', text: '', quantity: 1, unitPriceMinor: undefined as unknown as number };

function valuesOf(invoice: Invoice | null): CreateInvoiceInput {
  if (!invoice) return { companyId: '', ...newInvoiceDates(), billingContactName: '', billingContactEmail: '', billingStreet: '', billingZip: '', billingCity: '', vatNumber: '', lines: [EMPTY_LINE] };
  return {
    companyId: invoice.companyId,
    invoiceDate: invoice.invoiceDate,
    deliveryFrom: invoice.deliveryFrom ?? invoice.invoiceDate,
    deliveryTo: invoice.deliveryTo ?? invoice.invoiceDate,
    billingContactName: invoice.billingContactName ?? '',
    billingContactEmail: invoice.billingContactEmail ?? '',
    billingStreet: invoice.billingStreet ?? '',
    billingZip: invoice.billingZip ?? '',
    billingCity: invoice.billingCity ?? '',
    vatNumber: invoice.vatNumber ?? '',
    lines: invoice.lines.map((l) => ({ product: l.product, text: l.text ?? '', quantity: l.quantity, unitPriceMinor: l.unitPriceMinor })),
  };
}

/** Create an invoice draft, or edit one: company, dates, billing contact and address, line items and a totals preview. */
export function InvoiceFormDialog({ opened, invoice, onClose }: { opened: boolean; invoice: Invoice | null; onClose: () => void }) {
  const { t } = useTranslation('invoices');
  return (
    <AppModal opened={opened} onClose={onClose} title={invoice ? t('form.editTitle') : t('form.createTitle')} size="xl">
      {opened && <InvoiceForm key={invoice?.id ?? 'new'} invoice={invoice} onDone={onClose} />}
    </AppModal>
  );
}

type BillingField = 'billingContactName' | 'billingContactEmail' | 'billingStreet' | 'billingZip' | 'billingCity' | 'vatNumber';

function InvoiceForm({ invoice, onDone }: { invoice: Invoice | null; onDone: () => void }) {
  const { t } = useTranslation('invoices');
  const format = useFormat();
  const create = useCreateInvoice();
  const update = useUpdateInvoice();
  const resolver = useMemo<Resolver<CreateInvoiceInput, unknown, CreateInvoice>>(() => {
    const zod = zodFormResolver<CreateInvoiceInput, CreateInvoice>(ZCreateInvoice, { label: (path) => labelOf(path, t) });
    // No company picked reads as the spec's "Please select a company", not as a malformed id.
    return async (values, context, options) => {
      const result = await zod(values, context, options);
      if (!values.companyId && result.errors.companyId) {
        result.errors.companyId = { type: 'required', message: companyMessage('selectCompany', format.lang) };
      }
      return result;
    };
  }, [t, format.lang]);
  const form = useForm<CreateInvoiceInput, unknown, CreateInvoice>({ resolver, defaultValues: valuesOf(invoice) });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const [company, setCompany] = useState<CompanyOption | null>(invoice ? { value: invoice.companyId, label: invoice.companyName } : null);
  const defaults = useInvoiceDefaults(company?.value ?? null);
  const [prefilledFor, setPrefilledFor] = useState<string | null>(invoice?.companyId ?? null);

  // A newly picked company brings its billing data; the fields stay editable.
  useEffect(() => {
    const d = defaults.data;
    if (!d || d.companyId === prefilledFor) return;
    const set = (name: BillingField, value: string | null) => form.setValue(name, value ?? '', { shouldDirty: true });
    set('billingContactName', d.billing.contactName);
    set('billingContactEmail', d.billing.contactEmail);
    set('billingStreet', d.billing.street);
    set('billingZip', d.billing.zip);
    set('billingCity', d.billing.city);
    set('vatNumber', d.billing.vatNumber);
    setPrefilledFor(d.companyId);
  }, [defaults.data, prefilledFor, form]);

  const watchedLines = useWatch({ control: form.control, name: 'lines' });
  const vatNumber = useWatch({ control: form.control, name: 'vatNumber' });
  const currency = defaults.data?.currency ?? invoice?.currency ?? 'EUR';
  const preview = useMemo(() => {
    if (!defaults.data) return null;
    const vat = invoiceVat({ country: defaults.data.country, vatNumber: vatNumber ?? null, companyRateBp: defaults.data.companyVatRateBp });
    const amounts = (watchedLines ?? []).map((l) => ({
      quantity: Number.isInteger(l?.quantity) && (l?.quantity ?? 0) > 0 ? (l!.quantity as number) : 0,
      unitPriceMinor: Number.isInteger(l?.unitPriceMinor) ? (l!.unitPriceMinor as number) : 0,
    }));
    return { vat, totals: invoiceTotals(amounts, vat.rateBp) };
  }, [defaults.data, vatNumber, watchedLines]);

  const submit = form.handleSubmit(async (values) => {
    try {
      if (invoice) {
        const { companyId: _companyId, ...body } = values;
        await update.mutateAsync({ id: invoice.id, body });
        notifySuccess(t('form.saved'));
      } else {
        await create.mutateAsync(values);
        notifySuccess(t('form.created'));
      }
      onDone();
    } catch (error) {
      applyApiErrors(error, form, { title: t('form.failed') });
    }
  });

  const text = (name: BillingField | 'invoiceDate' | 'deliveryFrom' | 'deliveryTo', label: string, type = 'text') => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          label={label}
          type={type}
          value={field.value ?? ''}
          onChange={(e) => field.onChange(e.currentTarget.value)}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <CompanyPickerField
          control={form.control}
          name="companyId"
          label={t('form.company')}
          placeholder={t('form.companyPlaceholder')}
          nothingFound={t('form.nothingFound')}
          required
          disabled={!!invoice}
          selected={company}
          onPick={setCompany}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {text('invoiceDate', t('form.invoiceDate'), 'date')}
          {text('deliveryFrom', t('form.deliveryFrom'), 'date')}
          {text('deliveryTo', t('form.deliveryTo'), 'date')}
        </SimpleGrid>

        <Divider label={t('form.billing')} labelPosition="left" />
        {!company && <Text size="sm" c="dimmed">{t('form.pickCompanyFirst')}</Text>}
        <Text size="xs" c="dimmed">
          {t('form.billingHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {text('billingContactName', t('form.contactName'))}
          {text('billingContactEmail', t('form.contactEmail'), 'email')}
          {text('billingStreet', t('form.street'))}
          <SimpleGrid cols={2} spacing="sm">
            {text('billingZip', t('form.zip'))}
            {text('billingCity', t('form.city'))}
          </SimpleGrid>
          {text('vatNumber', t('form.vatNumber'))}
        </SimpleGrid>

        <Divider label={t('form.lines')} labelPosition="left" />
        <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('form.product')}</Table.Th>
              <Table.Th>{t('form.text')}</Table.Th>
              <Table.Th w={90}>{t('form.quantity')}</Table.Th>
              <Table.Th w={140}>{t('form.price')}</Table.Th>
              <Table.Th w={120} ta="right">
                {t('form.lineNet')}
              </Table.Th>
              <Table.Th w={40} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.fields.map((line, index) => (
              <Table.Tr key={line.id}>
                <Table.Td>
                  <LineTextInput control={form.control} name={`lines.${index}.product`} label={`${t('form.product')} ${index + 1}`} />
                </Table.Td>
                <Table.Td>
                  <LineTextInput control={form.control} name={`lines.${index}.text`} label={`${t('form.text')} ${index + 1}`} />
                </Table.Td>
                <Table.Td>
                  <Controller
                    control={form.control}
                    name={`lines.${index}.quantity`}
                    render={({ field, fieldState }) => (
                      <NumberInput
                        aria-label={`${t('form.quantity')} ${index + 1}`}
                        value={field.value}
                        onChange={(v) => field.onChange(typeof v === 'number' ? v : Number.NaN)}
                        allowDecimal={false}
                        allowNegative={false}
                        min={1}
                        hideControls
                        error={fieldState.error?.message}
                      />
                    )}
                  />
                </Table.Td>
                <Table.Td>
                  <Controller
                    control={form.control}
                    name={`lines.${index}.unitPriceMinor`}
                    render={({ field, fieldState }) => (
                      <MoneyInput
                        aria-label={`${t('form.price')} ${index + 1}`}
                        currency={currency}
                        value={field.value}
                        onChange={(minor) => field.onChange(minor ?? Number.NaN)}
                        error={fieldState.error?.message}
                      />
                    )}
                  />
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm">{format.money(preview?.totals.lineNets[index] ?? null, currency)}</Text>
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('form.removeLine', { n: index + 1 })}
                    disabled={lines.fields.length <= 1}
                    onClick={() => lines.remove(index)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {form.formState.errors.lines?.root?.message && (
          <Text size="sm" c="red">
            {form.formState.errors.lines.root.message}
          </Text>
        )}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={lines.fields.length >= INVOICE_LINE_MAX}
            onClick={() => lines.append(EMPTY_LINE)}
          >
            {t('form.addLine')}
          </Button>
        </Group>

        {preview && (
          <Stack gap={2} align="flex-end" aria-label={t('form.totals')} role="group">
            <Title order={6}>{t('form.totals')}</Title>
            <Text size="sm">
              {t('form.net')}: {format.money(preview.totals.netMinor, currency)}
            </Text>
            <Text size="sm">
              {t('form.tax', { rate: format.lang === 'de' ? vatRatePercent(preview.vat.rateBp).replace('.', ',') : vatRatePercent(preview.vat.rateBp) })}:{' '}
              {format.money(preview.totals.taxMinor, currency)}
            </Text>
            <Text size="sm" fw={700}>
              {t('form.gross')}: {format.money(preview.totals.grossMinor, currency)}
            </Text>
            {preview.vat.reverseCharge && (
              <Alert variant="light" color="blue" p="xs">
                {t('form.reverseChargeNote')}
              </Alert>
            )}
          </Stack>
        )}

        <DialogActions onCancel={onDone} cancelLabel={t('actions.back')} submitLabel={t('form.save')} submitting={form.formState.isSubmitting} />
      </Stack>
    </form>
  );
}

/** Field names as the form shows them, for validation messages ("Product: Is required"). */
/** A text cell of an invoice line (product or text), with its field's message. */
function LineTextInput({ control, name, label }: { control: Control<CreateInvoiceInput>; name: `lines.${number}.product` | `lines.${number}.text`; label: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          aria-label={label}
          value={field.value ?? ''}
          onChange={(e) => field.onChange(e.currentTarget.value)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

function labelOf(path: readonly PropertyKey[], t: (key: string) => string): string | undefined {
  const last = String(path[path.length - 1]);
  const keys: Record<string, string> = {
    companyId: 'form.company',
    invoiceDate: 'form.invoiceDate',
    deliveryFrom: 'form.deliveryFrom',
    deliveryTo: 'form.deliveryTo',
    billingContactName: 'form.contactName',
    billingContactEmail: 'form.contactEmail',
    billingStreet: 'form.street',
    billingZip: 'form.zip',
    billingCity: 'form.city',
    vatNumber: 'form.vatNumber',
    product: 'form.product',
    text: 'form.text',
    quantity: 'form.quantity',
    unitPriceMinor: 'form.price',
    lines: 'form.lines',
  };
  return keys[last] ? t(keys[last]) : undefined;
}
