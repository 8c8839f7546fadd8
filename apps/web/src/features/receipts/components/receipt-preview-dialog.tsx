import { useEffect } from 'react';
import { Alert, Box, Button, Center, Group, Loader, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Receipt } from '@fleetwatt/shared';
import { ItemDialog } from '../../../components/ui/item-dialog.tsx';
import { useObjectUrl } from '../../../lib/use-object-url.ts';
import { errorMessage, notifyError } from '../../../lib/notify.ts';
import { downloadReceiptPdf, useReceiptPdf } from '../api/get-receipt-pdf.ts';
import { ReceiptBaseFeeExplanation } from './receipt-base-fee-note.tsx';

/** The receipt's PDF shown in the page, as the server renders it, with a download button. */
export function ReceiptPreviewDialog({ receipt, onClose }: { receipt: Receipt | null; onClose: () => void }) {
  const { t } = useTranslation('receipts');
  return (
    <ItemDialog item={receipt} onClose={onClose} title={(receipt) => t('preview.title', { number: receipt.number })} size="xl">
      {(receipt) => <Preview receipt={receipt} />}
    </ItemDialog>
  );
}

function Preview({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation('receipts');
  const pdf = useReceiptPdf(receipt.id);
  const url = useObjectUrl(pdf.data);

  useEffect(() => {
    if (pdf.error) notifyError(pdf.error, t('preview.failed'));
  }, [pdf.error, t]);

  return (
    <Stack gap="sm">
      <ReceiptBaseFeeExplanation receipt={receipt} />
      {pdf.error ? (
        <Alert color="red" variant="light" role="alert" title={t('preview.failed')}>
          {errorMessage(pdf.error)}
        </Alert>
      ) : url ? (
        <Box component="iframe" src={url} title={t('preview.frame', { number: receipt.number })} w="100%" h="70vh" style={{ border: 0 }} />
      ) : (
        <Center h={200}>
          <Loader role="status" size="sm" aria-label={t('preview.loading')} />
        </Center>
      )}
      <Group justify="flex-end">
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => downloadReceiptPdf(receipt.id).catch((error: unknown) => notifyError(error, t('preview.failed')))}
        >
          {t('actions.download')}
        </Button>
      </Group>
    </Stack>
  );
}
