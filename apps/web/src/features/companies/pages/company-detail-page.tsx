import { useState, type ComponentType } from 'react';
import { Alert, Badge, Button, Group, Loader, Paper, SimpleGrid, Spoiler, Stack, Text, Title } from '@mantine/core';
import { IconBuildingCommunity, IconLink } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Company } from '@fleetwatt/shared';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useCompany } from '../api/get-company.ts';
import { CompanyAssignDialog } from '../components/company-assign-dialog.tsx';
import { CompanyBillingDialog } from '../components/company-billing-dialog.tsx';
import { CompanyCustomFieldsSection } from '../components/company-custom-fields-section.tsx';
import { CompanyEditDialog } from '../components/company-edit-dialog.tsx';
import { CompanyPrivacySection } from '../components/company-privacy-section.tsx';
import { CompanyPaymentAccountDialog } from '../components/company-payment-account-dialog.tsx';
import { CompanySettingsSection } from '../components/company-settings-section.tsx';
import { CompanySummaryCards } from '../components/company-summary-cards.tsx';
import { EditButton, Field, Section } from '../components/detail-parts.tsx';
import { CompanyLink } from '../../../components/ui/entity-links.tsx';

type DialogKey = 'edit' | 'assign' | 'billing' | 'paymentAccount';

export interface CompanyDetailPageProps {
  /** Administrators also assign companies, link payment accounts and change everything of the company body. */
  isAdministrator?: boolean;
  /** The company's bank connection from the bank area: fleet managers connect their bank here. */
  BankConnection?: ComponentType<{ companyId: string }>;
  /** The company's Payment+ accounts and their KYC from the bank area, for Payment+ companies. */
  Wallets?: ComponentType<{ companyId: string }>;
  /** The company's fleet managers from the team area, with their invite (administrators). */
  Team?: ComponentType<{ company: { id: string; name: string } }>;
  /** Editing the policy, from the policy area, beside the policy text. */
  PolicyEdit?: ComponentType<{ company: Company; isAdministrator: boolean }>;
}

/** /dashboard/company/:companyId for administrators and the company's fleet managers. */
export default function CompanyDetailPage({ isAdministrator = false, BankConnection, Wallets, Team, PolicyEdit }: CompanyDetailPageProps) {
  const { t } = useTranslation('companies');
  const { companyId = '' } = useParams();
  const company = useCompany(companyId);

  if (company.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader role="status" aria-label={t('detail.loading')} />
      </Group>
    );
  }
  if (company.isError) {
    const notFound = company.error instanceof ApiError && company.error.status === 404;
    return (
      <Alert color="red" variant="light" role="alert" title={t('detail.loadFailed')}>
        {notFound ? t('detail.notFound') : errorMessage(company.error)}
      </Alert>
    );
  }
  return <CompanyDetail company={company.data} isAdministrator={isAdministrator} BankConnection={BankConnection} Wallets={Wallets} Team={Team} PolicyEdit={PolicyEdit} />;
}

