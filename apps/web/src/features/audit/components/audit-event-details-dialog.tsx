import type { ReactNode } from 'react';
import { Button, Code, Group, ScrollArea, Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditEvent } from '@fleetwatt/shared';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { EMPTY_VALUE } from '../../../lib/format.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { AuditActionBadge } from './audit-action-badge.tsx';
import { fieldChanges, useAuditDisplay } from './use-audit-display.ts';

/** One recorded change in full: who, when, which record, every field before and after, and the stored JSON. */
export function AuditEventDetailsDialog({ event, onClose }: { event: AuditEvent | null; onClose: () => void }) {
  const { t } = useTranslation('audit');
  return (
    <AppModal opened={!!event} onClose={onClose} title={t('details.title')} size="xl">
      {event && <EventView event={event} />}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('ui:actions.close')}
        </Button>
      </Group>
    </AppModal>
  );
}

function EventView({ event }: { event: AuditEvent }) {
  const { t } = useTranslation('audit');
  const format = useFormat();
  const display = useAuditDisplay();
  const row = (label: string, value: ReactNode) => (
    <Table.Tr>
      <Table.Th w={160} fw={600}>
        {label}
      </Table.Th>
      <Table.Td>{value}</Table.Td>
    </Table.Tr>
  );
  const changes = fieldChanges(event);

  return (
    <Stack gap="md">
      <Table withRowBorders={false} verticalSpacing={4}>
        <Table.Tbody>
          {row(t('columns.occurredAt'), format.dateTime(event.occurredAt))}
          {row(t('columns.actor'), display.actorName(event.actor))}
          {row(t('columns.company'), event.companyName ?? EMPTY_VALUE)}
          {row(t('columns.entity'), display.entityName(event.entity))}
          {row(t('details.record'), <Code>{event.entityId ?? EMPTY_VALUE}</Code>)}
          {row(t('columns.action'), <AuditActionBadge action={event.action} />)}
        </Table.Tbody>
      </Table>

      <Table striped withTableBorder verticalSpacing={4} aria-label={t('details.fieldsLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('details.field')}</Table.Th>
            {event.action !== 'insert' && <Table.Th>{t('details.before')}</Table.Th>}
            {event.action !== 'delete' && <Table.Th>{t('details.after')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((c) => (
            <Table.Tr key={c.key}>
              <Table.Td fw={500}>{display.fieldName(c.key)}</Table.Td>
              {event.action !== 'insert' && <Table.Td style={{ overflowWrap: 'anywhere' }}>{display.value(c.key, c.before, event)}</Table.Td>}
              {event.action !== 'delete' && <Table.Td style={{ overflowWrap: 'anywhere' }}>{display.value(c.key, c.after, event)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>

      <Group grow align="flex-start" gap="md">
        {event.before && <Json label={t('details.storedBefore')} value={event.before} testId="audit-json-before" />}
        {event.after && <Json label={t('details.storedAfter')} value={event.after} testId="audit-json-after" />}
      </Group>
    </Stack>
  );
}

/** The stored value exactly as recorded (column names and raw units). */
function Json({ label, value, testId }: { label: string; value: Record<string, unknown>; testId: string }) {
  return (
    <Stack gap={4} miw={0}>
      <Title order={4} size="sm">
        {label}
      </Title>
      <ScrollArea.Autosize mah={280} type="auto">
        <Code block data-testid={testId}>
          {JSON.stringify(value, null, 2)}
        </Code>
      </ScrollArea.Autosize>
    </Stack>
  );
}
