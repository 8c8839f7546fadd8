import { Badge, List, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DriverCompleteness } from '@fleetwatt/shared';

/**
 * Whether a driver has everything reimbursement needs: "Complete", or "n missing" with a tooltip
 * naming what (IBAN, tariff, address, cable, the company's required fields).
 */
export function CompletenessBadge({ completeness }: { completeness: DriverCompleteness }) {
  const { t } = useTranslation('drivers');
  if (completeness.complete || completeness.missing.length === 0) {
    return (
      <Badge variant="light" color="teal">
        {t('completeness.complete')}
      </Badge>
    );
  }
  const names = completeness.missing.map((m) => t(`completeness.fields.${m}`));
  const label = t('completeness.missingCount', { count: names.length });
  return (
    <Tooltip
      withArrow
      multiline
      w={240}
      label={
        <>
          <Text size="xs" fw={600}>
            {t('completeness.tooltipTitle')}
          </Text>
          <List size="xs" c="inherit">
            {names.map((n) => (
              <List.Item key={n}>{n}</List.Item>
            ))}
          </List>
        </>
      }
    >
      <Badge variant="light" color="orange" tabIndex={0} aria-label={`${label}: ${names.join(', ')}`} style={{ cursor: 'help' }}>
        {label}
      </Badge>
    </Tooltip>
  );
}
