import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ConnectStatus, VehicleDataState } from '@fleetwatt/shared';
import { CarDataState } from '../../../components/ui/car-data-state.tsx';
import { timeAgo } from '../../../lib/relative-time.ts';

const COLORS: Record<ConnectStatus, string> = {
  CONNECTED: 'teal',
  NO_RECENT_DATA: 'orange',
  EXPIRED: 'red',
  DISCONNECTED: 'gray',
  NOT_CONNECTED: 'gray',
};

/** The car's status; when its data stopped, how old the last car data is. */
export function ConnectStatusBadge({ status, carDataAt, dataState }: { status: ConnectStatus; carDataAt: string | null; dataState?: VehicleDataState | null }) {
  const { t, i18n } = useTranslation('fleet-monitor');
  const stopped = status === 'NO_RECENT_DATA' || status === 'EXPIRED' || status === 'DISCONNECTED';
  const lang = (i18n.resolvedLanguage ?? 'en').startsWith('de') ? 'de' : 'en';
  return (
    <Stack gap={2} miw={140}>
      <Badge variant={status === 'CONNECTED' ? 'light' : 'outline'} color={COLORS[status]} tt="none" w="fit-content" maw="none" styles={{ label: { overflow: 'visible' } }}>
        {t(`status.${status}`)}
      </Badge>
      {stopped && (
        <Text size="xs" c="dimmed">
          {carDataAt ? t('status.lastCarData', { age: timeAgo(carDataAt, lang) }) : t('status.noCarData')}
        </Text>
      )}
      {status !== 'NOT_CONNECTED' && status !== 'DISCONNECTED' && <CarDataState state={dataState} />}
    </Stack>
  );
}
