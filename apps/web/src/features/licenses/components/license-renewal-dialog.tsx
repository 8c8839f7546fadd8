import { useState, type ReactNode } from 'react';
import { Button, Center, Group, Loader, Select, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fleetManagerMayMove, renewalSteps, type License, type LicenseRenewal, type RenewalStatus } from '@fleetwatt/shared';
import { ItemDialog } from '../../../components/ui/item-dialog.tsx';
import { EMPTY_VALUE } from '../../../lib/format.ts';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useAttachRenewalInvoice } from '../api/attach-renewal-invoice.ts';
import { useInvoiceOptions } from '../api/get-invoice-options.ts';
import { useRenewals } from '../api/get-renewals.ts';
import { useRenewLicense } from '../api/renew-license.ts';
import { useUpdateRenewalStatus } from '../api/update-renewal-status.ts';
import { InvoiceStatusBadge, RenewalStatusBadge } from './license-badges.tsx';
import { LicenseRenewalInvoiceDialog, needsRenewalInvoice } from './license-renewal-invoice-dialog.tsx';

export interface LicenseRenewalDialogProps {
  license: License | null;
  isAdministrator: boolean;
  onClose: () => void;
}

/**
 * Subscription renewal: the license's renewals with their periods, prices and invoices; renew,
 * move the open renewal one step (fleet managers confirm or decline), create the renewal invoice of
 * an accepted one or attach an existing invoice.
 */
export function LicenseRenewalDialog({ license, isAdministrator, onClose }: LicenseRenewalDialogProps) {
  const { t } = useTranslation('licenses');
  return (
    <ItemDialog item={license} onClose={onClose} title={(license) => t('renewals.title', { key: license.licenseKey })} size="xl">
      {(license) => <Renewals license={license} isAdministrator={isAdministrator} onClose={onClose} />}
    </ItemDialog>
  );
}

