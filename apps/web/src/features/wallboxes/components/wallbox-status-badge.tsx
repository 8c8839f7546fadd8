import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MeterVerificationState, WallboxListItem } from '@fleetwatt/shared';

const FULL = { flexShrink: 0 } as const;

/** Charging, online or offline: what the wallbox is doing now. */
export function WallboxStatusBadge({ wallbox }: { wallbox: Pick<WallboxListItem, 'connection' | 'charging'> }) {
  const { t } = useTranslation('wallboxes');
  const state = wallbox.connection === 'OFFLINE' ? 'OFFLINE' : wallbox.charging ? 'CHARGING' : 'ONLINE';
  const color = { OFFLINE: 'gray', ONLINE: 'teal', CHARGING: 'blue' }[state];
  return (
    <Badge variant="light" color={color} size="sm" style={FULL}>
      {t(`status.${state}`)}
    </Badge>
  );
}

const VERIFICATION_COLORS: Record<MeterVerificationState, string> = { VERIFIED: 'teal', FAILED: 'red', UNSIGNED: 'gray', NO_KEY: 'orange', PENDING: 'gray' };

/** Whether a transaction's signed meter values verified (decision 0045). */
export function VerificationBadge({ state }: { state: MeterVerificationState }) {
  const { t } = useTranslation('wallboxes');
  return (
    <Badge variant="light" color={VERIFICATION_COLORS[state]} size="sm" style={FULL}>
      {t(`verification.${state}`)}
    </Badge>
  );
}
