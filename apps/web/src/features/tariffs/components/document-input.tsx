import { useId, useState } from 'react';
import { Input, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_ACCEPT, documentFileProblem, type DocumentInfo } from '@fleetwatt/shared';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useUploadTariffDocument } from '../api/upload-tariff-document.ts';

export interface DocumentInputProps {
  /** The driver the document belongs to; without one nothing can be uploaded yet. */
  userId: string | null;
  current: { fileName: string } | null;
  onUploaded: (doc: DocumentInfo) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * Picks a bill and uploads it at once. Size, emptiness and the kind of file are checked here first
 * (the server checks again, and also the content); a refused file is never sent.
 */
export function DocumentInput({ userId, current, onUploaded, error, disabled }: DocumentInputProps) {
  const { t } = useTranslation('tariffs');
  const { lang } = useFormat();
  const id = useId();
  const upload = useUploadTariffDocument();
  const [problem, setProblem] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<string | null>(null);

  async function pick(file: File | undefined) {
    setProblem(null);
    if (!file || !userId) return;
    const local = documentFileProblem(file, lang);
    if (local) return setProblem(local);
    try {
      const doc = await upload.mutateAsync({ file, userId });
      setUploaded(doc.fileName);
      onUploaded(doc);
    } catch (err) {
      const fieldError = err instanceof ApiError ? err.errors?.find((e) => e.field === 'file')?.message : undefined;
      setProblem(fieldError ?? errorMessage(err, t('form.uploadFailed')));
    }
  }

  const name = uploaded ?? current?.fileName;
  return (
    <Input.Wrapper label={t('form.document')} description={t('form.documentHint')} error={problem ?? error} withAsterisk id={id}>
      <input
        id={id}
        type="file"
        accept={DOCUMENT_ACCEPT}
        disabled={disabled || !userId || upload.isPending}
        onChange={(e) => void pick(e.currentTarget.files?.[0])}
        style={{ display: 'block', marginTop: 6 }}
      />
      {upload.isPending ? (
        <Text size="xs" c="dimmed" mt={4}>
          <Loader size={10} mr={6} />
          {t('form.uploading')}
        </Text>
      ) : name ? (
        <Text size="xs" c="dimmed" mt={4}>
          {t('form.uploaded', { name })}
        </Text>
      ) : null}
    </Input.Wrapper>
  );
}
