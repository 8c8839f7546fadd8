import type { CompanySettingKey, CustomFieldKey } from '@fleetwatt/shared';

/** The require flags and the driver field each one stands for. */
export const REQUIRE_FLAGS = [
  { key: 'requireCarPlate', field: 'CAR_PLATE' },
  { key: 'requireCompanyName', field: 'COMPANY_NAME' },
  { key: 'requireCostCenter', field: 'COST_CENTER' },
  { key: 'requireEmployeeId', field: 'EMPLOYEE_ID' },
] as const satisfies readonly { key: CompanySettingKey; field: CustomFieldKey }[];

/** What a receipt PDF can show; the label key under `layout`. */
export const LAYOUT_FLAGS = [
  { key: 'layoutShowMandateText', label: 'mandateText' },
  { key: 'layoutShowAddress', label: 'address' },
  { key: 'layoutShowCarPlate', label: 'carPlate' },
  { key: 'layoutShowCompanyName', label: 'companyName' },
  { key: 'layoutShowCostCenter', label: 'costCenter' },
  { key: 'layoutShowEmployeeId', label: 'employeeId' },
  { key: 'layoutShowEmbeddedTariff', label: 'embeddedTariff' },
] as const satisfies readonly { key: CompanySettingKey; label: string }[];

/** What the reporting export contains: the layout's list without the mandate text. */
export const REPORTING_FLAGS = [
  { key: 'reportingShowAddress', label: 'address' },
  { key: 'reportingShowCarPlate', label: 'carPlate' },
  { key: 'reportingShowCompanyName', label: 'companyName' },
  { key: 'reportingShowCostCenter', label: 'costCenter' },
  { key: 'reportingShowEmployeeId', label: 'employeeId' },
  { key: 'reportingShowEmbeddedTariff', label: 'embeddedTariff' },
] as const satisfies readonly { key: CompanySettingKey; label: string }[];
