import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The centered spinner shown while sign-in or the user's data is on its way. */
export function FullPageLoader({ label, height = '100dvh' }: { label?: string; height?: string | number }) {
  const { t } = useTranslation();
  const text = label ?? t('app.loading');
  return (
    <Center h={height} role="status" aria-live="polite" aria-label={text}>
      <Stack align="center" gap="sm">
        <Loader size="lg" />
        <Text c="dimmed" size="sm">
          {text}
        </Text>
      </Stack>
    </Center>
  );
}
