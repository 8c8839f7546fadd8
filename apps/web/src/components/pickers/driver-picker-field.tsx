import { DriverPicker, type DriverOption, type DriverPickerProps } from './driver-picker.tsx';
import { pickerField } from './picker-field.tsx';

/** The DriverPicker bound to a form field that holds the driver's id. */
export const DriverPickerField = pickerField<DriverPickerProps, DriverOption>(DriverPicker);
