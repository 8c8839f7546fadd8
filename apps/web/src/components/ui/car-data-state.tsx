import { Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VehicleDataState } from '@fleetwatt/shared';

/**
 * Why a connected car's last poll gave no reading (asleep, a permission missing, too many
 * requests ...): a short line under its last values, which stay as they were with their time; the
 * tooltip says what happens next or what to do.
 */
export function CarDataState({ state }: { state: VehicleDataState | null | undefined }) {
  const { t } = useTranslation('car-data');
  if (!state) return null;
  return (
    <Tooltip label={t(`hint.${state}`)} multiline w={280}>
      <Text size="xs" c="orange.9" tabIndex={0}>
        {t(`state.${state}`)}
      </Text>
    </Tooltip>
  );
}
