import { useId, useState } from 'react';
import { Alert, Badge, Button, Group, Input, NativeSelect, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_ACCEPT, documentFileProblem, KYC_DOCUMENT_TYPES, type KycDocumentType, type Wallet } from '@fleetwatt/shared';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessage, notifySuccess } from '../../../lib/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useWallets } from '../api/get-wallets.ts';
import { useSendKycDocument } from '../api/send-kyc-document.ts';

const STATUS_COLOR: Record<NonNullable<Wallet['status']>, string> = {
  KYC_INCOMPLETE: 'gray',
  KYC_REJECTED: 'red',
  KYC_1: 'yellow',
  KYC_2: 'teal',
  KYC_3: 'teal',
  KYC_EXPIRED: 'orange',
  BLOCKED: 'red',
  CLOSED: 'gray',
};

/**
 * The company's Payment+ accounts (its own and its drivers'), each with the KYC status Lemonway
 * reports now, and "Send KYC document" per account (decision 0052). Shown for Payment+ companies.
 */
export function WalletsCard({ companyId }: { companyId: string }) {
  const { t } = useTranslation('payment-transactions');
  const wallets = useWallets(companyId);
  const [sending, setSending] = useState<Wallet | null>(null);

  let content;
  if (wallets.isPending) content = <Skeleton h={60} />;
  else if (wallets.error)
    content = (
      <Alert color="red" role="alert">
        {errorMessage(wallets.error, t('wallets.failed'))}
      </Alert>
    );
  else if (!wallets.data.wallets.length) content = <Text size="sm" c="dimmed">{t('wallets.none')}</Text>;
  else
    content = (
      <Table.ScrollContainer minWidth={560}>
        <Table aria-label={t('wallets.tableLabel')} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('wallets.columns.holder')}</Table.Th>
              <Table.Th>{t('wallets.columns.account')}</Table.Th>
              <Table.Th>{t('wallets.columns.status')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {wallets.data.wallets.map((w) => (
              <Table.Tr key={w.accountId}>
                <Table.Td>
                  <Text size="sm">{w.name}</Text>
                  <Text size="xs" c="dimmed">
                    {t(`wallets.owner.${w.owner}`)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {w.accountId}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {w.status ? (
                    <Badge variant="light" color={STATUS_COLOR[w.status]} style={{ minWidth: 'max-content' }}>
                      {t(`wallets.status.${w.status}`)}
                    </Badge>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('wallets.statusUnknown')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td align="right">
                  <Button size="compact-sm" variant="light" leftSection={<IconUpload size={14} aria-hidden />} aria-label={t('wallets.sendLabel', { name: w.name })} onClick={() => setSending(w)}>
                    {t('wallets.send')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Paper withBorder radius="md" p="md" aria-label={t('wallets.title')} role="region">
      <Stack gap={6}>
        <Text fw={600} size="sm">
          {t('wallets.title')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('wallets.hint')}
        </Text>
        {content}
      </Stack>
      <KycDocumentDialog companyId={companyId} wallet={sending} onClose={() => setSending(null)} />
    </Paper>
  );
}

function KycDocumentDialog({ companyId, wallet, onClose }: { companyId: string; wallet: Wallet | null; onClose: () => void }) {
  const { t } = useTranslation('payment-transactions');
  const { lang } = useFormat();
  const fileId = useId();
  const send = useSendKycDocument();
  const [type, setType] = useState<KycDocumentType | ''>('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<{ field: 'type' | 'file'; message: string } | null>(null);

  const close = () => {
    setType('');
    setFile(null);
    setProblem(null);
    onClose();
  };

  async function submit() {
    if (!wallet) return;
    if (!type) return setProblem({ field: 'type', message: t('wallets.dialog.typeMissing') });
    if (!file) return setProblem({ field: 'file', message: t('wallets.dialog.fileMissing') });
    const local = documentFileProblem(file, lang);
    if (local) return setProblem({ field: 'file', message: local });
    try {
      await send.mutateAsync({ companyId, accountId: wallet.accountId, type, file });
      notifySuccess(t('wallets.dialog.sent', { name: wallet.name }));
      close();
    } catch (err) {
      const field = err instanceof ApiError ? err.errors?.[0] : undefined;
      setProblem(field && (field.field === 'type' || field.field === 'file') ? { field: field.field, message: field.message } : { field: 'file', message: errorMessage(err, t('wallets.dialog.failed')) });
    }
  }

  return (
    <AppModal opened={!!wallet} onClose={close} title={t('wallets.dialog.title')}>
      <Stack gap="md">
        <Text size="sm">{t('wallets.dialog.intro', { name: wallet?.name ?? '' })}</Text>
        <NativeSelect
          label={t('wallets.dialog.type')}
          withAsterisk
          value={type}
          error={problem?.field === 'type' ? problem.message : undefined}
          onChange={(e) => setType(e.currentTarget.value as KycDocumentType | '')}
          data={[{ value: '', label: t('wallets.dialog.typePlaceholder') }, ...KYC_DOCUMENT_TYPES.map((d) => ({ value: d, label: t(`wallets.documentType.${d}`) }))]}
        />
        <Input.Wrapper label={t('wallets.dialog.file')} description={t('wallets.dialog.fileHint')} withAsterisk id={fileId} error={problem?.field === 'file' ? problem.message : undefined}>
          <input id={fileId} type="file" accept={DOCUMENT_ACCEPT} onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)} style={{ display: 'block', marginTop: 6 }} />
        </Input.Wrapper>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('wallets.dialog.cancel')}
          </Button>
          <Button loading={send.isPending} onClick={() => void submit()}>
            {t('wallets.dialog.submit')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
