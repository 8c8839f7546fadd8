import type { ReactNode } from 'react';
import { Loader } from '@mantine/core';
import { useOnboarding } from '../api/onboarding.ts';
import { OnboardingWizard } from '../components/onboarding-wizard.tsx';
import { SetUpDone } from '../components/set-up-done.tsx';

/** /onboarding/home: the wizard until the company is set up, then a short "you are set up" page. */
export function OnboardingPage({ inviteDrivers, shopUrl }: { inviteDrivers: ReactNode; shopUrl: string | null }) {
  const { data } = useOnboarding();
  if (!data) return <Loader role="status" aria-label="…" />;
  if (data.completed) return <SetUpDone />;
  return <OnboardingWizard state={data} inviteDrivers={inviteDrivers} shopUrl={shopUrl} />;
}
