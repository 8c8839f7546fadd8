import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { License, LicenseRenewal } from '@fleetwatt/shared';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useAttachRenewalInvoice } from '../api/attach-renewal-invoice.ts';
import { useCreateRenewalInvoice } from '../api/create-renewal-invoice.ts';
import { useInvalidateLicenses } from '../api/keys.ts';

export interface LicenseRenewalInvoiceDialogProps {
  license: License;
  renewal: LicenseRenewal | null;
  onClose: () => void;
}

/** An ACCEPTED renewal that carries no invoice yet: offered to administrators. */
export function needsRenewalInvoice(renewal: LicenseRenewal): boolean {
  return renewal.status === 'ACCEPTED' && (!renewal.invoiceId || renewal.invoiceStatus === 'CANCELLED');
}

/**
 * Subscription renewal invoice: creates the renewal's draft invoice and attaches it, after which the
 * renewal is INVOICED. Paying that invoice later moves the renewal to PAID.
 */
export function LicenseRenewalInvoiceDialog({ license, renewal, onClose }: LicenseRenewalInvoiceDialogProps) {
  const { t } = useTranslation('licenses');
  const format = useFormat();
  const create = useCreateRenewalInvoice();
  const attach = useAttachRenewalInvoice();
  const invalidate = useInvalidateLicenses();
  const pending = create.isPending || attach.isPending;

  const onConfirm = async (r: LicenseRenewal) => {
    try {
      const invoice = await create.mutateAsync(r.id);
      await attach.mutateAsync({ licenseId: license.id, renewalId: r.id, invoiceId: invoice.id });
      notifySuccess(t('renewalInvoice.success'));
      onClose();
    } catch (error) {
      notifyError(error, t('renewals.failed'));
      // The draft may exist while the attaching failed: the list shows what the server kept.
      void invalidate();
    }
  };

  return (
    <AppModal opened={!!renewal} onClose={pending ? () => undefined : onClose} title={t('renewalInvoice.title')}>
      {renewal && (
        <Stack gap="md">
          <SimpleGrid cols={2} spacing="xs" verticalSpacing={4}>
            <Text size="sm" c="dimmed">
              {t('renewals.period')}
            </Text>
            <Text size="sm">{`${format.date(renewal.periodStart)} – ${format.date(renewal.periodEnd)}`}</Text>
            <Text size="sm" c="dimmed">
              {t('renewals.price')}
            </Text>
            <Text size="sm">{format.money(renewal.priceMinor, renewal.currency)}</Text>
          </SimpleGrid>
          <Text size="sm">{t('renewalInvoice.text', { key: license.licenseKey })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {t('actions.cancel')}
            </Button>
            <Button loading={pending} onClick={() => void onConfirm(renewal)}>
              {t('renewalInvoice.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </AppModal>
  );
}
