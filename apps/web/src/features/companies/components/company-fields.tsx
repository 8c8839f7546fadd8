import { Checkbox, Group, Select, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COMPANY_FEATURES, COMPANY_LANGUAGES, COUNTRIES, SUBSCRIPTION_TYPES, type UpdateCompanyInput } from '@fleetwatt/shared';

/** Text fields hold '' for nothing; the shared schema turns that into null. */
export const textOf = (value: string | null | undefined) => value ?? '';

/**
 * The fields of the company body. Fleet managers get name, email and address; administrators
 * also domain, country, language, subscription, features and the Payment+ start date.
 */
export function CompanyFields({ control, administrator }: { control: Control<UpdateCompanyInput, unknown, unknown>; administrator: boolean }) {
  const { t } = useTranslation('companies');
  const text = (name: 'name' | 'email' | 'domain' | 'address.street' | 'address.zip' | 'address.city', label: string, required = false) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          label={label}
          value={textOf(field.value as string | null | undefined)}
          onChange={(e) => field.onChange(e.currentTarget.value)}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
          error={fieldState.error?.message}
          withAsterisk={required}
        />
      )}
    />
  );

  return (
    <Stack gap="sm">
      {text('name', t('fields.name'), true)}
      {text('email', t('fields.email'))}
      {administrator && text('domain', t('fields.domain'))}
      <Text fw={500} size="sm" mt="xs">
        {t('detail.sections.address')}
      </Text>
      {text('address.street', t('fields.street'))}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {text('address.zip', t('fields.zip'))}
        {text('address.city', t('fields.city'))}
      </SimpleGrid>
      {administrator && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
            <Controller
              control={control}
              name="country"
              render={({ field, fieldState }) => (
                <Select
                  label={t('fields.country')}
                  data={COUNTRIES.map((c) => ({ value: c, label: t(`countries.${c}`) }))}
                  value={(field.value as string | undefined) ?? null}
                  onChange={(v) => field.onChange(v ?? undefined)}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                  allowDeselect={false}
                  withAsterisk
                  comboboxProps={{ withinPortal: false }}
                />
              )}
            />
            <Controller
              control={control}
              name="language"
              render={({ field, fieldState }) => (
                <Select
                  label={t('fields.language')}
                  placeholder={t('dialogs.create.languageFromCountry')}
                  data={COMPANY_LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
                  value={(field.value as string | undefined) ?? null}
                  onChange={(v) => field.onChange(v ?? undefined)}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                  comboboxProps={{ withinPortal: false }}
                />
              )}
            />
          </SimpleGrid>
          <Controller
            control={control}
            name="subscriptionType"
            render={({ field }) => (
              <Stack gap={4}>
                <Text fw={500} size="sm">
                  {t('fields.subscriptionType')}
                </Text>
                <SegmentedControl
                  aria-label={t('fields.subscriptionType')}
                  data={SUBSCRIPTION_TYPES.map((s) => ({ value: s, label: t(`subscriptionTypes.${s}`) }))}
                  value={(field.value as string | undefined) ?? 'LIGHT'}
                  onChange={field.onChange}
                  w="fit-content"
                />
              </Stack>
            )}
          />
          <Controller
            control={control}
            name="features"
            render={({ field, fieldState }) => (
              <Checkbox.Group
                label={t('fields.features')}
                value={(field.value as string[] | undefined) ?? []}
                onChange={field.onChange}
                error={fieldState.error?.message}
              >
                <Group gap="lg" mt="xs">
                  {COMPANY_FEATURES.map((f) => (
                    <Checkbox key={f} value={f} label={t(`features.${f}`)} />
                  ))}
                </Group>
              </Checkbox.Group>
            )}
          />
          <Controller
            control={control}
            name="paymentPlusStartDate"
            render={({ field, fieldState }) => (
              <TextInput
                type="date"
                label={t('fields.paymentPlusStartDate')}
                value={textOf(field.value as string | null | undefined)}
                onChange={(e) => field.onChange(e.currentTarget.value || null)}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                maw={220}
              />
            )}
          />
        </>
      )}
    </Stack>
  );
}
