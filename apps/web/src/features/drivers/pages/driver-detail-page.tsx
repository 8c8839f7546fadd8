import { useState, type ReactNode } from 'react';
import { Alert, Anchor, Badge, Button, Center, Grid, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconBell,
  IconBolt,
  IconBuilding,
  IconCertificate,
  IconCreditCard,
  IconEye,
  IconFileInvoice,
  IconPencil,
  IconPlug,
  IconReceipt,
  IconReceiptRefund,
  IconRoad,
  IconUserMinus,
} from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import type { Driver } from '@fleetwatt/shared';
import { EMPTY_VALUE } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useDriver } from '../api/get-driver.ts';
import { useDriverCustomFields } from '../api/get-driver-custom-fields.ts';
import { CompletenessChecklist } from '../components/completeness-checklist.tsx';
import { DetailSection } from '../components/detail-section.tsx';
import { DriverPersonalDataSection } from '../components/driver-personal-data-section.tsx';
import { DriverActionDialogs } from '../components/driver-action-dialogs.tsx';
import { driverName, driverTarget, type DriverDialogKind, type DriverDialogState } from '../components/driver-target.ts';
import { PaymentPlusBadge } from '../components/payment-plus-badge.tsx';
import { SubscriptionBadge } from '../components/subscription-badge.tsx';
import { TariffStatusBadge } from '../components/tariff-status-badge.tsx';
import { useDriverDetailsTranslation } from '../components/use-driver-details-translation.ts';
import { CompanyLink } from '../../../components/ui/entity-links.tsx';

export interface DriverDetailPageProps {
  /** Administrators also get reimbursements, sessions review, company assignment and Payment+. */
  isAdministrator?: boolean;
}

/** Where the driver's other data lives: each list, filtered to this driver. */
export function driverLinks(driverId: string, isAdministrator: boolean) {
  const q = `?driverId=${encodeURIComponent(driverId)}`;
  const all = [
    { key: 'chargingSessions', to: `/dashboard/charging-sessions${q}`, icon: IconBolt, admin: false },
    { key: 'tariffs', to: `/dashboard/tariffs${q}`, icon: IconFileInvoice, admin: false },
    { key: 'receipts', to: `/dashboard/receipts${q}`, icon: IconReceipt, admin: false },
    { key: 'reimbursements', to: `/dashboard/receipt-reimbursements${q}`, icon: IconReceiptRefund, admin: true },
    { key: 'mileage', to: `/dashboard/mileage${q}`, icon: IconRoad, admin: false },
    { key: 'sessionsReview', to: `/dashboard/charging-sessions-review${q}`, icon: IconEye, admin: true },
  ] as const;
  return all.filter((l) => isAdministrator || !l.admin);
}

/** /dashboard/driver/:driverId: every field of the driver, what is missing, the way to their data, and the actions. */
export default function DriverDetailPage({ isAdministrator = false }: DriverDetailPageProps) {
  const { t } = useDriverDetailsTranslation();
  const { driverId = '' } = useParams();
  const driver = useDriver(driverId);

  if (driver.error && !driver.data) {
    return (
      <Stack gap="md" align="flex-start">
        <Alert color="red" variant="light" role="alert" w="100%">
          {errorMessage(driver.error)}
        </Alert>
        <Anchor component={Link} to="/dashboard/driver">
          {t('detail.backToList')}
        </Anchor>
      </Stack>
    );
  }
  if (!driver.data) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('loading')} />
      </Center>
    );
  }
  return <DriverDetail driver={driver.data} isAdministrator={isAdministrator} />;
}