function CompanyDetail({
  company,
  isAdministrator,
  BankConnection,
  Wallets,
  Team,
  PolicyEdit,
}: { company: Company; isAdministrator: boolean } & Pick<CompanyDetailPageProps, 'BankConnection' | 'Wallets' | 'Team' | 'PolicyEdit'>) {
  const { t } = useTranslation('companies');
  const format = useFormat();
  const [open, setOpen] = useState<DialogKey | null>(null);
  const close = () => setOpen(null);
  const editLabel = (section: string) => `${section}: ${t('actions.edit')}`;

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg" component="header" aria-label={t('detail.label')}>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
          <Stack gap={6}>
            <Title order={2} size="h3">
              {company.name}
            </Title>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {t(`countries.${company.country}`)}
              </Text>
              <Badge variant="light" color={company.subscriptionType === 'PRO' ? 'violet' : 'gray'}>
                {t(`subscriptionTypes.${company.subscriptionType}`)}
              </Badge>
              {company.features.map((f) => (
                <Badge key={f} variant="outline" color="teal">
                  {t(`features.${f}`)}
                </Badge>
              ))}
            </Group>
            {company.parent && (
              <Text size="sm">
                {t('detail.partOf')}{' '}
                <CompanyLink id={company.parent.id}>{company.parent.name}</CompanyLink>
              </Text>
            )}
          </Stack>
          <Group gap="sm">
            <Button variant="light" onClick={() => setOpen('edit')}>
              {t('dialogs.edit.title')}
            </Button>
            {isAdministrator && (
              <Button variant="default" leftSection={<IconBuildingCommunity size={16} aria-hidden />} onClick={() => setOpen('assign')}>
                {t('dialogs.assign.title')}
              </Button>
            )}
          </Group>
        </Group>
      </Paper>

      <CompanySummaryCards companyId={company.id} />
      {BankConnection && <BankConnection companyId={company.id} />}
      {Wallets && company.features.includes('PaymentPlus') && <Wallets companyId={company.id} />}
      {Team && <Team company={{ id: company.id, name: company.name }} />}

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Section
          title={t('detail.sections.company')}
          action={
            <EditButton label={editLabel(t('detail.sections.company'))} onClick={() => setOpen('edit')}>
              {t('actions.edit')}
            </EditButton>
          }
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Field label={t('fields.name')}>{company.name}</Field>
            <Field label={t('fields.email')}>{company.email}</Field>
            <Field label={t('fields.domain')}>{company.domain}</Field>
            <Field label={t('fields.language')}>{t(`languages.${company.language}`)}</Field>
            <Field label={t('fields.currency')}>{company.currency}</Field>
            <Field label={t('fields.subscriptionType')}>{t(`subscriptionTypes.${company.subscriptionType}`)}</Field>
            <Field label={t('fields.features')}>
              {company.features.length ? company.features.map((f) => t(`features.${f}`)).join(', ') : t('detail.noFeatures')}
            </Field>
            <Field label={t('fields.paymentPlusStartDate')}>
              {company.paymentPlusStartDate ? format.date(company.paymentPlusStartDate) : null}
            </Field>
          </SimpleGrid>
        </Section>

        <Section
          title={t('detail.sections.address')}
          action={
            <EditButton label={editLabel(t('detail.sections.address'))} onClick={() => setOpen('edit')}>
              {t('actions.edit')}
            </EditButton>
          }
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Field label={t('fields.street')}>{company.address.street}</Field>
            <Field label={t('fields.zip')}>{company.address.zip}</Field>
            <Field label={t('fields.city')}>{company.address.city}</Field>
            <Field label={t('fields.country')}>{t(`countries.${company.country}`)}</Field>
          </SimpleGrid>
        </Section>

        <Section
          title={t('detail.sections.billing')}
          action={
            <EditButton label={editLabel(t('detail.sections.billing'))} onClick={() => setOpen('billing')}>
              {t('actions.edit')}
            </EditButton>
          }
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Field label={t('fields.contactName')}>{company.billing.contactName}</Field>
            <Field label={t('fields.contactEmail')}>{company.billing.contactEmail}</Field>
            <Field label={t('fields.billingAddress')}>
              {[company.billing.street, [company.billing.zip, company.billing.city].filter(Boolean).join(' ')].filter(Boolean).join(', ') ||
                null}
            </Field>
            <Field label={t('fields.vatNumber')}>{company.billing.vatNumber}</Field>
          </SimpleGrid>
        </Section>

        <CompanySettingsSection company={company} />

        <CompanyCustomFieldsSection company={company} />

        <CompanyPrivacySection companyId={company.id} />

        <Section title={t('detail.sections.policy')} action={PolicyEdit && <PolicyEdit company={company} isAdministrator={isAdministrator} />}>
          {company.policy ? (
            <Spoiler maxHeight={120} showLabel={t('detail.showMore')} hideLabel={t('detail.showLess')}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="company-policy">
                {company.policy}
              </Text>
            </Spoiler>
          ) : (
            <Text size="sm" c="dimmed">
              {t('detail.noPolicy')}
            </Text>
          )}
        </Section>

        {(company.subscriptionType === 'PRO' || company.children.length > 0) && (
          <Section title={t('detail.sections.children')}>
            {company.children.length ? (
              <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {company.children.map((child) => (
                  <li key={child.id}>
                    <CompanyLink id={child.id}>{child.name}</CompanyLink>
                  </li>
                ))}
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                {t('detail.noChildren')}
              </Text>
            )}
          </Section>
        )}

        {isAdministrator && (
          <Section
            title={t('detail.sections.paymentAccount')}
            action={
              <Button variant="default" size="xs" leftSection={<IconLink size={14} aria-hidden />} onClick={() => setOpen('paymentAccount')}>
                {t('dialogs.paymentAccount.button')}
              </Button>
            }
          >
            <Field label={t('fields.paymentAccountId')}>{company.paymentAccountId ?? t('detail.noPaymentAccount')}</Field>
          </Section>
        )}
      </SimpleGrid>

      <CompanyEditDialog company={company} administrator={isAdministrator} opened={open === 'edit'} onClose={close} />
      <CompanyBillingDialog company={company} opened={open === 'billing'} onClose={close} />
      {isAdministrator && (
        <>
          <CompanyAssignDialog company={company} opened={open === 'assign'} onClose={close} />
          <CompanyPaymentAccountDialog company={company} opened={open === 'paymentAccount'} onClose={close} />
        </>
      )}
    </Stack>
  );
}
