import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type {
  PaymentTransactionStatus,
  ReimbursementItemStatus,
  ReimbursementPaymentStatus,
  ReimbursementStatus,
} from '@fleetwatt/shared';

const STATUS_COLOR: Record<ReimbursementStatus, string> = { PENDING: 'yellow', APPROVED: 'teal', REJECTED: 'gray' };
const PAYMENT_COLOR: Record<ReimbursementPaymentStatus, string> = { PENDING: 'gray', ACCEPTED: 'blue', RECEIVED: 'teal' };
const ITEM_COLOR: Record<ReimbursementItemStatus, string> = {
  PENDING: 'yellow',
  APPROVED: 'blue',
  P2P_REIMBURSED: 'teal',
  BANK_REIMBURSED: 'teal',
  BANK_REIMBURSEMENT_FAIL: 'red',
  CANCELLED: 'gray',
};

export function ReimbursementStatusBadge({ status }: { status: ReimbursementStatus }) {
  const { t } = useTranslation('reimbursements');
  return (
    <Badge variant="light" color={STATUS_COLOR[status]}>
      {t(`status.${status}`)}
    </Badge>
  );
}

export function PaymentStatusBadge({ status }: { status: ReimbursementPaymentStatus }) {
  const { t } = useTranslation('reimbursements');
  return (
    <Badge variant="dot" color={PAYMENT_COLOR[status]}>
      {t(`paymentStatus.${status}`)}
    </Badge>
  );
}

export function ItemStatusBadge({ status }: { status: ReimbursementItemStatus | null }) {
  const { t } = useTranslation('reimbursements');
  if (!status) {
    return (
      <Badge variant="outline" color="gray">
        {t('itemStatus.none')}
      </Badge>
    );
  }
  return (
    <Badge variant="light" color={ITEM_COLOR[status]}>
      {t(`itemStatus.${status}`)}
    </Badge>
  );
}

/** A payment transaction's status: green once done, red on an error, grey otherwise. */
export function TransactionStatusBadge({ status }: { status: PaymentTransactionStatus }) {
  const { t } = useTranslation('reimbursements');
  const color = status.endsWith('SUCCESS') ? 'teal' : /ERROR|CANCELLED/.test(status) ? 'red' : 'gray';
  return (
    <Badge variant="light" color={color} tt="none">
      {t(`transactionStatus.${status}`)}
    </Badge>
  );
}

/** "2026-09" as the period a reimbursement or receipt covers. */
export const periodLabel = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;
