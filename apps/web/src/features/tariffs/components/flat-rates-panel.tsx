import { useState } from 'react';
import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FlatRate } from '@fleetwatt/shared';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useDeleteFlatRate } from '../api/delete-flat-rate.ts';
import { useFlatRates } from '../api/get-flat-rates.ts';
import { FlatRateCreateDialog } from './flat-rate-create-dialog.tsx';

/** The administrators' flat rates per country, with their dated history. */
export function FlatRatesPanel() {
  const { t } = useTranslation('tariffs');
  const format = useFormat();
  const rates = useFlatRates();
  const remove = useDeleteFlatRate();
  const [adding, setAdding] = useState(false);

  const columns: DataTableColumn<FlatRate>[] = [
    { key: 'country', header: t('flatRates.country'), cell: (r) => t(`countries.${r.country}`) },
    { key: 'validFrom', header: t('flatRates.validFrom'), cell: (r) => format.date(r.validFrom) },
    { key: 'price', header: t('flatRates.price'), align: 'right', cell: (r) => format.tariff(r.pricePerKwh, r.currency) },
    {
      key: 'actions',
      header: '',
      align: 'right',
      cell: (r) => {
        const label = t('flatRates.delete', { country: t(`countries.${r.country}`), date: format.date(r.validFrom) });
        return (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={label}
            title={label}
            onClick={() =>
              remove.mutate(r.id, { onSuccess: () => notifySuccess(t('flatRates.deleted')), onError: (e) => notifyError(e, t('deleteDialog.failed')) })
            }
          >
            <IconTrash size={16} />
          </ActionIcon>
        );
      },
    },
  ];

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text size="sm" c="dimmed" maw={720}>
          {t('flatRates.intro')}
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
          {t('flatRates.add')}
        </Button>
      </Group>
      <DataTable label={t('flatRates.tableLabel')} columns={columns} rows={rates.data} rowKey={(r) => r.id} loading={rates.isFetching} error={rates.error} emptyText={t('flatRates.empty')} />
      <FlatRateCreateDialog opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
