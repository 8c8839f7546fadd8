import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZOnboarding, ZOnboardingCables, ZOnboardingCompany, ZOnboardingReimbursement, ZOnboardingStep } from '@fleetwatt/shared';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { onboardingRepository } from './onboarding.repository.ts';
import { onboardingService } from './onboarding.service.ts';

const MANAGER = ['FLEETMANAGER'] as const;

/** The fleet manager's onboarding wizard: state, one save per step, Back/Skip, completion. */
export const onboardingRoutes: FastifyPluginAsyncZod<{ config: Config; database: Database }> = async (app, { database }) => {
  const service = onboardingService(onboardingRepository(database));
  const tags = ['onboarding'];
  const answer = { 200: ZOnboarding };

  app.get(
    '/onboarding',
    { config: { roles: MANAGER }, schema: { tags, description: 'The step the manager is on and what the steps saved so far.', response: answer } },
    (request) => service.get(request.principal),
  );

  app.put(
    '/onboarding/company',
    {
      config: { roles: MANAGER },
      schema: {
        tags,
        description: 'Step 1: legal name, address, country (sets the currency), language, billing e-mail, VAT number (checked per country). 409 once onboarding is completed.',
        body: ZOnboardingCompany,
        response: answer,
      },
    },
    (request) => service.saveCompany(request.principal, request.body, request.lang),
  );

  app.put(
    '/onboarding/reimbursement',
    {
      config: { roles: MANAGER },
      schema: {
        tags,
        description: "Step 2: reimbursement mode, receipt due day (1-31) and, for a German company, the home-charging rule.",
        body: ZOnboardingReimbursement,
        response: answer,
      },
    },
    (request) => service.saveReimbursement(request.principal, request.body, request.lang),
  );

  app.put(
    '/onboarding/cables',
    {
      config: { roles: MANAGER },
      schema: { tags, description: 'Step 4: cables ordered in the web shop (SHOP), already there (OWN) or skipped (null).', body: ZOnboardingCables, response: answer },
    },
    (request) => service.saveCables(request.principal, request.body),
  );

  app.put(
    '/onboarding/step',
    {
      config: { roles: MANAGER },
      schema: { tags, description: 'Back or Skip: the step the manager is on now; nothing else is saved.', body: ZOnboardingStep, response: answer },
    },
    (request) => service.goTo(request.principal, request.body.step),
  );

  app.post(
    '/onboarding/complete',
    {
      config: { roles: MANAGER },
      schema: { tags, description: 'Step 5: onboarding is completed for the managers of the company; the dashboard opens.', response: answer },
    },
    (request) => service.complete(request.principal),
  );
};
