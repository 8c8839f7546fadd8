import { useState } from 'react';
import { Alert, Badge, Button, Center, Divider, Group, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ZRecordInvoicePayment,
  type Invoice,
  type InvoiceListItem,
  type InvoicePayment,
  type RecordInvoicePayment,
  type RecordInvoicePaymentInput,
} from '@fleetwatt/shared';
import { ItemDialog } from '../../../components/ui/item-dialog.tsx';
import { EMPTY_VALUE } from '../../../lib/format.ts';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { applyApiErrors, zodFormResolver } from '../../../lib/zod-form.ts';
import { useInvoice } from '../api/get-invoice.ts';
import { useRecordInvoicePayment } from '../api/record-invoice-payment.ts';
import { useRefundInvoicePayment } from '../api/refund-invoice-payment.ts';
import { useRetryInvoicePayment } from '../api/retry-invoice-payment.ts';
import { InvoiceCollect } from './invoice-collect.tsx';
import { InvoiceStatusBadge } from './invoice-status-badge.tsx';
import { useLastValue } from '../../../lib/use-last-value.ts';
import { MoneyInput } from './money-input.tsx';

const PAYMENT_COLORS = { SUCCEEDED: 'teal', FAILED: 'red', REFUNDED: 'gray' } as const;
/** Payment methods the product and Stripe name (Stripe's in lower case); others show as they come. */
const KNOWN_METHODS = ['BANK_TRANSFER', 'SEPA_DIRECT_DEBIT', 'ACH', 'CARD'];
const PROVIDER_METHODS: Record<string, string> = { sepa_debit: 'SEPA_DIRECT_DEBIT', card: 'CARD' };
const methodKey = (method: string) => PROVIDER_METHODS[method] ?? method;

/** The invoice's payments: what came in, failed or went back; record one, retry a failed one, refund a received one. */
export function InvoicePaymentsDialog({ invoice: current, onClose }: { invoice: InvoiceListItem | null; onClose: () => void }) {
  const { t } = useTranslation('invoices');
  const invoice = useLastValue(current);
  return (
    <ItemDialog item={current} onClose={onClose} title={t('payments.title', { number: invoice?.number ?? t('noNumber') })} size="xl">
      {(shown) => <Payments id={shown.id} />}
    </ItemDialog>
  );
}

