import { Alert, Text, Tooltip } from '@mantine/core';
import { receiptBaseFeeText, type Receipt } from '@fleetwatt/shared';
import { useFormat } from '../../../lib/use-format.ts';

/** The receipt's base fee as receiptTotals decided it, in the words the PDF uses. */
function useBaseFeeText(receipt: Receipt) {
  const format = useFormat();
  return receiptBaseFeeText(
    { sessionsMinor: receipt.expenseMinor - receipt.baseFeeMinor, totalMinor: receipt.expenseMinor, baseFee: receipt.baseFee },
    format.lang,
    (minor) => format.money(minor, receipt.currency),
  );
}

/**
 * A line under the receipt's total: whether the tariff's base fee share is in it; hover or focus
 * says why (the company's rule) and the total it leads to.
 */
export function ReceiptBaseFeeLine({ receipt }: { receipt: Receipt }) {
  const text = useBaseFeeText(receipt);
  if (!text) return null;
  return (
    <Tooltip withArrow multiline w={320} label={text.reason}>
      <Text
        size="xs"
        c={receipt.baseFee?.reason === 'REGENERATE' ? 'orange.9' : 'dimmed'}
        tabIndex={0}
        aria-label={`${text.short}. ${text.reason}`}
        style={{ cursor: 'help', whiteSpace: 'nowrap' }}
      >
        {text.short}
      </Text>
    </Tooltip>
  );
}

/** The whole explanation, where the receipt is looked at closely (its preview). */
export function ReceiptBaseFeeExplanation({ receipt }: { receipt: Receipt }) {
  const text = useBaseFeeText(receipt);
  if (!text) return null;
  return (
    <Alert variant="light" color={receipt.baseFee?.reason === 'REGENERATE' ? 'orange' : 'blue'} p="xs">
      <Text size="sm">{text.reason}</Text>
    </Alert>
  );
}