function DriverDetail({ driver, isAdministrator }: { driver: Driver; isAdministrator: boolean }) {
  const { t } = useDriverDetailsTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const customFields = useDriverCustomFields(driver.id);
  const [dialog, setDialog] = useState<DriverDialogState | null>(null);
  const open = (kind: DriverDialogKind) => setDialog({ kind, driver: driverTarget(driver) });
  const value = (v: string | null | undefined): ReactNode => (v ? v : EMPTY_VALUE);
  const name = driverName(driver);
  const a = driver.address;

  const actions: { kind: DriverDialogKind; icon: typeof IconPencil; show: boolean; color?: string }[] = [
    { kind: 'edit', icon: IconPencil, show: true },
    { kind: 'paymentAccount', icon: IconCreditCard, show: true },
    { kind: 'assignCable', icon: IconPlug, show: true },
    { kind: 'assignCompany', icon: IconBuilding, show: isAdministrator },
    { kind: 'notification', icon: IconBell, show: true },
    { kind: 'subscription', icon: IconCertificate, show: true },
    { kind: 'removeCompany', icon: IconUserMinus, show: !!driver.companyId, color: 'red' },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={2} size="h3">
              {name}
            </Title>
            {isAdministrator && driver.paymentAccount.isPaymentPlus && <PaymentPlusBadge />}
          </Group>
          <Text c="dimmed" size="sm">
            {driver.email}
            {driver.companyName ? ` · ${driver.companyName}` : ''}
          </Text>
        </Stack>
        <Group gap="xs" wrap="wrap" role="toolbar" aria-label={t('detail.actions')}>
          {actions
            .filter((x) => x.show)
            .map(({ kind, icon: Icon, color }) => (
              <Button key={kind} variant="light" color={color} size="sm" leftSection={<Icon size={16} aria-hidden />} onClick={() => open(kind)}>
                {t(`detail.action.${kind}`)}
              </Button>
            ))}
        </Group>
      </Group>

      <Paper withBorder radius="md" p="md" component="nav" aria-label={t('detail.linksLabel')}>
        <Group gap="xs" wrap="wrap">
          {driverLinks(driver.id, isAdministrator).map(({ key, to, icon: Icon }) => (
            <Button key={key} component={Link} to={to} variant="default" size="sm" leftSection={<Icon size={16} aria-hidden />}>
              {t(`detail.links.${key}`)}
            </Button>
          ))}
        </Group>
      </Paper>

      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <DetailSection
              title={t('sections.person')}
              rows={[
                [t('fields.firstName'), value(driver.firstName)],
                [t('fields.lastName'), value(driver.lastName)],
                [t('fields.userName'), value(driver.userName)],
                [t('fields.email'), value(driver.email)],
                [t('fields.idNumber'), value(driver.idNumber)],
                [t('fields.kycStatus'), driver.kycStatus ? t(`kycStatus.${driver.kycStatus}`) : EMPTY_VALUE],
              ]}
            />
            <DetailSection
              title={t('sections.company')}
              rows={[
                [
                  t('fields.company'),
                  driver.companyId ? (
                    <CompanyLink id={driver.companyId}>{driver.companyName}</CompanyLink>
                  ) : (
                    t('detail.noCompany')
                  ),
                ],
                [t('fields.costCenter'), value(driver.costCenter)],
                [t('fields.receiptRecipientEmail'), value(driver.receiptRecipientEmail)],
              ]}
            />
            <DetailSection
              title={t('sections.vehicle')}
              rows={[
                [t('fields.carPlate'), value(driver.carPlate)],
                [t('fields.employeeId'), value(driver.employeeId)],
              ]}
            />
            <DetailSection
              title={t('sections.address')}
              rows={[
                [t('fields.street'), value(a.street)],
                [t('fields.zip'), value(a.zip)],
                [t('fields.city'), value(a.city)],
                [t('fields.country'), a.country ? t(`countries.${a.country}`) : EMPTY_VALUE],
              ]}
            />
            <DetailSection
              title={t('sections.paymentAccount')}
              rows={[
                [t('fields.iban'), driver.paymentAccount.iban ? <Text span ff="monospace" size="sm">{groupIban(driver.paymentAccount.iban)}</Text> : EMPTY_VALUE],
                [t('fields.holder'), value(driver.paymentAccount.holder)],
                ...(isAdministrator
                  ? ([[t('fields.isPaymentPlus'), driver.paymentAccount.isPaymentPlus ? t('detail.yes') : t('detail.no')]] as [string, ReactNode][])
                  : []),
              ]}
            />
            <DetailSection
              title={t('sections.tariff')}
              rows={
                driver.tariff
                  ? [
                      [t('fields.tariffStatus'), <TariffStatusBadge key="s" status={driver.tariff.status} />],
                      [t('fields.tariffNumber'), String(driver.tariff.number)],
                      [t('fields.tariffPrice'), format.tariff(driver.tariff.pricePerKwh, driver.tariff.currency)],
                      [
                        t('fields.tariffPeriod'),
                        driver.tariff.endDate
                          ? `${format.date(driver.tariff.startDate)} – ${format.date(driver.tariff.endDate)}`
                          : t('detail.since', { date: format.date(driver.tariff.startDate) }),
                      ],
                    ]
                  : [[t('fields.tariffStatus'), <TariffStatusBadge key="s" status={null} />]]
              }
            />
            <DetailSection
              title={t('sections.cableAndLicense')}
              rows={[
                [t('fields.cable'), driver.cable ? <Text span ff="monospace" size="sm">{driver.cable.hardwareId}</Text> : t('detail.noCable')],
                [t('fields.subscription'), <SubscriptionBadge key="sub" subscription={driver.subscription} />],
                [t('fields.licenseKey'), value(driver.licenseKey)],
              ]}
            />
            <DetailSection
              title={t('sections.mileageAndReceipts')}
              rows={[
                [
                  t('fields.mileage'),
                  driver.mileage ? (
                    <Stack gap={0}>
                      <Text span size="sm">{format.km(driver.mileage.odometerKm)}</Text>
                      <Text span size="xs" c="dimmed">
                        {t('detail.mileageRead', {
                          date: format.dateTime(driver.mileage.readAt),
                          source: t(`mileageSource.${driver.mileage.source}`),
                        })}
                      </Text>
                    </Stack>
                  ) : (
                    EMPTY_VALUE
                  ),
                ],
                [t('fields.nextReceiptNumber'), <Badge key="n" variant="outline" color="gray">{driver.nextReceiptNumber}</Badge>],
              ]}
            />
          </SimpleGrid>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="lg">
            <CompletenessChecklist completeness={driver.completeness} customFields={customFields.data} />
            <DriverPersonalDataSection driver={{ id: driver.id, name, email: driver.email, companyId: driver.companyId }} />
          </Stack>
        </Grid.Col>
      </Grid>

      <DriverActionDialogs
        state={dialog}
        onClose={() => setDialog(null)}
        isAdministrator={isAdministrator}
        // A fleet manager no longer sees a driver who left the company.
        onRemoved={isAdministrator ? undefined : () => navigate('/dashboard/driver')}
      />
    </Stack>
  );
}

/** "DE89370400440532013000" -> "DE89 3704 0044 0532 0130 00". */
function groupIban(iban: string): string {
  return iban.replace(/\s+/g, '').replace(/(.{4})/g, '$1 ').trim();
}
