import { useState } from 'react';
import { Alert, Anchor, Group, Select, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EMAIL_STATUSES, OUTBOX_SORT_FIELDS, type EmailStatus, type OutboxMail } from '@fleetwatt/shared';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { ListTable } from '../../../components/ui/list-table.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { EMPTY_VALUE } from '../../../lib/format.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useOutbox } from '../api/get-outbox.ts';
import { OutboxMailDialog } from '../components/outbox-mail-dialog.tsx';
import { OutboxStatusBadge } from '../components/outbox-status-badge.tsx';

const isStatus = (v: string): v is EmailStatus => (EMAIL_STATUSES as readonly string[]).includes(v);

/** /dashboard/outbox: every mail the product sent, for administrators (demo mailbox and send log). */
export default function OutboxPage() {
  const { t } = useTranslation('outbox');
  const format = useFormat();
  const list = useListParams({
    sortFields: OUTBOX_SORT_FIELDS,
    defaultSort: { field: 'createdAt', dir: 'DESC' },
    filters: ['to', 'status'] as const,
  });
  const status = isStatus(list.filters.status) ? list.filters.status : undefined;
  const outbox = useOutbox({ ...list.query, status });
  const [openId, setOpenId] = useState<string | null>(null);

  const columns: DataTableColumn<OutboxMail>[] = [
    { key: 'createdAt', header: t('columns.createdAt'), sortable: true, cell: (m) => format.dateTime(m.createdAt) },
    { key: 'to', header: t('columns.to'), sortable: true, cell: (m) => m.to },
    {
      key: 'subject',
      header: t('columns.subject'),
      sortable: true,
      cell: (m) => (
        <Anchor component="button" type="button" onClick={() => setOpenId(m.id)} aria-label={t('mail.open', { subject: m.subject })} ta="left">
          {m.subject}
        </Anchor>
      ),
    },
    { key: 'company', header: t('columns.company'), cell: (m) => m.companyName ?? EMPTY_VALUE },
    { key: 'status', header: t('columns.status'), sortable: true, cell: (m) => <OutboxStatusBadge status={m.status} /> },
    { key: 'sentAt', header: t('columns.sentAt'), cell: (m) => (m.sentAt ? format.dateTime(m.sentAt) : EMPTY_VALUE) },
  ];

  const data = outbox.data;
  return (
    <Stack gap="md">
      {data?.sandbox && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
          {t('list.sandbox')}
        </Alert>
      )}
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchInput
          value={list.filters.to}
          onSearch={(to) => list.setFilter('to', to)}
          placeholder={t('list.searchPlaceholder')}
          maw={360}
          flex={1}
        />
        <Select
          aria-label={t('list.statusFilter')}
          placeholder={t('list.allStatuses')}
          data={EMAIL_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
          value={status ?? null}
          onChange={(value) => list.setFilter('status', value)}
          clearable
          w={200}
        />
      </Group>
      <ListTable
        label={t('list.tableLabel')}
        columns={columns}
        rowKey={(m) => m.id}
        emptyText={t('list.empty')}
        list={list}
        query={outbox}
        pageSizeOptions={[25, 50, 100, 200]}
      />
      <OutboxMailDialog id={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