function Payments({ id }: { id: string }) {
  const { t } = useTranslation('invoices');
  const format = useFormat();
  const query = useInvoice(id);
  const retry = useRetryInvoicePayment();
  const [refunding, setRefunding] = useState<InvoicePayment | null>(null);
  const invoice = query.data;
  if (query.error) return <Alert color="red">{errorMessage(query.error)}</Alert>;
  if (!invoice) {
    return (
      <Center h={120}>
        <Loader size="sm" />
      </Center>
    );
  }
  const money = (minor: number) => format.money(minor, invoice.currency);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <InvoiceStatusBadge status={invoice.status} />
        <Text size="sm">
          {t('payments.summary', { gross: money(invoice.totalGrossMinor), paid: money(invoice.paidMinor), open: money(invoice.openMinor) })}
        </Text>
      </Group>
      {invoice.payments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('payments.empty')}
        </Text>
      ) : (
        <Table aria-label={t('actions.payments')} striped style={{ whiteSpace: 'nowrap' }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('payments.date')}</Table.Th>
              <Table.Th>{t('payments.status')}</Table.Th>
              <Table.Th ta="right">{t('payments.amount')}</Table.Th>
              <Table.Th>{t('payments.method')}</Table.Th>
              <Table.Th>{t('payments.source')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.payments.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>{format.date(p.paidAt)}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={PAYMENT_COLORS[p.status]}>
                    {t(`payments.statuses.${p.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right">{p.status === 'REFUNDED' ? `−${money(p.amountMinor)}` : money(p.amountMinor)}</Table.Td>
                <Table.Td>{p.method ? (KNOWN_METHODS.includes(methodKey(p.method)) ? t(`payments.methods.${methodKey(p.method)}`) : p.method) : EMPTY_VALUE}</Table.Td>
                <Table.Td>{p.externalId ? t('payments.provider') : t('payments.manual')}</Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    {p.canRetry && (
                      <Button
                        size="compact-xs"
                        variant="light"
                        loading={retry.isPending}
                        onClick={async () => {
                          try {
                            await retry.mutateAsync({ id: invoice.id, paymentId: p.id });
                            notifySuccess(t('payments.retried'));
                          } catch (error) {
                            notifyError(error, t('payments.retryFailed'));
                          }
                        }}
                      >
                        {t('payments.retry')}
                      </Button>
                    )}
                    {p.refundableMinor > 0 && (
                      <Button size="compact-xs" variant="subtle" color="red" onClick={() => setRefunding(p)}>
                        {t('payments.refund')}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {refunding && <RefundForm invoice={invoice} payment={refunding} onDone={() => setRefunding(null)} />}
      {invoice.openMinor > 0 && (invoice.status === 'OPEN' || invoice.status === 'PARTIALLYPAID') && <InvoiceCollect invoice={invoice} />}
      {invoice.openMinor > 0 && (
        <>
          <Divider label={t('payments.record')} labelPosition="left" />
          <RecordForm key={invoice.paidMinor} invoice={invoice} />
        </>
      )}
    </Stack>
  );
}

function RecordForm({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('invoices');
  const record = useRecordInvoicePayment();
  const form = useForm<RecordInvoicePaymentInput, unknown, RecordInvoicePayment>({
    resolver: zodFormResolver(ZRecordInvoicePayment, { label: (p) => (p[0] === 'amountMinor' ? t('payments.amountLabel') : undefined) }),
    defaultValues: { amountMinor: invoice.openMinor, method: '' },
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      await record.mutateAsync({ id: invoice.id, body });
      notifySuccess(t('payments.recorded'));
    } catch (error) {
      applyApiErrors(error, form, { title: t('payments.recordFailed') });
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Group align="flex-end" gap="sm">
        <Controller
          control={form.control}
          name="amountMinor"
          render={({ field, fieldState }) => (
            <MoneyInput
              label={t('payments.amountLabel')}
              currency={invoice.currency}
              value={field.value}
              onChange={(minor) => field.onChange(minor ?? Number.NaN)}
              error={fieldState.error?.message}
              w={180}
            />
          )}
        />
        <Controller
          control={form.control}
          name="method"
          render={({ field }) => (
            <TextInput
              label={t('payments.methodLabel')}
              placeholder={t('payments.methodPlaceholder')}
              value={field.value ?? ''}
              onChange={(e) => field.onChange(e.currentTarget.value)}
              w={200}
            />
          )}
        />
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('payments.record')}
        </Button>
      </Group>
    </form>
  );
}

function RefundForm({ invoice, payment, onDone }: { invoice: Invoice; payment: InvoicePayment; onDone: () => void }) {
  const { t } = useTranslation('invoices');
  const refund = useRefundInvoicePayment();
  const [amount, setAmount] = useState<number | null>(payment.refundableMinor);
  const [error, setError] = useState<string | undefined>();
  return (
    <Group align="flex-end" gap="sm">
      <MoneyInput
        label={t('payments.refundAmount')}
        currency={invoice.currency}
        value={amount}
        onChange={setAmount}
        error={error}
        w={180}
      />
      <Button
        color="red"
        loading={refund.isPending}
        onClick={async () => {
          try {
            await refund.mutateAsync({ id: invoice.id, paymentId: payment.id, body: amount ? { amountMinor: amount } : {} });
            notifySuccess(t('payments.refunded'));
            onDone();
          } catch (err) {
            const message = errorMessage(err);
            setError(message);
            notifyError(err, t('payments.refundFailed'));
          }
        }}
      >
        {t('payments.refundConfirm')}
      </Button>
      <Button variant="default" onClick={onDone}>
        {t('actions.back')}
      </Button>
    </Group>
  );
}
