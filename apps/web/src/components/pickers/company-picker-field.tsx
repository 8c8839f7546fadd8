import { CompanyPicker, type CompanyOption, type CompanyPickerProps } from './company-picker.tsx';
import { pickerField } from './picker-field.tsx';

/** The CompanyPicker bound to a form field that holds the company's id. */
export const CompanyPickerField = pickerField<CompanyPickerProps, CompanyOption>(CompanyPicker);
