import { ActionIcon, Menu } from '@mantine/core';
import {
  IconBan,
  IconCash,
  IconCheck,
  IconDots,
  IconDownload,
  IconEye,
  IconFileCode,
  IconPencil,
  IconRefresh,
  IconSend,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { InvoiceListItem } from '@fleetwatt/shared';

export type InvoiceAction = 'edit' | 'approve' | 'send' | 'cancel' | 'sync' | 'payments' | 'preview' | 'downloadPdf' | 'eInvoice';

/** What the invoice's state allows, in the order the menu shows it. */
export function allowedActions(invoice: InvoiceListItem): InvoiceAction[] {
  const s = invoice.status;
  const actions: InvoiceAction[] = [];
  if (s === 'DRAFT') actions.push('edit', 'approve');
  if (s === 'OPEN' || s === 'PARTIALLYPAID' || s === 'PAID') actions.push('send');
  if (s !== 'DRAFT') actions.push('payments', 'sync');
  if (s === 'OPEN' && invoice.paidMinor === 0) actions.push('cancel');
  actions.push('preview', 'downloadPdf');
  if (s !== 'DRAFT') actions.push('eInvoice');
  return actions;
}

const ICONS = {
  edit: IconPencil,
  approve: IconCheck,
  send: IconSend,
  cancel: IconBan,
  sync: IconRefresh,
  payments: IconCash,
  preview: IconEye,
  downloadPdf: IconDownload,
  eInvoice: IconFileCode,
} as const;

/** The row menu of an invoice: only what its state allows. */
export function InvoiceRowActions({ invoice, onAction }: { invoice: InvoiceListItem; onAction: (action: InvoiceAction) => void }) {
  const { t } = useTranslation('invoices');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t('actions.menu', { name: invoice.number ?? `${t('noNumber')} ${invoice.companyName}` })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {allowedActions(invoice).map((action) => {
          const Icon = ICONS[action];
          return (
            <Menu.Item
              key={action}
              color={action === 'cancel' ? 'red' : undefined}
              leftSection={<Icon size={16} aria-hidden />}
              onClick={() => onAction(action)}
            >
              {t(`actions.${action}`)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
