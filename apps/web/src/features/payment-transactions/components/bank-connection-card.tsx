import { Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconBuildingBank, IconPlugConnected } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../lib/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useAuthorizeBank } from '../api/authorize-bank.ts';
import { useBankConnection } from '../api/get-bank-connection.ts';

/**
 * The selected company's bank connection. The connect button shows only when the connection call
 * returns no token (spec section 1); it leaves for the bank, which returns to /public/qonto/callback.
 */
export function BankConnectionCard({ companyId, go }: { companyId: string | null; go?: (url: string) => void }) {
  const { t } = useTranslation('payment-transactions');
  const format = useFormat();
  const connection = useBankConnection(companyId);
  const authorize = useAuthorizeBank(go);

  let content;
  if (!companyId) {
    content = (
      <Text size="sm" c="dimmed">
        {t('bank.selectCompany')}
      </Text>
    );
  } else if (connection.isPending) {
    content = <Skeleton h={28} w={260} />;
  } else if (connection.data?.token) {
    const token = connection.data.token;
    content = (
      <Group gap="sm">
        <Badge color="teal" variant="light" leftSection={<IconPlugConnected size={14} />}>
          {t('bank.connected')}
        </Badge>
        {token.accountIban && <Text size="sm">{t('bank.account', { iban: token.accountIban })}</Text>}
        {token.connectedAt && (
          <Text size="sm" c="dimmed">
            {t('bank.since', { date: format.date(token.connectedAt) })}
          </Text>
        )}
      </Group>
    );
  } else {
    content = (
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">{t('bank.notConnected')}</Text>
        <Button
          leftSection={<IconBuildingBank size={16} aria-hidden />}
          loading={authorize.isPending}
          onClick={() => authorize.mutate(companyId, { onError: (error) => notifyError(error, t('bank.connectFailed')) })}
        >
          {t('bank.connect')}
        </Button>
      </Group>
    );
  }

  return (
    <Paper withBorder radius="md" p="md" aria-label={t('bank.title')} role="region">
      <Stack gap={6}>
        <Text fw={600} size="sm">
          {t('bank.title')}
        </Text>
        {content}
      </Stack>
    </Paper>
  );
}
