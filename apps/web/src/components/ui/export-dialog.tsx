import { useState } from 'react';
import { Button, Group, Radio, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ExportFormat } from '@fleetwatt/shared';
import { downloadFile, type QueryParams } from '../../lib/api-client.ts';
import { notifyExport } from '../../lib/notify.ts';
import { AppModal } from './app-modal.tsx';

export interface ExportOptions {
  /** API path of the list, e.g. "/companies/search"; the export is the same call with `export`. */
  path: string;
  /** The list's current filters and sort. */
  query?: QueryParams;
  /** Offer ZIP (Excel and CSV together). */
  zip?: boolean;
}

/** Downloads the list in a format, with the loading, success and failure toasts. */
export function runExport({ path, query }: ExportOptions, format: ExportFormat): Promise<string | undefined> {
  return notifyExport(() => downloadFile(path, { ...query, export: format }));
}

export function ExportDialog({ opened, onClose, ...options }: ExportOptions & { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('ui');
  const [format, setFormat] = useState<ExportFormat>('XLSX');
  const formats: ExportFormat[] = options.zip ? ['XLSX', 'CSV', 'ZIP'] : ['XLSX', 'CSV'];
  const chosen = formats.includes(format) ? format : 'XLSX';

  return (
    <AppModal opened={opened} onClose={onClose} title={t('export.title')}>
      <Stack gap="md">
        <Radio.Group value={chosen} onChange={(v) => setFormat(v as ExportFormat)} label={t('export.format')}>
          <Stack gap="xs" mt="xs">
            {formats.map((f) => (
              <Radio key={f} value={f} label={t(`export.formats.${f}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => {
              onClose();
              void runExport(options, chosen);
            }}
          >
            {t('export.confirm')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
