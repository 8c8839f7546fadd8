import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CableStatus } from '@fleetwatt/shared';

/** Badges are read in full: the column grows to fit them rather than cutting them short. */
export const FULL = { minWidth: 'max-content' } as const;

const COLORS: Record<CableStatus, string> = { ACTIVE: 'teal', INACTIVE: 'gray' };

/** ACTIVE or INACTIVE. */
export function CableStatusBadge({ status }: { status: CableStatus }) {
  const { t } = useTranslation('cables');
  return (
    <Badge variant="light" color={COLORS[status]} style={FULL}>
      {t(`status.${status}`)}
    </Badge>
  );
}

/** The cable's pincode flags as small badges; nothing when neither is set. */
export function PincodeBadges({ resetRequired, masterOverride }: { resetRequired: boolean; masterOverride: boolean }) {
  const { t } = useTranslation('cables');
  if (!resetRequired && !masterOverride) return null;
  return (
    <>
      {resetRequired && (
        <Badge variant="outline" color="orange" size="xs" style={FULL}>
          {t('pincode.resetRequired')}
        </Badge>
      )}
      {masterOverride && (
        <Badge variant="outline" color="grape" size="xs" style={FULL}>
          {t('pincode.masterOverride')}
        </Badge>
      )}
    </>
  );
}
