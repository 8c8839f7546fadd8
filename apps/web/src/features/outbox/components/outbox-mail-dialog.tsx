import type { ReactNode } from 'react';
import { Alert, Box, Center, Code, Group, Loader, Stack, Table, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OutboxMailDetail } from '@fleetwatt/shared';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { EMPTY_VALUE } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useOutboxMail } from '../api/get-outbox-mail.ts';
import { OutboxStatusBadge } from './outbox-status-badge.tsx';

/** One sent mail: who it went to, its status and both bodies. */
export function OutboxMailDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation('outbox');
  const mail = useOutboxMail(id);
  let body: ReactNode;
  if (mail.error) {
    body = (
      <Alert color="red" role="alert">
        {errorMessage(mail.error)}
      </Alert>
    );
  } else if (!mail.data) {
    body = (
      <Center py="lg">
        <Loader size="sm" />
      </Center>
    );
  } else {
    body = <MailView mail={mail.data} />;
  }
  return (
    <AppModal opened={!!id} onClose={onClose} title={t('mail.title')} size="xl">
      {body}
    </AppModal>
  );
}

function MailView({ mail }: { mail: OutboxMailDetail }) {
  const { t } = useTranslation('outbox');
  const format = useFormat();
  const row = (label: string, value: ReactNode) => (
    <Table.Tr>
      <Table.Th w={140} fw={600}>
        {label}
      </Table.Th>
      <Table.Td>{value}</Table.Td>
    </Table.Tr>
  );
  return (
    <Stack gap="md">
      <Table withRowBorders={false} verticalSpacing={4}>
        <Table.Tbody>
          {row(t('mail.to'), mail.to)}
          {row(t('mail.subject'), mail.subject)}
          {row(t('mail.company'), mail.companyName ?? EMPTY_VALUE)}
          {row(t('mail.status'), <OutboxStatusBadge status={mail.status} />)}
          {row(t('mail.createdAt'), format.dateTime(mail.createdAt))}
          {row(t('mail.sentAt'), mail.sentAt ? format.dateTime(mail.sentAt) : EMPTY_VALUE)}
          {mail.error && row(t('mail.error'), <Text c="red">{mail.error}</Text>)}
          {row(
            t('mail.attachments'),
            mail.attachments.length ? (
              <Group gap="xs">
                {mail.attachments.map((a) => (
                  <Code key={a.fileName}>{`${a.fileName} (${Math.ceil(a.sizeBytes / 1024)} KB)`}</Code>
                ))}
              </Group>
            ) : (
              t('mail.noAttachments')
            ),
          )}
        </Table.Tbody>
      </Table>
      <Tabs defaultValue="text" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="text">{t('mail.text')}</Tabs.Tab>
          <Tabs.Tab value="html">{t('mail.html')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="text" pt="sm">
          <Box component="pre" data-testid="mail-text" style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', margin: 0 }}>
            {mail.text}
          </Box>
        </Tabs.Panel>
        <Tabs.Panel value="html" pt="sm">
          {mail.html ? (
            // No scripts, forms or navigation: the mail is shown, not run.
            <iframe title={t('mail.htmlFrame')} sandbox="" srcDoc={mail.html} style={{ width: '100%', height: 480, border: 0 }} />
          ) : (
            <Text c="dimmed">{t('mail.noHtml')}</Text>
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
