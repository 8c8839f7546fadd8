import { useState } from 'react';
import { Alert, Button, FileInput, Group, List, Stack, Text, Textarea } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EXTERNAL_CSV_HEADER } from '@fleetwatt/shared';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { ApiError, getChildCompanyId } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useImportExternalSessions } from '../api/import-external-sessions.ts';
import { CompanyFilter } from './session-pickers.tsx';

/** Imports public-charging sessions from a CSV file (administrators). */
export function ExternalSessionsImportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('charging-sessions');
  return (
    <AppModal opened={opened} onClose={onClose} title={t('import.title')} size="lg">
      {opened && <ImportForm onDone={onClose} />}
    </AppModal>
  );
}

function ImportForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('charging-sessions');
  const run = useImportExternalSessions();
  const needsCompany = !getChildCompanyId();
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<string[]>([]);

  const submit = async () => {
    const csv = file ? await file.text() : text;
    if (!csv.trim()) {
      setProblems([t('import.empty')]);
      return;
    }
    try {
      const result = await run.mutateAsync({ csv, ...(needsCompany && companyId ? { companyId } : {}) });
      notifySuccess(t('import.done', { count: result.created, duplicates: result.duplicates }));
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'validation') setProblems(error.errors?.length ? error.errors.map((e) => e.message) : [error.message]);
      else notifyError(error, t('import.failed'));
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('import.format', { header: EXTERNAL_CSV_HEADER.join(',') })}
      </Text>
      {needsCompany && <CompanyFilter value={companyId} onChange={setCompanyId} />}
      <FileInput
        label={t('import.file')}
        placeholder={t('import.filePlaceholder')}
        accept=".csv,text/csv"
        leftSection={<IconFileTypeCsv size={16} aria-hidden />}
        value={file}
        onChange={setFile}
        clearable
      />
      <Textarea label={t('import.text')} rows={5} value={text} onChange={(e) => setText(e.currentTarget.value)} disabled={!!file} />
      {problems.length > 0 && (
        <Alert color="red" title={t('import.failed')}>
          <List size="sm">
            {problems.slice(0, 20).map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone}>
          {t('actions.cancel')}
        </Button>
        <Button onClick={() => void submit()} loading={run.isPending}>
          {t('import.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
