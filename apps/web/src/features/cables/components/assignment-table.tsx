import type { ReactNode } from 'react';
import { Center, Loader, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CableAssignment } from '@fleetwatt/shared';
import { EMPTY_VALUE } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';

/** Assignments as a table: who (or which cable), from, until (or "now"), and who made the change. */
export function AssignmentTable({
  query,
  subject,
  label,
}: {
  query: { data?: CableAssignment[]; isPending: boolean; error: unknown };
  subject: { header: string; cell: (a: CableAssignment) => ReactNode };
  label: string;
}) {
  const { t } = useTranslation('cables');
  const format = useFormat();
  if (query.isPending) {
    return (
      <Center py="lg">
        <Loader role="status" size="sm" aria-label={t('assignDriver.loading')} />
      </Center>
    );
  }
  if (query.error) {
    return (
      <Text c="red" role="alert">
        {errorMessage(query.error)}
      </Text>
    );
  }
  if (!query.data?.length) return <Text c="dimmed">{t('history.empty')}</Text>;
  return (
    <Table striped aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{subject.header}</Table.Th>
          <Table.Th>{t('history.from')}</Table.Th>
          <Table.Th>{t('history.until')}</Table.Th>
          <Table.Th>{t('history.by')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {query.data.map((a) => (
          <Table.Tr key={a.id}>
            <Table.Td>{subject.cell(a)}</Table.Td>
            <Table.Td>{format.dateTime(a.assignedAt)}</Table.Td>
            <Table.Td>{a.unassignedAt ? format.dateTime(a.unassignedAt) : t('history.now')}</Table.Td>
            <Table.Td>{a.assignedByName ?? EMPTY_VALUE}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
