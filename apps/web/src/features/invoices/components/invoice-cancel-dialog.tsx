import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvoiceListItem } from '@fleetwatt/shared';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { useLastValue } from '../../../lib/use-last-value.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useCancelInvoice } from '../api/cancel-invoice.ts';

/** Cancel an open invoice without payments. */
export function InvoiceCancelDialog({ invoice: current, onClose }: { invoice: InvoiceListItem | null; onClose: () => void }) {
  const { t } = useTranslation('invoices');
  const invoice = useLastValue(current);
  const cancel = useCancelInvoice();
  return (
    <AppModal opened={!!current} onClose={onClose} title={t('cancel.title')}>
      <Stack gap="md">
        <Text size="sm">{t('cancel.text', { number: invoice?.number ?? '' })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('cancel.keep')}
          </Button>
          <Button
            color="red"
            loading={cancel.isPending}
            onClick={async () => {
              if (!invoice) return;
              try {
                await cancel.mutateAsync(invoice.id);
                notifySuccess(t('cancel.done', { number: invoice.number }));
                onClose();
              } catch (error) {
                notifyError(error, t('cancel.failed'));
              }
            }}
          >
            {t('cancel.confirm')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
