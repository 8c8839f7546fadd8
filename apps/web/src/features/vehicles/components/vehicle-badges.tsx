import { Badge, Box, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DriverConnectionStatus, VehicleChargingStatus, VehicleListItem } from '@fleetwatt/shared';
import { useFormat } from '../../../lib/use-format.ts';

const CONNECTION_COLOR: Record<DriverConnectionStatus, string> = {
  NONE: 'gray',
  CONNECTED: 'teal',
  DISCONNECTED: 'gray',
  EXPIRED: 'orange',
};

/** A car's or driver's connection: none, connected, disconnected (or expired: the provider locked it out). */
export function ConnectionBadge({ status }: { status: DriverConnectionStatus }) {
  const { t } = useTranslation('vehicles');
  return (
    <Badge variant="light" color={CONNECTION_COLOR[status]}>
      {t(`connection.${status}`)}
    </Badge>
  );
}

export const vehicleName = (v: Pick<VehicleListItem, 'make' | 'model' | 'modelYear'>) =>
  `${v.make} ${v.model}${v.modelYear ? ` (${v.modelYear})` : ''}`;

export const connectionOf = (v: Pick<VehicleListItem, 'connectionStatus' | 'connectionExpired'>): DriverConnectionStatus =>
  v.connectionExpired && v.connectionStatus === 'DISCONNECTED' ? 'EXPIRED' : v.connectionStatus;

const CHARGING_COLOR: Record<VehicleChargingStatus, string> = {
  NOT_CHARGING: 'gray',
  CHARGING: 'blue',
  FULLY_CHARGED: 'teal',
  UNKNOWN: 'yellow',
};

export function ChargingBadge({ status }: { status: VehicleChargingStatus | null }) {
  const { t } = useTranslation('vehicles');
  const s = status ?? 'UNKNOWN';
  // A dot and plain text, so a narrow column wraps the words instead of cutting them off.
  return (
    <Group gap={6} wrap="nowrap" align="center">
      <Box w={8} h={8} bg={`${CHARGING_COLOR[s]}.6`} style={{ borderRadius: '50%', flexShrink: 0 }} aria-hidden />
      <Text size="sm">{t(`charging.${s}`)}</Text>
    </Group>
  );
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "3 hours ago" in the dashboard language; "just now" under a minute. */
export function useAge() {
  const { t } = useTranslation('vehicles');
  const { lang } = useFormat();
  return (iso: string, now = Date.now()) => {
    const ms = Math.max(0, now - new Date(iso).getTime());
    const format = new Intl.RelativeTimeFormat(lang === 'de' ? 'de-DE' : 'en-US', { numeric: 'always' });
    for (const [unit, size] of UNITS) if (ms >= size) return format.format(-Math.floor(ms / size), unit);
    return t('age.now');
  };
}

/** When the car last reported and how long ago; data older than a day is shown as stale. */
export function LastSeen({ at }: { at: string | null }) {
  const { t } = useTranslation('vehicles');
  const format = useFormat();
  const age = useAge();
  if (!at) {
    return (
      <Text size="sm" c="dimmed">
        {t('never')}
      </Text>
    );
  }
  const stale = Date.now() - new Date(at).getTime() > 86_400_000;
  return (
    <Tooltip label={format.dateTime(at)}>
      <Stack gap={0}>
        <Text size="sm" c={stale ? 'orange' : undefined}>
          {age(at)}
        </Text>
        <Text size="xs" c="dimmed">
          {format.dateTime(at)}
        </Text>
      </Stack>
    </Tooltip>
  );
}
