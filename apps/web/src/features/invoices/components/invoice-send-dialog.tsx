import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@fleetwatt/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useLastValue } from '../../../lib/use-last-value.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useSendInvoice } from '../api/send-invoice.ts';

/** Send out mails the invoice to the company's billing contact: it says to whom and over how much first. */
export function InvoiceSendDialog({ invoice: current, onClose }: { invoice: Invoice | null; onClose: () => void }) {
  const { t } = useTranslation('invoices');
  const format = useFormat();
  const invoice = useLastValue(current);
  const send = useSendInvoice();
  const email = invoice?.billingContactEmail ?? '';
  const values = {
    number: invoice?.number ?? '',
    company: invoice?.companyName ?? '',
    amount: invoice ? format.money(invoice.totalGrossMinor, invoice.currency) : '',
    email,
  };
  const confirm = async () => {
    if (!invoice) return;
    try {
      const sent = await send.mutateAsync(invoice.id);
      notifySuccess(t('send.done', { number: sent.number, email: sent.billingContactEmail }));
      onClose();
    } catch (error) {
      notifyError(error, t('send.failed'));
    }
  };
  return (
    <ConfirmDialog
      opened={!!current}
      title={t('send.title')}
      text={invoice?.sentAt ? t('send.confirmAgain', values) : t('send.confirm', values)}
      confirmLabel={t('send.submit', { email })}
      loading={send.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {!email && (
        <Alert color="yellow" role="alert">
          {t('send.noEmail', values)}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
