import { useState } from 'react';
import { ActionIcon, Group, Select, Stack, Tooltip } from '@mantine/core';
import { IconSend, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  INVITE_LIST_STATUSES,
  INVITE_PAGE_SIZE,
  INVITE_SORT_FIELDS,
  type Invite,
  type InviteListStatus,
  type InviteSortField,
} from '@fleetwatt/shared';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { EMPTY_VALUE } from '../../../lib/format.ts';
import { useFormat } from '../../../lib/use-format.ts';
import type { Sort } from '../../../lib/use-list-params.ts';
import { useInvites } from '../api/get-invites.ts';
import { InviteDeleteDialog } from './invite-delete-dialog.tsx';
import { InviteResendDialog } from './invite-resend-dialog.tsx';
import { InviteStatusBadge } from './invite-status-badge.tsx';

export interface DriverInvitesDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Administrators see the company column and may delete invites. */
  isAdministrator?: boolean;
}

/** The driver invites list (spec sections 2 and 9): 25 per page, newest first, searchable by email. */
export function DriverInvitesDialog({ opened, onClose, isAdministrator = false }: DriverInvitesDialogProps) {
  const { t } = useTranslation('invites');
  return (
    <AppModal opened={opened} onClose={onClose} title={t('list.title')} size="80rem">
      {opened && <InvitesList isAdministrator={isAdministrator} />}
    </AppModal>
  );
}

const DEFAULT_SORT: Sort<InviteSortField> = { field: 'dateInsert', dir: 'DESC' };

function InvitesList({ isAdministrator }: { isAdministrator: boolean }) {
  const { t } = useTranslation('invites');
  const format = useFormat();
  // The list lives in a dialog, so its state stays here rather than in the page's URL.
  const [pageNumber, setPageNumber] = useState(0);
  const [sort, setSort] = useState<Sort<InviteSortField>>(DEFAULT_SORT);
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<InviteListStatus | null>(null);
  const [toDelete, setToDelete] = useState<Invite | null>(null);
  const invites = useInvites({
    pageNumber,
    pageSize: INVITE_PAGE_SIZE,
    sortField: sort.field,
    sortDir: sort.dir,
    ...(email ? { email } : {}),
    ...(status ? { status } : {}),
  });
  const [toResend, setToResend] = useState<Invite | null>(null);

  const columns: DataTableColumn<Invite>[] = [
    { key: 'email', header: t('columns.email'), sortable: true, cell: (i) => i.email },
    ...(isAdministrator ? [{ key: 'company', header: t('columns.company'), cell: (i: Invite) => i.companyName }] : []),
    { key: 'status', header: t('columns.status'), sortable: true, cell: (i) => <InviteStatusBadge status={i.status} /> },
    { key: 'language', header: t('columns.language'), cell: (i) => t(`languages.${i.language}`) },
    { key: 'dateInsert', header: t('columns.dateInsert'), sortable: true, cell: (i) => format.date(i.dateInsert) },
    { key: 'expiresAt', header: t('columns.expiresAt'), cell: (i) => (i.status === 'PENDING' || i.status === 'EXPIRED' ? format.date(i.expiresAt) : EMPTY_VALUE) },
    {
      key: 'actions',
      header: t('columns.actions'),
      align: 'right',
      cell: (i) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {(i.status === 'PENDING' || i.status === 'EXPIRED') && (
            <Tooltip label={t('actions.resend')} withinPortal={false}>
              <ActionIcon
                variant="subtle"
                aria-label={t('actions.resendLabel', { email: i.email })}
                onClick={() => setToResend(i)}
              >
                <IconSend size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
          {isAdministrator && (
            <Tooltip label={t('actions.delete')} withinPortal={false}>
              <ActionIcon variant="subtle" color="red" aria-label={t('actions.deleteLabel', { email: i.email })} onClick={() => setToDelete(i)}>
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ),
    },
  ];

  const data = invites.data;
  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchInput
          value={email}
          onSearch={(value) => {
            setEmail(value);
            setPageNumber(0);
          }}
          placeholder={t('list.searchPlaceholder')}
          maw={360}
          flex={1}
        />
        <Select
          aria-label={t('list.statusFilter')}
          placeholder={t('list.allStatuses')}
          data={INVITE_LIST_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
          value={status}
          onChange={(value) => {
            setStatus(value as InviteListStatus | null);
            setPageNumber(0);
          }}
          clearable
          w={200}
          comboboxProps={{ withinPortal: false }}
        />
      </Group>
      <DataTable
        label={t('list.tableLabel')}
        columns={columns}
        rows={data?.results}
        rowKey={(i) => i.token}
        loading={invites.isFetching}
        error={invites.error}
        emptyText={t('list.empty')}
        sort={sort}
        onSortChange={(next) => {
          if ((INVITE_SORT_FIELDS as readonly string[]).includes(next.field)) {
            setSort(next as Sort<InviteSortField>);
            setPageNumber(0);
          }
        }}
        paging={{
          pageNumber,
          pageSize: INVITE_PAGE_SIZE,
          totalCount: data?.totalCount ?? 0,
          totalPages: data?.totalPages ?? 0,
          onPageChange: setPageNumber,
        }}
      />
      <InviteDeleteDialog invite={toDelete} onClose={() => setToDelete(null)} />
      <InviteResendDialog invite={toResend} onClose={() => setToResend(null)} />
    </Stack>
  );
}
