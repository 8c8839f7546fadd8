import { useState } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@fleetwatt/shared';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useCollectInvoice } from '../api/collect-invoice.ts';

/**
 * Collecting the open amount through Stripe from the company's payment method (card or SEPA Direct
 * Debit mandate), after a confirmation: money moves. A decline shows as a failed payment with its
 * retry; a direct debit is marked paid when Stripe reports it settled.
 */
export function InvoiceCollect({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('invoices');
  const format = useFormat();
  const collect = useCollectInvoice();
  const [asking, setAsking] = useState(false);
  const [outcome, setOutcome] = useState<'declined' | 'processing' | null>(null);
  const open = format.money(invoice.openMinor, invoice.currency);

  async function confirm() {
    const before = invoice.payments.length;
    try {
      const after = await collect.mutateAsync(invoice.id);
      const added = after.payments.slice(before);
      if (after.status === 'PAID') {
        setOutcome(null);
        notifySuccess(t('collect.paid', { amount: open }));
      } else if (added.some((p) => p.status === 'FAILED')) {
        setOutcome('declined');
      } else {
        setOutcome('processing');
      }
    } catch (error) {
      notifyError(error, t('collect.failed'));
    } finally {
      setAsking(false);
    }
  }

  return (
    <>
      {outcome && (
        <Alert color={outcome === 'declined' ? 'red' : 'blue'} role="status">
          {t(`collect.${outcome}`)}
        </Alert>
      )}
      {asking ? (
        <Group gap="sm" wrap="wrap">
          <Text size="sm">{t('collect.question', { amount: open, company: invoice.companyName })}</Text>
          <Button size="xs" loading={collect.isPending} onClick={() => void confirm()}>
            {t('collect.confirm', { amount: open })}
          </Button>
          <Button size="xs" variant="default" onClick={() => setAsking(false)}>
            {t('actions.back')}
          </Button>
        </Group>
      ) : (
        <Group>
          <Button size="xs" variant="light" onClick={() => setAsking(true)}>
            {t('collect.action')}
          </Button>
        </Group>
      )}
    </>
  );
}
