import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ExportOptions } from './export-dialog.tsx';

// The format choice loads when first opened, not with every list.
const ExportDialog = lazy(() => import('./export-dialog.tsx').then((m) => ({ default: m.ExportDialog })));

/** The list's export button: opens the format choice. */
export function ExportButton({ path, query, zip, ...buttonProps }: ExportOptions & ButtonProps) {
  const { t } = useTranslation('ui');
  const [opened, setOpened] = useState(false);
  // Mounted from the first opening on, so closing keeps the dialog's transition.
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconDownload size={16} aria-hidden />}
        {...buttonProps}
        onClick={() => {
          setLoaded(true);
          setOpened(true);
        }}
      >
        {t('export.button')}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <ExportDialog opened={opened} onClose={() => setOpened(false)} path={path} query={query} zip={zip} />
        </Suspense>
      )}
    </>
  );
}
