import type { ReactNode } from 'react';
import type { FieldValues, DefaultValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Company, CompanySettingGroup, UpdateCompanySettings } from '@fleetwatt/shared';
import { useUpdateCompanySettings } from '../api/update-company-settings.ts';
import { CompanyFormDialog } from './company-form-dialog.tsx';

/** What the settings section gives each group's dialog. */
export interface CompanySettingDialogProps {
  company: Company;
  opened: boolean;
  onClose: () => void;
}

/**
 * One group of the company's settings in a dialog: titled with the group's name, saved through the
 * settings call, its failure toast in the group's words and one success toast for every group.
 */
export function CompanySettingDialog<Input extends FieldValues, Output extends UpdateCompanySettings>({
  group,
  company,
  opened,
  onClose,
  schema,
  defaultValues,
  children,
}: CompanySettingDialogProps & {
  group: CompanySettingGroup;
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  children: (form: UseFormReturn<Input, unknown, Output>) => ReactNode;
}) {
  const { t } = useTranslation('companies');
  const update = useUpdateCompanySettings(company.id);
  return (
    <CompanyFormDialog
      opened={opened}
      onClose={onClose}
      title={t(`settings.${group}.title`)}
      schema={schema}
      defaultValues={defaultValues}
      save={(values) => update.mutateAsync(values)}
      failureTitle={t(`dialogs.${group}.failed`)}
      successMessage={t('dialogs.settingsSaved')}
    >
      {children}
    </CompanyFormDialog>
  );
}
