import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZCompanySettings, type CompanySettingGroup } from '@fleetwatt/shared';
import { CompanySettingDialog, type CompanySettingDialogProps } from './company-setting-dialog.tsx';
import { SwitchField } from './form-fields.tsx';
import { LAYOUT_FLAGS, REPORTING_FLAGS } from './settings-labels.ts';

const ZLayout = ZCompanySettings.pick({
  layoutShowMandateText: true,
  layoutShowAddress: true,
  layoutShowCarPlate: true,
  layoutShowCompanyName: true,
  layoutShowCostCenter: true,
  layoutShowEmployeeId: true,
  layoutShowEmbeddedTariff: true,
});

const ZReporting = ZCompanySettings.pick({
  reportingShowAddress: true,
  reportingShowCarPlate: true,
  reportingShowCompanyName: true,
  reportingShowCostCenter: true,
  reportingShowEmployeeId: true,
  reportingShowEmbeddedTariff: true,
});

type Flags = typeof LAYOUT_FLAGS | typeof REPORTING_FLAGS;

/** A switch for each thing a document may show, from the company's current choice. */
function DisplayFlagsDialog({
  group,
  flags,
  schema,
  company,
  ...dialog
}: CompanySettingDialogProps & { group: CompanySettingGroup; flags: Flags; schema: z.ZodType<Record<string, boolean>, Record<string, boolean>> }) {
  const { t } = useTranslation('companies');
  const defaults = Object.fromEntries(flags.map(({ key }) => [key, company[key]]));
  return (
    <CompanySettingDialog {...dialog} company={company} group={group} schema={schema} defaultValues={defaults}>
      {(form) => (
        <Stack gap="xs">
          {flags.map(({ key, label }) => (
            <SwitchField key={key} control={form.control} name={key} label={t(`layout.${label}`)} />
          ))}
        </Stack>
      )}
    </CompanySettingDialog>
  );
}

/** What the receipt PDF shows. */
export function CompanyReceiptLayoutDialog(props: CompanySettingDialogProps) {
  return <DisplayFlagsDialog {...props} group="receiptLayout" flags={LAYOUT_FLAGS} schema={ZLayout} />;
}

/** What the reporting export contains. */
export function CompanyReportingOptionsDialog(props: CompanySettingDialogProps) {
  return <DisplayFlagsDialog {...props} group="reportingOptions" flags={REPORTING_FLAGS} schema={ZReporting} />;
}
