import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Onboarding, OnboardingCables, OnboardingCompanyInput, OnboardingReimbursementInput } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { areaKeys } from '../../../lib/query-keys.ts';

export const onboardingKeys = { all: areaKeys.onboarding };

/** GET /backend/onboarding: the step the manager is on and what was saved. */
export const onboardingQueryOptions = () =>
  queryOptions({ queryKey: onboardingKeys.all, queryFn: ({ signal }) => apiFetch<Onboarding>('/onboarding', { signal }) });

export function useOnboarding() {
  return useQuery(onboardingQueryOptions());
}

export type OnboardingSave =
  | { kind: 'company'; body: OnboardingCompanyInput }
  | { kind: 'reimbursement'; body: OnboardingReimbursementInput }
  | { kind: 'cables'; body: OnboardingCables }
  | { kind: 'step'; body: { step: number } }
  | { kind: 'complete' };

/** One save of the wizard; the answer is the new state. Completion reloads the account (the dashboard opens). */
export function useSaveOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: OnboardingSave) =>
      save.kind === 'complete'
        ? apiFetch<Onboarding>('/onboarding/complete', { method: 'POST' })
        : apiFetch<Onboarding>(`/onboarding/${save.kind}`, { method: 'PUT', body: save.body }),
    onSuccess: async (state, save) => {
      queryClient.setQueryData(onboardingKeys.all, state);
      if (save.kind === 'complete') await queryClient.invalidateQueries({ queryKey: areaKeys.account });
    },
  });
}
