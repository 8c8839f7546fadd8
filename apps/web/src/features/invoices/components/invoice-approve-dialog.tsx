import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvoiceListItem } from '@fleetwatt/shared';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { useLastValue } from '../../../lib/use-last-value.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useApproveInvoice } from '../api/approve-invoice.ts';

/** Approve a draft: it gets the next number of its year and can no longer change. */
export function InvoiceApproveDialog({ invoice: current, onClose }: { invoice: InvoiceListItem | null; onClose: () => void }) {
  const { t } = useTranslation('invoices');
  const invoice = useLastValue(current);
  const approve = useApproveInvoice();
  return (
    <AppModal opened={!!current} onClose={onClose} title={t('approve.title')}>
      <Stack gap="md">
        <Text size="sm">{t('approve.text')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('actions.back')}
          </Button>
          <Button
            loading={approve.isPending}
            onClick={async () => {
              if (!invoice) return;
              try {
                const approved = await approve.mutateAsync(invoice.id);
                notifySuccess(t('approve.done', { number: approved.number }));
                onClose();
              } catch (error) {
                notifyError(error, t('approve.failed'));
              }
            }}
          >
            {t('approve.confirm')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
