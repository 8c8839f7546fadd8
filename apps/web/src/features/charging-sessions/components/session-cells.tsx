import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChargingSession, ReviewStatus } from '@fleetwatt/shared';
import { EMPTY_VALUE } from '../../../lib/format.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { DriverLink } from '../../../components/ui/entity-links.tsx';

const REVIEW_COLORS: Record<ReviewStatus, string> = { NONE: 'gray', TO_BE_REVIEWED: 'orange', REVIEWED: 'teal', IGNORED: 'dark' };

/** "1:05:09" from seconds; a negative duration keeps its sign. */
export function clockOf(seconds: number): string {
  const abs = Math.abs(seconds);
  const h = Math.floor(abs / 3600);
  const m = Math.floor((abs % 3600) / 60);
  const s = abs % 60;
  return `${seconds < 0 ? '-' : ''}${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

const numeric = { fontVariantNumeric: 'tabular-nums' } as const;

export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  const { t } = useTranslation('charging-sessions');
  return (
    <Badge variant="light" color={REVIEW_COLORS[status]} size="sm" style={{ flexShrink: 0 }}>
      {t(`reviewStatus.${status}`)}
    </Badge>
  );
}

/** Review status, type and tags in words. */
export function ReviewCell({ session }: { session: ChargingSession }) {
  const { t } = useTranslation('charging-sessions');
  return (
    <Stack gap={2}>
      <Group gap={6}>
        <ReviewStatusBadge status={session.reviewStatus} />
        {session.reviewType && (
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t(`reviewType.${session.reviewType}`)}
          </Text>
        )}
      </Group>
      {session.reviewTags.length > 0 && (
        <Text size="xs" c="dimmed">
          {session.reviewTags.map((tag) => t(`reviewTag.${tag}`)).join(', ')}
        </Text>
      )}
    </Stack>
  );
}

/** A badge whose words wrap in a narrow column instead of being cut off. */
const WRAPPING_BADGE = { root: { flexShrink: 0, height: 'auto', minHeight: 'var(--badge-height)', paddingBlock: 2 }, label: { whiteSpace: 'normal', overflow: 'visible' } } as const;

/**
 * Whether the meter's signed values verified (decision 0045): a badge, and the reason when they did
 * not; nothing for a session without signed values.
 */
export function MeterSignatureCell({ session }: { session: ChargingSession }) {
  const { t } = useTranslation('charging-sessions');
  if (!session.meterSignatureStatus) return <Text size="sm" c="dimmed">{t('meterSignatureStatus.NONE')}</Text>;
  const verified = session.meterSignatureStatus === 'VERIFIED';
  return (
    <Stack gap={2} miw={verified ? undefined : 220}>
      <Badge variant="light" color={verified ? 'teal' : 'red'} size="sm" styles={WRAPPING_BADGE}>
        {t(`meterSignatureStatus.${session.meterSignatureStatus}`)}
      </Badge>
      {session.meterSignatureFailure && (
        <Text size="xs" c="dimmed">
          {t(`meterSignature.failure.${session.meterSignatureFailure}`)}
        </Text>
      )}
    </Stack>
  );
}

/** The error code in words; red unless it is none. */
export function ErrorCell({ code }: { code: number }) {
  const { t } = useTranslation('charging-sessions');
  return (
    <Text size="sm" c={code === 0 ? 'dimmed' : 'red'} fw={code === 0 ? undefined : 500}>
      {t(`errorCode.${code}`)}
    </Text>
  );
}

/** Tariff number, price per kWh with 4 decimals and the price basis in words. */
export function TariffCell({ session }: { session: ChargingSession }) {
  const { t } = useTranslation('charging-sessions');
  const format = useFormat();
  const basis = session.source === 'EXTERNAL' ? 'OPERATOR' : session.priceBasis;
  return (
    <Stack gap={2}>
      <Text size="sm" style={numeric}>
        {session.tariffNumber !== null && `${t('columns.tariffNumber', { number: session.tariffNumber })} · `}
        {format.tariff(session.tariffPrice, session.currency)}
      </Text>
      {basis && (
        <Text size="xs" c="dimmed">
          {t(`priceBasis.${basis}`)}
        </Text>
      )}
    </Stack>
  );
}

export function DriverCell({ session }: { session: ChargingSession }) {
  const { t } = useTranslation('charging-sessions');
  if (!session.userId) return <Text size="sm" c="dimmed">{t('values.noDriver')}</Text>;
  return (
    <DriverLink id={session.userId} size="sm" fw={500}>{session.userName ?? t('values.unnamed')}</DriverLink>
  );
}

export function CableCell({ session }: { session: ChargingSession }) {
  const { t } = useTranslation('charging-sessions');
  if (!session.cableHardwareId) return <>{EMPTY_VALUE}</>;
  return (
    <Stack gap={2}>
      <Text size="sm" ff="monospace">
        {session.cableHardwareId}
      </Text>
      {session.mobileIdentifierIndex !== null && (
        <Text size="xs" c="dimmed">
          {t('columns.mobileIndex', { index: session.mobileIdentifierIndex })}
        </Text>
      )}
    </Stack>
  );
}

export function YesNoBadge({ value }: { value: boolean }) {
  const { t } = useTranslation('charging-sessions');
  return (
    <Badge variant="dot" color={value ? 'teal' : 'gray'} size="sm">
      {value ? t('values.yes') : t('values.no')}
    </Badge>
  );
}

export function NumberText({ children }: { children: string }) {
  return (
    <Text size="sm" style={numeric} ta="right">
      {children}
    </Text>
  );
}
