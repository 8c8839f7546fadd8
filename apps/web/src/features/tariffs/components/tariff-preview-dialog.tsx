import { useEffect } from 'react';
import { Box, Button, Center, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Tariff } from '@fleetwatt/shared';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { useDownloadTariffDocument } from '../api/download-tariff-document.ts';
import { useTariffDocumentLink } from '../api/get-tariff-document-link.ts';

/** The tariff document: a PDF in a frame, an image inline, and a download of the file. */
export function TariffPreviewDialog({ tariff, onClose }: { tariff: Tariff | null; onClose: () => void }) {
  const { t } = useTranslation('tariffs');
  const link = useTariffDocumentLink(tariff?.id ?? null);
  const download = useDownloadTariffDocument();

  useEffect(() => {
    if (link.error) notifyError(link.error, t('preview.failed'));
  }, [link.error, t]);

  return (
    <AppModal opened={!!tariff} onClose={onClose} size="xl" title={tariff ? t('preview.title', { number: tariff.number, driver: tariff.driverName }) : ''}>
      {tariff && (
        <Stack gap="sm">
          {link.isPending ? (
            <Center h={200}>
              <Loader size="sm" mr="sm" />
              <Text size="sm">{t('preview.loading')}</Text>
            </Center>
          ) : link.data ? (
            link.data.contentType === 'application/pdf' ? (
              <Box component="iframe" src={link.data.url} title={t('preview.frameTitle', { name: link.data.fileName })} w="100%" h="70vh" style={{ border: 0 }} />
            ) : (
              <Image src={link.data.url} alt={t('preview.frameTitle', { name: link.data.fileName })} fit="contain" mah="70vh" />
            )
          ) : (
            <Text size="sm" c="red">
              {t('preview.failed')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={download.isPending}
              onClick={() => download.mutate(tariff.id, { onError: (error) => notifyError(error, t('preview.failed')) })}
            >
              {t('actions.download')}
            </Button>
          </Group>
        </Stack>
      )}
    </AppModal>
  );
}
