import { useState } from 'react';
import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PriceSeries } from '@fleetwatt/shared';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { EMPTY_VALUE } from '../../../lib/format.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { usePriceSeries } from '../api/get-price-series.ts';
import { PriceSeriesUploadDialog } from './price-series-upload-dialog.tsx';

/** The hourly price series dynamic tariffs follow, and their upload (administrators). */
export function PriceSeriesPanel() {
  const { t } = useTranslation('tariffs');
  const format = useFormat();
  const series = usePriceSeries();
  const [uploading, setUploading] = useState<{ series: PriceSeries | null } | null>(null);

  const columns: DataTableColumn<PriceSeries>[] = [
    { key: 'name', header: t('priceSeries.name'), cell: (s) => s.name },
    { key: 'currency', header: t('priceSeries.currency'), cell: (s) => s.currency },
    { key: 'hours', header: t('priceSeries.hours'), align: 'right', cell: (s) => format.number(s.pointCount) },
    {
      key: 'range',
      header: t('priceSeries.range'),
      cell: (s) => (s.firstHour && s.lastHour ? `${format.dateTime(s.firstHour)} – ${format.dateTime(s.lastHour)}` : EMPTY_VALUE),
    },
    { key: 'average', header: t('priceSeries.average'), align: 'right', cell: (s) => format.tariff(s.averagePrice, s.currency) },
    { key: 'tariffs', header: t('priceSeries.tariffs'), align: 'right', cell: (s) => format.number(s.tariffCount) },
    {
      key: 'actions',
      header: '',
      align: 'right',
      cell: (s) => (
        <ActionIcon variant="subtle" aria-label={t('priceSeries.addHours', { name: s.name })} title={t('priceSeries.addHours', { name: s.name })} onClick={() => setUploading({ series: s })}>
          <IconUpload size={16} />
        </ActionIcon>
      ),
    },
  ];

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text size="sm" c="dimmed" maw={720}>
          {t('priceSeries.intro')}
        </Text>
        <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={() => setUploading({ series: null })}>
          {t('priceSeries.upload')}
        </Button>
      </Group>
      <DataTable label={t('priceSeries.tableLabel')} columns={columns} rows={series.data} rowKey={(s) => s.id} loading={series.isFetching} error={series.error} emptyText={t('priceSeries.empty')} />
      <PriceSeriesUploadDialog
        key={uploading?.series?.id ?? (uploading ? 'new' : 'closed')}
        opened={!!uploading}
        series={uploading?.series ?? null}
        onClose={() => setUploading(null)}
      />
    </Stack>
  );
}
