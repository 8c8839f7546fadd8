import { Alert, Box, Button, Center, Group, Loader, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { InvoiceListItem } from '@fleetwatt/shared';
import { ItemDialog } from '../../../components/ui/item-dialog.tsx';
import { useObjectUrl } from '../../../lib/use-object-url.ts';
import { useLastValue } from '../../../lib/use-last-value.ts';
import { errorMessage } from '../../../lib/notify.ts';
import { downloadInvoicePdf } from '../api/download-invoice-pdf.ts';
import { useInvoicePdf } from '../api/get-invoice-pdf.ts';

/** The invoice's PDF shown in the page as the server renders it, with a download button. */
export function InvoicePreviewDialog({ invoice: current, onClose }: { invoice: InvoiceListItem | null; onClose: () => void }) {
  const { t } = useTranslation('invoices');
  const invoice = useLastValue(current);
  const name = invoice?.number ?? t('noNumber');
  return (
    <ItemDialog item={current} onClose={onClose} title={t('preview.title', { name })} size="xl">
      {(shown) => <Preview invoice={shown} name={name} />}
    </ItemDialog>
  );
}

function Preview({ invoice, name }: { invoice: InvoiceListItem; name: string }) {
  const { t } = useTranslation('invoices');
  const pdf = useInvoicePdf(invoice.id);
  const url = useObjectUrl(pdf.data);

  return (
    <Stack gap="sm">
      {pdf.error ? (
        <Alert color="red" variant="light" role="alert" title={t('preview.failed')}>
          {errorMessage(pdf.error)}
        </Alert>
      ) : url ? (
        <Box component="iframe" src={url} title={t('preview.frame', { name })} w="100%" h="70vh" style={{ border: 0 }} />
      ) : (
        <Center h={200}>
          <Loader role="status" size="sm" aria-label={t('preview.loading')} />
        </Center>
      )}
      <Group justify="flex-end">
        <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void downloadInvoicePdf(invoice.id)}>
          {t('actions.downloadPdf')}
        </Button>
      </Group>
    </Stack>
  );
}
