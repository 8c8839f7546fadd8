import { ActionIcon, Menu } from '@mantine/core';
import {
  IconDots,
  IconDownload,
  IconEye,
  IconFileCheck,
  IconMailForward,
  IconRefresh,
  IconReplace,
  IconTrash,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Receipt } from '@fleetwatt/shared';

export type ReceiptAction = 'preview' | 'download' | 'submit' | 'regenerate' | 'send' | 'correct' | 'delete';

const ICONS: Record<ReceiptAction, Icon> = {
  preview: IconEye,
  download: IconDownload,
  submit: IconFileCheck,
  regenerate: IconRefresh,
  send: IconMailForward,
  correct: IconReplace,
  delete: IconTrash,
};

/** What can be done with a receipt in its state: drafts change, submitted receipts in force are sent or corrected. */
export function receiptActions(r: Receipt): ReceiptAction[] {
  const actions: ReceiptAction[] = ['preview', 'download'];
  if (r.status === 'DRAFT') {
    actions.push('submit', 'regenerate');
    if (!r.corrects) actions.push('delete');
  } else if (!r.supersededBy) {
    actions.push('send', 'correct');
  }
  return actions;
}

export function ReceiptRowActions({ receipt, onAction }: { receipt: Receipt; onAction: (action: ReceiptAction) => void }) {
  const { t } = useTranslation('receipts');
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('actions.open', { number: receipt.number })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      {/* Spec section 9: dropdown menus are 140 to 300 px high. */}
      <Menu.Dropdown mih={140} mah={300} style={{ overflowY: 'auto' }}>
        {receiptActions(receipt).map((action) => {
          const ActionIconComponent = ICONS[action];
          return (
            <Menu.Item
              key={action}
              color={action === 'delete' ? 'red' : undefined}
              leftSection={<ActionIconComponent size={16} aria-hidden />}
              onClick={() => onAction(action)}
            >
              {action === 'send' && receipt.sent ? t('actions.sendAgain') : t(`actions.${action}`)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
