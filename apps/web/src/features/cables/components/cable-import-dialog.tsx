import { useState } from 'react';
import { Badge, Button, FileInput, Group, ScrollArea, Stack, Table, Text, Textarea } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CableImportResult, CableImportResultKind } from '@fleetwatt/shared';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { useImportCables } from '../api/import-cables.ts';
import { CableCompanyPicker } from './cable-company-picker.tsx';

const RESULT_COLORS: Record<CableImportResultKind, string> = { CREATED: 'teal', DUPLICATE: 'yellow', INVALID: 'red' };

/** Import cables (administrators): a CSV of hardware IDs for one company, then the result of every line. */
export function CableImportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('cables');
  return (
    <AppModal opened={opened} onClose={onClose} title={t('import.title')} size="lg">
      {opened && <ImportForm onDone={onClose} />}
    </AppModal>
  );
}

function ImportForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('cables');
  const importCables = useImportCables();
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [csv, setCsv] = useState('');
  const [errors, setErrors] = useState<{ companyId?: string; csv?: string }>({});
  const [result, setResult] = useState<CableImportResult | null>(null);

  const submit = async () => {
    const missing = { ...(companyId ? {} : { companyId: t('import.selectCompany') }), ...(csv.trim() ? {} : { csv: t('import.noLines') }) };
    setErrors(missing);
    if (!companyId || !csv.trim()) return;
    try {
      setResult(await importCables.mutateAsync({ companyId, csv }));
    } catch (error) {
      notifyError(error, t('import.failed'));
    }
  };

  if (result) {
    return (
      <Stack gap="md">
        <Group gap="sm">
          <Badge color="teal" variant="light">
            {t('import.created', { count: result.created })}
          </Badge>
          <Badge color="yellow" variant="light">
            {t('import.duplicates', { count: result.duplicates })}
          </Badge>
          <Badge color="red" variant="light">
            {t('import.invalid', { count: result.invalid })}
          </Badge>
        </Group>
        <ScrollArea.Autosize mah={320}>
          <Table striped aria-label={t('import.resultLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('import.line')}</Table.Th>
                <Table.Th>{t('columns.hardwareId')}</Table.Th>
                <Table.Th>{t('import.result')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.lines.map((l) => (
                <Table.Tr key={l.line}>
                  <Table.Td>{l.line}</Table.Td>
                  <Table.Td ff="monospace">{l.hardwareId}</Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      <Badge color={RESULT_COLORS[l.result]} variant="light" size="sm">
                        {t(`import.results.${l.result}`)}
                      </Badge>
                      {l.message && (
                        <Text size="xs" c="dimmed">
                          {l.message}
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
        <Group justify="flex-end">
          <Button onClick={onDone}>{t('actions.close')}</Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Text size="sm">{t('import.hint')}</Text>
      <CableCompanyPicker value={companyId} onChange={(c) => setCompanyId(c?.value ?? null)} error={errors.companyId} />
      <FileInput
        label={t('import.file')}
        placeholder={t('import.filePlaceholder')}
        accept=".csv,.txt,text/csv,text/plain"
        leftSection={<IconFileUpload size={16} aria-hidden />}
        onChange={(file) => void file?.text().then(setCsv)}
        clearable
      />
      <Textarea
        label={t('import.lines')}
        description={t('import.linesHint')}
        rows={6}
        value={csv}
        onChange={(e) => setCsv(e.currentTarget.value)}
        error={errors.csv}
        styles={{ input: { fontFamily: 'monospace' } }}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone}>
          {t('actions.cancel')}
        </Button>
        <Button onClick={() => void submit()} loading={importCables.isPending}>
          {t('import.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
