import { Badge, Center, Group, Loader, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Controller } from 'react-hook-form';
import { ibanMessage, ibanProblem, normalizeIban, zPaymentAccountForm, type PaymentAccount } from '@fleetwatt/shared';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { errorMessage, notifySuccess } from '../../../lib/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useLanguageForm } from '../../../lib/use-language-form.ts';
import { applyApiErrors } from '../../../lib/zod-form.ts';
import { usePaymentAccount } from '../api/get-payment-account.ts';
import { useSavePaymentAccount } from '../api/save-payment-account.ts';
import { useDriverDetailsTranslation } from './use-driver-details-translation.ts';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';

export interface PaymentAccountTarget {
  id: string;
  name: string;
}

interface PaymentAccountFormValues {
  iban: string;
  holder: string;
  isPaymentPlus: boolean;
}

/**
 * Link a driver's payment account: IBAN (checked in the browser as it is typed), account holder,
 * and Payment+ for administrators only. 'Please enter the IBAN/Account ID' when it is empty.
 */
export function DriverPaymentAccountDialog({
  driver,
  isAdministrator,
  onClose,
}: {
  driver: PaymentAccountTarget | null;
  isAdministrator: boolean;
  onClose: () => void;
}) {
  const { t } = useDriverDetailsTranslation();
  const account = usePaymentAccount(driver?.id);
  return (
    <AppModal opened={!!driver} onClose={onClose} title={t('paymentAccount.title')}>
      {driver && account.data ? (
        <PaymentAccountForm key={driver.id} driver={driver} account={account.data} isAdministrator={isAdministrator} onDone={onClose} />
      ) : account.error ? (
        <Text c="red" role="alert">
          {errorMessage(account.error)}
        </Text>
      ) : (
        <Center py="lg">
          <Loader role="status" size="sm" aria-label={t('loading')} />
        </Center>
      )}
    </AppModal>
  );
}

function PaymentAccountForm({
  driver,
  account,
  isAdministrator,
  onDone,
}: {
  driver: PaymentAccountTarget;
  account: PaymentAccount;
  isAdministrator: boolean;
  onDone: () => void;
}) {
  const { t } = useDriverDetailsTranslation();
  const save = useSavePaymentAccount();
  const form = useLanguageForm<PaymentAccountFormValues>(zPaymentAccountForm, { iban: account.iban ?? '', holder: account.holder ?? '', isPaymentPlus: account.isPaymentPlus });

  const submit = form.handleSubmit(async ({ iban, holder, isPaymentPlus }) => {
    try {
      await save.mutateAsync({
        id: driver.id,
        body: { iban: normalizeIban(iban), holder: holder.trim() || null, ...(isAdministrator ? { isPaymentPlus } : {}) },
      });
      notifySuccess(t('paymentAccount.success'));
      onDone();
    } catch (error) {
      applyApiErrors(error, form, { fields: ['iban', 'holder', 'isPaymentPlus'], title: t('paymentAccount.failed') });
    }
  });

  const iban = form.watch('iban');
  const hint = useIbanHint(iban);
  const ibanError = form.formState.errors.iban?.message;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('paymentAccount.intro', { name: driver.name })}</Text>
        <TextInput
          label={t('paymentAccount.iban')}
          withAsterisk
          autoComplete="off"
          spellCheck={false}
          description={ibanError ? undefined : hint}
          error={ibanError}
          {...form.register('iban')}
        />
        <TextInput label={t('paymentAccount.holder')} error={form.formState.errors.holder?.message} {...form.register('holder')} />
        {isAdministrator ? (
          <Controller
            control={form.control}
            name="isPaymentPlus"
            render={({ field }) => (
              <Switch
                label={t('paymentAccount.isPaymentPlus')}
                description={t('paymentAccount.isPaymentPlusHint')}
                checked={field.value}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
              />
            )}
          />
        ) : null}
        {account.kycStatus && (
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('paymentAccount.kycStatus')}
            </Text>
            <Badge variant="light" color="gray">
              {t(`kycStatus.${account.kycStatus}`)}
            </Badge>
          </Group>
        )}
        <DialogActions onCancel={onDone} cancelLabel={t('actions.cancel')} submitLabel={t('actions.save')} submitting={save.isPending} />
      </Stack>
    </form>
  );
}

/** What the browser can tell about an IBAN while it is typed: valid, or a wrong checksum, country or format. */
function useIbanHint(iban: string) {
  const { t } = useDriverDetailsTranslation();
  const { lang } = useFormat();
  const problem = ibanProblem(iban);
  if (problem === null) {
    return (
      <Group gap={4} component="span" c="teal" data-testid="iban-hint">
        <IconCircleCheck size={14} aria-hidden />
        {t('paymentAccount.ibanValid')}
      </Group>
    );
  }
  // A half-typed IBAN is not wrong yet; a wrong country, character or check digits are.
  if (problem === 'EMPTY' || problem === 'LENGTH' || normalizeIban(iban).length < 4) return t('paymentAccount.ibanHint');
  return (
    <Text span size="xs" c="orange" data-testid="iban-hint">
      {ibanMessage(problem, lang)}
    </Text>
  );
}
