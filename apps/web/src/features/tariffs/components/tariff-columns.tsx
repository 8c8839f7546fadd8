import { Badge, Button, Group, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { tariffBaseFeeText, type Tariff } from '@fleetwatt/shared';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { EMPTY_VALUE } from '../../../lib/format.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { TariffRowActions, type TariffAction } from './tariff-row-actions.tsx';
import { TariffStatusBadge, WHOLE_WORD } from './tariff-status-badge.tsx';
import { useTariffText } from './use-tariff-text.ts';
import { companyColumn, driverColumn } from '../../../components/ui/entity-columns.tsx';

/** Every field of a tariff (spec section 3) as the list's columns. */
export function useTariffColumns({
  isAdministrator,
  onAction,
  onPreview,
}: {
  isAdministrator: boolean;
  onAction: (action: TariffAction, tariff: Tariff) => void;
  onPreview: (tariff: Tariff) => void;
}): DataTableColumn<Tariff>[] {
  const { t } = useTranslation('tariffs');
  const format = useFormat();
  const text = useTariffText();
  return [
    ...(isAdministrator
      ? [
          companyColumn({ key: 'company', sortField: 'companyName', header: t('columns.company'), id: (r: Tariff) => r.companyId, name: (r: Tariff) => r.companyName }),
        ]
      : []),
    driverColumn({ key: 'driver', sortField: 'driverName', header: t('columns.driver'), id: (r) => r.userId, name: (r) => r.driverName }),
    { key: 'number', choosable: 'hidden', sortField: 'number', sortable: true, header: t('columns.number'), align: 'right', cell: (r) => r.number },
    {
      key: 'period',
      sortField: 'startDate',
      sortable: true,
      header: t('columns.period'),
      cell: (r) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {text.period(r)}
        </Text>
      ),
    },
    {
      key: 'price',
      sortField: 'pricePerKwh',
      sortable: true,
      header: t('columns.price'),
      cell: (r) => (
        <Stack gap={2}>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {text.price(r)}
          </Text>
          {r.baseFeeMonthlyMinor != null && <TariffBaseFee tariff={r} />}
          {(r.eco || r.dynamic) && (
            <Group gap={4} wrap="nowrap">
              {r.eco && (
                <Badge size="xs" variant="light" color="green" w="fit-content" styles={WHOLE_WORD}>
                  {t('cell.eco')}
                </Badge>
              )}
              {r.dynamic && (
                <Badge size="xs" variant="light" color="grape" w="fit-content" styles={WHOLE_WORD}>
                  {t('cell.dynamic')}
                </Badge>
              )}
            </Group>
          )}
          {r.priceSeriesName && (
            <Text size="xs" c="dimmed">
              {t('cell.followsSeries', { name: r.priceSeriesName })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'document', choosable: 'shown',
      header: t('columns.document'),
      cell: (r) =>
        r.document ? (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconFileText size={14} aria-hidden />}
            title={r.document.fileName}
            aria-label={`${t('cell.preview')}: ${r.document.fileName}`}
            onClick={() => onPreview(r)}
          >
            {t('cell.preview')}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {t('cell.noDocument')}
          </Text>
        ),
    },
    {
      key: 'status',
      sortField: 'status',
      sortable: true,
      header: t('columns.status'),
      cell: (r) => (
        <Stack gap={2}>
          <TariffStatusBadge status={r.status} />
          {r.nextVerificationDate && (
            <Text size="xs" c="dimmed">
              {t('cell.nextVerification', { date: format.date(r.nextVerificationDate) })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'review', choosable: 'shown',
      header: t('columns.review'),
      cell: (r) =>
        r.reviewTopic || r.rejectionReason || r.reviewDescription ? (
          <Stack gap={2} maw={260}>
            {r.rejectionReason && (
              <Badge size="sm" variant="outline" color="red" w="fit-content" styles={WHOLE_WORD}>
                {t(`reasons.${r.rejectionReason}`)}
              </Badge>
            )}
            {r.reviewTopic && (
              <Text size="sm" fw={500}>
                {r.reviewTopic}
              </Text>
            )}
            {r.reviewDescription && (
              <Text size="xs" c="dimmed" lineClamp={2}>
                {r.reviewDescription}
              </Text>
            )}
          </Stack>
        ) : (
          EMPTY_VALUE
        ),
    },
    {
      key: 'created', choosable: 'hidden',
      sortField: 'createdAt',
      sortable: true,
      header: t('columns.created'),
      cell: (r) => (
        <Stack gap={2}>
          <Text size="sm">{format.date(r.createdAt)}</Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t('cell.updated', { date: format.date(r.updatedAt) })}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>,
      align: 'right',
      cell: (r) => <TariffRowActions tariff={r} isAdministrator={isAdministrator} onAction={onAction} />,
    },
  ];
}

/**
 * The tariff's monthly base fee share and whether the company's rule for the driver's country
 * reimburses it on the receipt; hover or focus says why.
 */
function TariffBaseFee({ tariff }: { tariff: Tariff }) {
  const { t } = useTranslation('tariffs');
  const format = useFormat();
  const fee = t('cell.baseFee', { amount: format.money(tariff.baseFeeMonthlyMinor, tariff.currency) });
  const rule = tariffBaseFeeText(tariff.priceRule, format.lang);
  return (
    <Tooltip withArrow multiline w={320} label={rule.reason}>
      <Text size="xs" c="dimmed" tabIndex={0} aria-label={`${fee}, ${rule.short}. ${rule.reason}`} style={{ whiteSpace: 'nowrap', cursor: 'help' }}>
        {fee}{' '}
        <Text span inherit>
          · {rule.short}
        </Text>
      </Text>
    </Tooltip>
  );
}
