import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconMailCheck, IconMailOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Receipt, ReceiptStatus, ReimbursementItemStatus } from '@fleetwatt/shared';
import { EMPTY_VALUE } from '../../../lib/format.ts';
import { useFormat } from '../../../lib/use-format.ts';

const STATUS_COLORS: Record<ReceiptStatus, string> = { DRAFT: 'yellow', SUBMITTED: 'teal' };

/** DRAFT or SUBMITTED; "None" where a month has no receipt. */
export function ReceiptStatusBadge({ status }: { status: ReceiptStatus | null }) {
  const { t } = useTranslation('receipts');
  if (!status) {
    return (
      <Badge variant="outline" color="gray" miw="max-content">
        {t('status.NONE')}
      </Badge>
    );
  }
  return (
    <Badge variant="light" color={STATUS_COLORS[status]} miw="max-content">
      {t(`status.${status}`)}
    </Badge>
  );
}

/** Whether the receipt was mailed: an icon with its words for screen readers and on hover, and the day. */
export function SentBadge({ sent, sentAt }: { sent: boolean; sentAt?: string | null }) {
  const { t } = useTranslation('receipts');
  const { date } = useFormat();
  const label = sent ? t('sent.true') : t('sent.false');
  const Icon = sent ? IconMailCheck : IconMailOff;
  return (
    <Group gap={4} wrap="nowrap" title={label}>
      <Icon size={16} color={sent ? 'var(--mantine-color-teal-7)' : 'var(--mantine-color-gray-5)'} aria-hidden />
      <VisuallyHidden>{label}</VisuallyHidden>
      {sent && sentAt && (
        <Text span size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {date(sentAt)}
        </Text>
      )}
    </Group>
  );
}

const REIMBURSEMENT_COLORS: Record<ReimbursementItemStatus, string> = {
  PENDING: 'yellow',
  APPROVED: 'blue',
  P2P_REIMBURSED: 'teal',
  BANK_REIMBURSED: 'teal',
  BANK_REIMBURSEMENT_FAIL: 'red',
  CANCELLED: 'gray',
};

export function ReimbursementStatusBadge({ status }: { status: ReimbursementItemStatus | null }) {
  const { t } = useTranslation('receipts');
  if (!status) return <>{EMPTY_VALUE}</>;
  return (
    <Badge variant="light" color={REIMBURSEMENT_COLORS[status]} miw="max-content">
      {t(`reimbursement.${status}`)}
    </Badge>
  );
}

/** The receipt's number with what it corrects or what replaced it. */
export function ReceiptNumber({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation('receipts');
  return (
    <Group gap={6} wrap="wrap">
      <span style={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{receipt.number}</span>
      {receipt.corrects && (
        <Badge size="xs" variant="light" color="blue">
          {t('corrects', { number: receipt.corrects.number })}
        </Badge>
      )}
      {receipt.supersededBy && (
        <Badge size="xs" variant="light" color="gray">
          {t('replacedBy', { number: receipt.supersededBy.number })}
        </Badge>
      )}
    </Group>
  );
}

/** An IBAN as a list shows it: country, check digits and the last four characters; the whole one on hover. */
export function MaskedIban({ iban }: { iban: string | null }) {
  if (!iban) return <>{EMPTY_VALUE}</>;
  const compact = iban.replace(/\s+/g, '');
  return (
    <span title={compact} style={{ fontFamily: 'monospace', fontSize: 12, whiteSpace: 'nowrap' }}>
      {`${compact.slice(0, 4)} … ${compact.slice(-4)}`}
    </span>
  );
}
