import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PaymentTransactionStatus } from '@fleetwatt/shared';

/** Green once done, red on an error or cancellation, grey while it waits; the full words, never cut off. */
export function TransactionStatusBadge({ status }: { status: PaymentTransactionStatus }) {
  const { t } = useTranslation('payment-transactions');
  const color = status.endsWith('SUCCESS') ? 'teal' : /ERROR|CANCELLED/.test(status) ? 'red' : 'gray';
  return (
    <Group gap={6} wrap="nowrap" align="center">
      <Box w={8} h={8} bg={`${color}.6`} style={{ borderRadius: '50%', flexShrink: 0 }} aria-hidden />
      <Text size="sm" c={`${color}.8`} fw={500} style={{ whiteSpace: 'nowrap' }}>
        {t(`status.${status}`)}
      </Text>
    </Group>
  );
}
