import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Marks a driver paid through Payment+ (shown to administrators only). */
export function PaymentPlusBadge() {
  const { t } = useTranslation('drivers');
  return (
    <Badge variant="filled" color="violet" size="sm" data-testid="payment-plus-badge">
      {t('paymentPlus.badge')}
    </Badge>
  );
}
