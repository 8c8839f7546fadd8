import { Alert, Divider, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  COUNTRIES,
  DRIVER_REQUIRED_FIELDS,
  USER_MESSAGES,
  type Country,
  type CreateDriver,
  type CreateDriverInput,
  type Driver,
} from '@fleetwatt/shared';
import { ApiError } from '../../../lib/api-client.ts';
import { applyApiErrors, type ZodFormOptions } from '../../../lib/zod-form.ts';
import { useFormat } from '../../../lib/use-format.ts';

/** The add and edit forms share one shape: the create schema, whose company is only used when adding. */
export type DriverFormValues = CreateDriverInput;
export type DriverForm = UseFormReturn<DriverFormValues, unknown, CreateDriver>;

/** The editable text fields, in the order the form shows them. */
export const DRIVER_TEXT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'idNumber',
  'carPlate',
  'costCenter',
  'employeeId',
  'receiptRecipientEmail',
  'street',
  'zip',
  'city',
] as const;

export function emptyDriverValues(): DriverFormValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    idNumber: '',
    carPlate: '',
    costCenter: '',
    employeeId: '',
    receiptRecipientEmail: '',
    street: '',
    zip: '',
    city: '',
    country: null,
  };
}

/** A driver's current values as the edit form starts with them. */
export function driverValues(driver: Driver): DriverFormValues {
  return {
    firstName: driver.firstName,
    lastName: driver.lastName,
    email: driver.email,
    idNumber: driver.idNumber ?? '',
    carPlate: driver.carPlate ?? '',
    costCenter: driver.costCenter ?? '',
    employeeId: driver.employeeId ?? '',
    receiptRecipientEmail: driver.receiptRecipientEmail ?? '',
    street: driver.address.street ?? '',
    zip: driver.address.zip ?? '',
    city: driver.address.city ?? '',
    country: driver.address.country,
  };
}

/**
 * A failed save on the form: field errors on their fields, an email already in use (409) on the
 * email field, anything else as the failure toast with `title`.
 */
export function applyDriverSaveError(error: unknown, form: DriverForm, title: string) {
  if (error instanceof ApiError && error.status === 409) {
    form.setError('email', { type: 'server', message: error.message }, { shouldFocus: true });
    return;
  }
  applyApiErrors(error, form, { fields: [...DRIVER_TEXT_FIELDS, 'country', 'companyId'], title });
}

/** Field names in messages are the form's own labels, in the dashboard's language. */
export function useDriverFieldLabels(): NonNullable<ZodFormOptions['label']> {
  const { t } = useTranslation('drivers');
  return (path) => {
    const key = `fields.${String(path[0])}`;
    const label = t(key);
    return label === key ? undefined : label;
  };
}

/**
 * The form's summary above the fields: 'Please fill in the required fields.' when a required field
 * is empty, else 'Please review the highlighted fields' when something else is wrong in the browser.
 */
export function DriverFormAlert({ errors, values }: { errors: FieldErrors<DriverFormValues>; values: DriverFormValues }) {
  const { lang } = useFormat();
  const clientErrors = Object.values(errors).some((e) => e && 'type' in e && e.type !== 'server');
  if (!clientErrors) return null;
  const missing = DRIVER_REQUIRED_FIELDS.some((f) => !String(values[f] ?? '').trim()) || (!!errors.companyId && !values.companyId);
  return (
    <Alert color="red" variant="light" role="alert">
      {missing ? USER_MESSAGES[lang].requiredFields : USER_MESSAGES[lang].reviewFields}
    </Alert>
  );
}

/** Person, company data and address of a driver; first name, last name and email are required. */
export function DriverFormFields({ form }: { form: DriverForm }) {
  const { t } = useTranslation('drivers');
  const { register, formState } = form;
  const errors = formState.errors;
  const text = (name: (typeof DRIVER_TEXT_FIELDS)[number], extra: { required?: boolean; type?: string } = {}) => (
    <TextInput
      key={name}
      label={t(`fields.${name}`)}
      withAsterisk={extra.required}
      type={extra.type}
      error={errors[name]?.message}
      {...register(name)}
    />
  );

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {text('firstName', { required: true })}
        {text('lastName', { required: true })}
        {text('email', { required: true, type: 'email' })}
        {text('idNumber')}
      </SimpleGrid>
      <Divider label={t('sections.companyData')} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {text('carPlate')}
        {text('employeeId')}
        {text('costCenter')}
        {text('receiptRecipientEmail', { type: 'email' })}
      </SimpleGrid>
      <Divider label={t('sections.address')} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {text('street')}
        {text('zip')}
        {text('city')}
        <Controller
          control={form.control}
          name="country"
          render={({ field, fieldState }) => (
            <Select
              label={t('fields.country')}
              data={COUNTRIES.map((c) => ({ value: c, label: t(`countries.${c}`) }))}
              value={field.value ?? null}
              onChange={(v) => field.onChange((v as Country | null) ?? null)}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              clearable
              comboboxProps={{ withinPortal: false }}
            />
          )}
        />
      </SimpleGrid>
    </Stack>
  );
}
