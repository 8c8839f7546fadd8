import { lazy, Suspense } from 'react';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DriverCompleteness } from '@fleetwatt/shared';

// The tooltip's code loads right after the table first shows: the badge looks the same without it,
// and only a hover or focus shows a tooltip.
const CompletenessTooltip = lazy(() => import('./completeness-tooltip.tsx'));

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
  const badge = (
    <Badge variant="light" color="orange" tabIndex={0} aria-label={`${label}: ${names.join(', ')}`} style={{ cursor: 'help' }}>
      {label}
    </Badge>
  );
  return (
    <Suspense fallback={badge}>
      <CompletenessTooltip names={names}>{badge}</CompletenessTooltip>
    </Suspense>
  );
}
