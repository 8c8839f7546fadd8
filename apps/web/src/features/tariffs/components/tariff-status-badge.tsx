import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TariffStatus } from '@fleetwatt/shared';

const COLORS: Record<TariffStatus, string> = { PENDING: 'yellow', VALID: 'teal', INVALID: 'red' };

/** Badges in narrow table cells keep their whole word instead of an ellipsis. */
export const WHOLE_WORD = { root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible', textOverflow: 'clip' } } as const;

export function TariffStatusBadge({ status }: { status: TariffStatus }) {
  const { t } = useTranslation('tariffs');
  return (
    <Badge variant="light" color={COLORS[status]} w="fit-content" styles={WHOLE_WORD}>
      {t(`status.${status}`)}
    </Badge>
  );
}
