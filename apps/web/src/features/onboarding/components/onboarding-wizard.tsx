import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  USER_MESSAGES,
  ZOnboardingCompany,
  ZOnboardingReimbursement,
  type CableSource,
  type Onboarding,
  type OnboardingCompanyInput,
  type OnboardingReimbursementInput,
} from '@fleetwatt/shared';
import { ApiError } from '../../../lib/api-client.ts';
import { uiLanguage } from '../../../lib/format.ts';
import { zodFieldErrors } from '../../../lib/zod-form.ts';
import { useSaveOnboarding, type OnboardingSave } from '../api/onboarding.ts';
import { CablesStep, CompanyStep, ReimbursementStep, type FieldErrors } from './onboarding-steps.tsx';

const STEP_KEYS = ['company', 'reimbursement', 'drivers', 'cables', 'done'] as const;

/** Each saved field's label key, so a message names the field as the step shows it. */
const LABELS: Record<string, string> = {
  name: 'company.name',
  street: 'company.street',
  zip: 'company.zip',
  city: 'company.city',
  country: 'company.country',
  language: 'company.language',
  billingContactEmail: 'company.billingEmail',
  vatNumber: 'company.vatNumber',
  reimbursementMode: 'reimbursement.mode',
  receiptDueDay: 'reimbursement.dueDay',
  homeChargingRule: 'reimbursement.rule',
};

/**
 * The five onboarding steps. What is typed lives here, so Back never loses it; each step is saved
 * when left forwards (bad input stays on the step with the server's messages), and the server keeps
 * the step, so a manager who signs out resumes where they were.
 */
export function OnboardingWizard({ state, inviteDrivers, shopUrl }: { state: Onboarding; inviteDrivers: ReactNode; shopUrl: string | null }) {
  const { t } = useTranslation();
  const save = useSaveOnboarding();
  const navigate = useNavigate();
  const [step, setStep] = useState(state.step);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const c = state.company;
  const [company, setCompany] = useState<OnboardingCompanyInput>({
    name: c.name,
    street: c.street ?? '',
    zip: c.zip ?? '',
    city: c.city ?? '',
    country: c.country,
    language: c.language,
    billingContactEmail: c.billingContactEmail ?? '',
    vatNumber: c.vatNumber ?? '',
  });
  const [reimbursement, setReimbursement] = useState<OnboardingReimbursementInput>(state.reimbursement);
  const [cables, setCables] = useState<CableSource | null>(state.cableSource);

  async function run(request: OnboardingSave, next: number) {
    setErrors({});
    setMessage(null);
    // What the shared contract refuses is answered here, in the page's words, before anything is sent.
    const checked =
      request.kind === 'company'
        ? { schema: ZOnboardingCompany, body: request.body }
        : request.kind === 'reimbursement'
          ? { schema: ZOnboardingReimbursement, body: request.body }
          : null;
    const refused =
      checked &&
      zodFieldErrors(checked.schema, checked.body, {
        label: (path) => (LABELS[String(path[0])] ? t(`onboarding:wizard.${LABELS[String(path[0])]}`) : undefined),
      });
    if (refused) {
      setErrors(refused);
      setMessage(USER_MESSAGES[uiLanguage()].reviewFields);
      return;
    }
    try {
      await save.mutateAsync(request);
      // Finishing opens the dashboard, where the welcome follows.
      if (request.kind === 'complete') void navigate('/dashboard/home');
      else setStep(next);
    } catch (err) {
      if (err instanceof ApiError && err.errors?.length) {
        setErrors(Object.fromEntries(err.errors.map((e) => [e.field, e.message])));
      }
      setMessage(err instanceof Error ? err.message : t('onboarding:wizard.failed'));
    }
  }

  const next = () => {
    if (step === 1) return run({ kind: 'company', body: company }, 2);
    if (step === 2) return run({ kind: 'reimbursement', body: reimbursement }, 3);
    if (step === 3) return run({ kind: 'step', body: { step: 4 } }, 4);
    if (step === 4) return run({ kind: 'cables', body: { cableSource: cables } }, 5);
    return run({ kind: 'complete' }, 5);
  };
  const back = () => run({ kind: 'step', body: { step: step - 1 } }, step - 1);
  const skip = () =>
    step === 3 ? run({ kind: 'step', body: { step: 4 } }, 4) : run({ kind: 'cables', body: { cableSource: null } }, 5);

  return (
    <Paper withBorder radius="md" p="xl" maw={860}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} size="h3">
            {t('onboarding:welcome')}
          </Title>
          <Text c="dimmed">{t('onboarding:intro')}</Text>
        </Stack>
        <Stepper active={step - 1} size="sm" allowNextStepsSelect={false} aria-label={t('onboarding:stepsLabel')}>
          {STEP_KEYS.map((key) => (
            <Stepper.Step key={key} label={t(`onboarding:wizard.steps.${key}`)} />
          ))}
        </Stepper>
        <Title order={3} size="h4">
          {t(`onboarding:wizard.steps.${STEP_KEYS[step - 1]}`)}
        </Title>
        {message && (
          <Alert color="red" role="alert">
            {message}
          </Alert>
        )}
        {step === 1 && <CompanyStep values={company} errors={errors} onChange={setCompany} />}
        {step === 2 && (
          <ReimbursementStep values={reimbursement} errors={errors} onChange={setReimbursement} german={company.country === 'GERMANY'} />
        )}
        {step === 3 && (
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('onboarding:wizard.drivers.intro')}</Text>
            {inviteDrivers}
          </Stack>
        )}
        {step === 4 && <CablesStep value={cables} onChange={setCables} shopUrl={shopUrl} />}
        {step === 5 && <Text>{t('onboarding:wizard.done.text')}</Text>}
        <Group justify="space-between">
          <Button variant="default" onClick={back} disabled={step === 1 || save.isPending}>
            {t('onboarding:wizard.back')}
          </Button>
          <Group>
            {(step === 3 || step === 4) && (
              <Button variant="subtle" onClick={skip} disabled={save.isPending}>
                {t('onboarding:wizard.skip')}
              </Button>
            )}
            <Button onClick={next} loading={save.isPending}>
              {step === 5 ? t('onboarding:wizard.finish') : t('onboarding:wizard.next')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
