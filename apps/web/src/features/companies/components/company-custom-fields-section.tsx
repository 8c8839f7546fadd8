import { useState } from 'react';
import { Badge, Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ZCompanySettings, type Company } from '@fleetwatt/shared';
import { useUpdateCompanySettings } from '../api/update-company-settings.ts';
import { CompanyFormDialog } from './company-form-dialog.tsx';
import { EditButton, Section } from './detail-parts.tsx';
import { SwitchField } from './form-fields.tsx';
import { REQUIRE_FLAGS } from './settings-labels.ts';

const ZForm = ZCompanySettings.pick({ requireCarPlate: true, requireCompanyName: true, requireCostCenter: true, requireEmployeeId: true });

/**
 * The four driver fields a company configures (spec section 3: car plate, company name, cost center,
 * employee ID), each optional or required: a driver's receipt is submitted only when every required
 * field is filled in on the driver.
 */
export function CompanyCustomFieldsSection({ company }: { company: Company }) {
  const { t } = useTranslation('companies');
  const [open, setOpen] = useState(false);
  const update = useUpdateCompanySettings(company.id);
  const title = t('detail.sections.customFields');
  return (
    <Section
      title={title}
      action={
        <EditButton label={`${title}: ${t('actions.edit')}`} onClick={() => setOpen(true)}>
          {t('actions.edit')}
        </EditButton>
      }
    >
      <Text size="sm" c="dimmed" mb="xs">
        {t('customFieldsSection.intro')}
      </Text>
      <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {REQUIRE_FLAGS.map(({ key, field }, index) => (
          <li key={key}>
            {index > 0 && <Divider />}
            <Group justify="space-between" py={8} wrap="nowrap" gap="sm" data-testid={`custom-field-${field}`}>
              <Text size="sm">{t(`customFields.${field}`)}</Text>
              <Badge variant="light" color={company[key] ? 'teal' : 'gray'}>
                {company[key] ? t('customFieldsSection.required') : t('customFieldsSection.optional')}
              </Badge>
            </Group>
          </li>
        ))}
      </Stack>
      <CompanyFormDialog
        opened={open}
        onClose={() => setOpen(false)}
        title={title}
        schema={ZForm}
        defaultValues={{
          requireCarPlate: company.requireCarPlate,
          requireCompanyName: company.requireCompanyName,
          requireCostCenter: company.requireCostCenter,
          requireEmployeeId: company.requireEmployeeId,
        }}
        save={(values) => update.mutateAsync(values)}
        failureTitle={t('customFieldsSection.failed')}
        successMessage={t('dialogs.settingsSaved')}
      >
        {(form) => (
          <Stack gap="xs">
            <Text size="sm">{t('customFieldsSection.dialogIntro')}</Text>
            {REQUIRE_FLAGS.map(({ key, field }) => (
              <SwitchField key={key} control={form.control} name={key} label={t('customFieldsSection.requireField', { field: t(`customFields.${field}`) })} />
            ))}
          </Stack>
        )}
      </CompanyFormDialog>
    </Section>
  );
}