function Renewals({ license, isAdministrator, onClose }: { license: License; isAdministrator: boolean; onClose: () => void }) {
  const { t } = useTranslation('licenses');
  const format = useFormat();
  const renewals = useRenewals(license.id);
  const renew = useRenewLicense();
  const list = renewals.data ?? [];
  const open = list.find((r) => renewalSteps(r.status).length > 0);
  const canRenew = isAdministrator && license.status !== 'CANCELLED' && !open && !renewals.isPending;

  const onRenew = async () => {
    try {
      await renew.mutateAsync(license.id);
      notifySuccess(t('renewals.renewed'));
    } catch (error) {
      notifyError(error, t('renewals.failed'));
    }
  };

  let body: ReactNode;
  if (renewals.isPending) {
    body = (
      <Center py="lg">
        <Loader role="status" size="sm" aria-label={t('loading')} />
      </Center>
    );
  } else if (renewals.error) {
    body = (
      <Text c="red" role="alert">
        {errorMessage(renewals.error)}
      </Text>
    );
  } else if (!list.length) {
    body = <Text c="dimmed">{t('renewals.none')}</Text>;
  } else {
    body = (
      <Table striped aria-label={t('renewals.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('renewals.period')}</Table.Th>
            <Table.Th>{t('renewals.price')}</Table.Th>
            <Table.Th>{t('renewals.status')}</Table.Th>
            <Table.Th>{t('renewals.invoice')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>{`${format.date(r.periodStart)} – ${format.date(r.periodEnd)}`}</Table.Td>
              <Table.Td>{format.money(r.priceMinor, r.currency)}</Table.Td>
              <Table.Td>
                <RenewalStatusBadge status={r.status} />
              </Table.Td>
              <Table.Td>
                {r.invoiceId ? (
                  <Group gap="xs" wrap="nowrap">
                    <Text size="sm">{r.invoiceNumber ?? t('renewals.draftInvoice')}</Text>
                    <InvoiceStatusBadge status={r.invoiceStatus} />
                  </Group>
                ) : (
                  EMPTY_VALUE
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  }

  return (
    <Stack gap="md">
      {body}
      {open && <OpenRenewal license={license} renewal={open} isAdministrator={isAdministrator} />}
      <Group justify="flex-end" gap="sm">
        {canRenew && (
          <Button onClick={() => void onRenew()} loading={renew.isPending}>
            {t('renewals.renew')}
          </Button>
        )}
        <Button variant="default" onClick={onClose}>
          {t('actions.close')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The renewal under way: its next step and cancelling it, and the invoice it carries. */
function OpenRenewal({ license, renewal, isAdministrator }: { license: License; renewal: LicenseRenewal; isAdministrator: boolean }) {
  const { t } = useTranslation('licenses');
  const move = useUpdateRenewalStatus();
  const [invoicing, setInvoicing] = useState<LicenseRenewal | null>(null);
  const steps = renewalSteps(renewal.status).filter((s) => isAdministrator || fleetManagerMayMove(renewal.status, s));
  const canInvoice = isAdministrator && needsRenewalInvoice(renewal);

  const onMove = async (status: RenewalStatus) => {
    try {
      await move.mutateAsync({ licenseId: license.id, renewalId: renewal.id, status });
      notifySuccess(t('renewals.moved', { status: t(`renewalStatus.${status}`) }));
    } catch (error) {
      notifyError(error, t('renewals.failed'));
    }
  };

  return (
    <Stack gap="sm" p="sm" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}>
      <Group gap="xs">
        <Text size="sm" fw={500}>
          {t('renewals.openTitle')}
        </Text>
        <RenewalStatusBadge status={renewal.status} />
      </Group>
      {(steps.length > 0 || canInvoice) && (
        <Group gap="sm">
          {canInvoice && (
            <Button size="xs" onClick={() => setInvoicing(renewal)}>
              {t('renewalInvoice.button')}
            </Button>
          )}
          {steps.map((status) => (
            <Button
              key={status}
              size="xs"
              variant={status === 'CANCELLED' ? 'light' : 'filled'}
              color={status === 'CANCELLED' ? 'red' : undefined}
              loading={move.isPending && move.variables?.status === status}
              onClick={() => void onMove(status)}
            >
              {status === 'CANCELLED'
                ? t(isAdministrator ? 'renewals.cancel' : 'renewals.decline')
                : t(isAdministrator ? 'renewals.moveTo' : 'renewals.confirm', { status: t(`renewalStatus.${status}`) })}
            </Button>
          ))}
        </Group>
      )}
      {isAdministrator && <AttachInvoice license={license} renewal={renewal} />}
      {isAdministrator && <LicenseRenewalInvoiceDialog license={license} renewal={invoicing} onClose={() => setInvoicing(null)} />}
    </Stack>
  );
}

function AttachInvoice({ license, renewal }: { license: License; renewal: LicenseRenewal }) {
  const { t } = useTranslation('licenses');
  const format = useFormat();
  const options = useInvoiceOptions(license.id);
  const attach = useAttachRenewalInvoice();
  const [invoiceId, setInvoiceId] = useState<string | null>(renewal.invoiceId);

  const onAttach = async () => {
    if (!invoiceId) return;
    try {
      await attach.mutateAsync({ licenseId: license.id, renewalId: renewal.id, invoiceId });
      notifySuccess(t('renewals.attached'));
    } catch (error) {
      notifyError(error, t('renewals.attachFailed'));
    }
  };

  return (
    <Group align="flex-end" gap="sm">
      <Select
        label={t('renewals.attachLabel')}
        placeholder={t('renewals.attachPlaceholder')}
        data={(options.data ?? []).map((i) => ({
          value: i.id,
          label: `${i.number ?? t('renewals.draftInvoice')} · ${format.date(i.invoiceDate)} · ${format.money(i.totalGrossMinor, i.currency)}`,
        }))}
        value={invoiceId}
        onChange={setInvoiceId}
        nothingFoundMessage={t('renewals.noInvoices')}
        searchable
        comboboxProps={{ withinPortal: false }}
        maxDropdownHeight={300}
        flex={1}
      />
      <Button variant="light" disabled={!invoiceId || invoiceId === renewal.invoiceId} loading={attach.isPending} onClick={() => void onAttach()}>
        {t('renewals.attach')}
      </Button>
    </Group>
  );
}
