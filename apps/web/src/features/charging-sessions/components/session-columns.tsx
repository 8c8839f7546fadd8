import type { ReactNode } from 'react';
import { Box, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ChargingSession } from '@fleetwatt/shared';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { EMPTY_VALUE } from '../../../lib/format.ts';
import type { useFormat } from '../../../lib/use-format.ts';
import { CableCell, clockOf, DriverCell, ErrorCell, MeterSignatureCell, NumberText, ReviewCell, TariffCell, YesNoBadge } from './session-cells.tsx';
import { CompanyLink } from '../../../components/ui/entity-links.tsx';

type Format = ReturnType<typeof useFormat>;

const NO_WRAP = { whiteSpace: 'nowrap' } as const;
/** Columns whose text may take several lines. */
const WRAPPING = new Set(['company', 'driver', 'startDate', 'tariff', 'review', 'meterSignature']);

export interface SessionColumnOptions {
  t: TFunction<'charging-sessions'>;
  format: Format;
  /** Administrators see the company and the row actions. */
  isAdministrator: boolean;
  /** Public charging shows operator and reference instead of cable and meters. */
  external?: boolean;
  /** A first column, e.g. the selection checkbox of the review page. */
  leading?: DataTableColumn<ChargingSession>;
  /** Review and error right after the driver (the review page). */
  reviewFirst?: boolean;
  /** The last column, e.g. the row actions. */
  actions?: (session: ChargingSession) => ReactNode;
}

/** Every column of the charging session entity, as the three session pages show it. */
export function sessionColumns({ t, format, isAdministrator, external = false, reviewFirst = false, leading, actions }: SessionColumnOptions): DataTableColumn<ChargingSession>[] {
  const columns: DataTableColumn<ChargingSession>[] = [];
  if (leading) columns.push(leading);
  if (isAdministrator) {
    columns.push({
      key: 'company',
      sortField: 'companyName',
      sortable: true,
      header: t('columns.company'),
      cell: (s) => (
        <CompanyLink id={s.companyId} size="sm">{s.companyName}</CompanyLink>
      ),
    });
  }
  columns.push(
    { key: 'driver', sortField: 'driverName', sortable: true, header: t('columns.driver'), cell: (s) => <DriverCell session={s} /> },
    external
      ? {
          key: 'operator',
          header: t('columns.operator'),
          cell: (s) => (
            <Stack gap={2}>
              <Text size="sm">{s.externalOperator ?? EMPTY_VALUE}</Text>
              <Text size="xs" c="dimmed" ff="monospace">
                {s.externalReference}
              </Text>
            </Stack>
          ),
        }
      : { key: 'cable', header: t('columns.cable'), cell: (s) => <CableCell session={s} /> },
    { key: 'startDate', sortField: 'startDate', sortable: true, header: t('columns.start'), cell: (s) => format.dateTime(s.startDate) },
    { key: 'duration', sortField: 'duration', sortable: true, header: t('columns.duration'), align: 'right', cell: (s) => <NumberText>{clockOf(s.durationSeconds)}</NumberText> },
    { key: 'energy', sortField: 'energy', sortable: true, header: t('columns.energy'), align: 'right', cell: (s) => <NumberText>{format.energy(s.wattHours)}</NumberText> },
  );
  if (!external) {
    columns.push(
      {
        key: 'meter',
        header: t('columns.meter'),
        align: 'right',
        cell: (s) => (
          <Stack gap={0}>
            <NumberText>{format.energy(s.meterStartWh)}</NumberText>
            <NumberText>{format.energy(s.meterEndWh)}</NumberText>
          </Stack>
        ),
      },
      { key: 'energyDifference', header: t('columns.energyDifference'), align: 'right', cell: (s) => <NumberText>{format.energy(s.energyDifferenceWh)}</NumberText> },
      { key: 'meterSignature', header: t('columns.meterSignature'), cell: (s) => <MeterSignatureCell session={s} /> },
    );
  }
  columns.push(
    { key: 'tariff', header: t('columns.tariff'), cell: (s) => <TariffCell session={s} /> },
    { key: 'expense', sortField: 'expense', sortable: true, header: t('columns.expense'), align: 'right', cell: (s) => <NumberText>{format.money(s.expenseMinor, s.currency)}</NumberText> },
    { key: 'reimbursable', header: t('columns.reimbursable'), cell: (s) => <YesNoBadge value={s.reimbursable} /> },
    {
      key: 'receipt',
      header: t('columns.receipt'),
      cell: (s) => (
        <Text size="sm" c={s.receiptStatus ? undefined : 'dimmed'}>
          {s.receiptStatus ? t(`receiptStatus.${s.receiptStatus}`) : t('values.noReceipt')}
        </Text>
      ),
    },
    { key: 'review', header: t('columns.review'), cell: (s) => <ReviewCell session={s} /> },
    { key: 'error', header: t('columns.error'), cell: (s) => <ErrorCell code={s.errorCode} /> },
    {
      key: 'dates',
      header: t('columns.dates'),
      cell: (s) => (
        <Stack gap={0}>
          <Text size="xs">{format.dateTime(s.createdAt)}</Text>
          <Text size="xs" c="dimmed">
            {format.dateTime(s.updatedAt)}
          </Text>
        </Stack>
      ),
    },
  );
  if (actions) columns.push({ key: 'actions', header: t('columns.actions'), align: 'right', cell: actions });
  if (reviewFirst) {
    const moved = columns.filter((c) => c.key === 'review' || c.key === 'error');
    const rest = columns.filter((c) => c.key !== 'review' && c.key !== 'error');
    const at = rest.findIndex((c) => c.key === 'driver') + 1;
    columns.splice(0, columns.length, ...rest.slice(0, at), ...moved, ...rest.slice(at));
  }
  // The columns a 1440 px window shows first; the others are a pick away (the review page needs the
  // error). Where a language's longer words still do not fit, the 'shown' ones give way from the end.
  const choosable: Record<string, DataTableColumn<ChargingSession>['choosable']> = {
    company: 'shown',
    meterSignature: 'shown',
    duration: 'hidden',
    receipt: 'hidden',
    review: 'shown',
    cable: 'hidden',
    operator: 'shown',
    meter: 'hidden',
    energyDifference: 'hidden',
    error: reviewFirst ? 'shown' : 'hidden',
    dates: 'hidden',
  };
  // One line per value: numbers never break.
  return columns.map((c) => ({
    ...c,
    choosable: choosable[c.key],
    ...(WRAPPING.has(c.key) ? {} : { cell: (s: ChargingSession) => <Box style={NO_WRAP}>{c.cell(s)}</Box> }),
  }));
}
