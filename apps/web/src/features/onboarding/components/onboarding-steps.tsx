import { NumberInput, Radio, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  COMPANY_LANGUAGES,
  COMPANY_PRICE_RULES,
  COUNTRIES,
  REIMBURSEMENT_MODES,
  type CableSource,
  type OnboardingCompanyInput,
  type OnboardingReimbursementInput,
} from '@fleetwatt/shared';

export type FieldErrors = Record<string, string>;

interface StepProps<T> {
  values: T;
  errors: FieldErrors;
  onChange: (values: T) => void;
}

/** Step 1: the company's legal details; the country sets the currency. */
export function CompanyStep({ values, errors, onChange }: StepProps<OnboardingCompanyInput>) {
  const { t } = useTranslation();
  const set = (key: keyof OnboardingCompanyInput) => (value: string | null) => onChange({ ...values, [key]: value ?? '' });
  return (
    <Stack gap="sm">
      <TextInput label={t('onboarding:wizard.company.name')} required value={values.name} error={errors.name} onChange={(e) => set('name')(e.currentTarget.value)} />
      <TextInput label={t('onboarding:wizard.company.street')} required value={values.street} error={errors.street} onChange={(e) => set('street')(e.currentTarget.value)} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('onboarding:wizard.company.zip')} required value={values.zip} error={errors.zip} onChange={(e) => set('zip')(e.currentTarget.value)} />
        <TextInput label={t('onboarding:wizard.company.city')} required value={values.city} error={errors.city} onChange={(e) => set('city')(e.currentTarget.value)} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('onboarding:wizard.company.country')}
          description={t('onboarding:wizard.company.countryHint')}
          required
          allowDeselect={false}
          data={COUNTRIES.map((c) => ({ value: c, label: t(`onboarding:wizard.countries.${c}`) }))}
          value={values.country}
          error={errors.country}
          onChange={set('country')}
        />
        <Select
          label={t('onboarding:wizard.company.language')}
          required
          allowDeselect={false}
          data={COMPANY_LANGUAGES.map((l) => ({ value: l, label: t(`onboarding:wizard.languages.${l}`) }))}
          value={values.language}
          error={errors.language}
          onChange={set('language')}
        />
      </SimpleGrid>
      <TextInput
        type="email"
        label={t('onboarding:wizard.company.billingEmail')}
        required
        value={values.billingContactEmail}
        error={errors.billingContactEmail}
        onChange={(e) => set('billingContactEmail')(e.currentTarget.value)}
      />
      <TextInput
        label={t('onboarding:wizard.company.vatNumber')}
        value={values.vatNumber ?? ''}
        error={errors.vatNumber}
        onChange={(e) => set('vatNumber')(e.currentTarget.value)}
      />
    </Stack>
  );
}

/** Step 2: how drivers are reimbursed; defaults preselected and explained. */
export function ReimbursementStep({ values, errors, onChange, german }: StepProps<OnboardingReimbursementInput> & { german: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Radio.Group
        label={t('onboarding:wizard.reimbursement.mode')}
        value={values.reimbursementMode}
        error={errors.reimbursementMode}
        onChange={(v) => onChange({ ...values, reimbursementMode: v as OnboardingReimbursementInput['reimbursementMode'] })}
      >
        <Stack gap="xs" mt="xs">
          {REIMBURSEMENT_MODES.map((m) => (
            <Radio key={m} value={m} label={t(`onboarding:wizard.reimbursement.modes.${m}`)} description={t(`onboarding:wizard.reimbursement.modeHints.${m}`)} />
          ))}
        </Stack>
      </Radio.Group>
      <NumberInput
        label={t('onboarding:wizard.reimbursement.dueDay')}
        description={t('onboarding:wizard.reimbursement.dueDayHint')}
        allowDecimal={false}
        value={values.receiptDueDay as number | string}
        error={errors.receiptDueDay}
        onChange={(v) => onChange({ ...values, receiptDueDay: v as number })}
        maw={240}
      />
      {german && (
        <Radio.Group
          label={t('onboarding:wizard.reimbursement.rule')}
          value={values.homeChargingRule ?? 'TARIFF'}
          error={errors.homeChargingRule}
          onChange={(v) => onChange({ ...values, homeChargingRule: v as OnboardingReimbursementInput['homeChargingRule'] })}
        >
          <Stack gap="xs" mt="xs">
            {COMPANY_PRICE_RULES.map((r) => (
              <Radio key={r} value={r} label={t(`onboarding:wizard.reimbursement.rules.${r}`)} description={t(`onboarding:wizard.reimbursement.ruleHints.${r}`)} />
            ))}
          </Stack>
        </Radio.Group>
      )}
    </Stack>
  );
}

/** Step 4: cables from the web shop, or the company has them already. */
export function CablesStep({ value, onChange, shopUrl }: { value: CableSource | null; onChange: (v: CableSource) => void; shopUrl: string | null }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text size="sm">{t('onboarding:wizard.cables.intro')}</Text>
      <Radio.Group label={t('onboarding:wizard.cables.label')} value={value ?? ''} onChange={(v) => onChange(v as CableSource)}>
        <Stack gap="xs" mt="xs">
          <Radio value="SHOP" label={t('onboarding:wizard.cables.SHOP')} />
          <Radio value="OWN" label={t('onboarding:wizard.cables.OWN')} />
        </Stack>
      </Radio.Group>
      {value === 'SHOP' && shopUrl && (
        <Text size="sm">
          <a href={shopUrl} target="_blank" rel="noopener noreferrer">
            {t('onboarding:wizard.cables.openShop')}
          </a>
        </Text>
      )}
    </Stack>
  );
}
