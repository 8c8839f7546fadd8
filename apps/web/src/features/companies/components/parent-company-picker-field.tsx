import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { ParentCompanyPicker, type ParentCompanyPickerProps } from './parent-company-picker.tsx';

export interface ParentCompanyPickerFieldProps<V extends FieldValues, O> extends Omit<ParentCompanyPickerProps, 'value' | 'onChange' | 'error'> {
  control: Control<V, unknown, O>;
  /** The form field that holds the parent's id (null while none is picked). */
  name: FieldPath<V>;
}

/** The ParentCompanyPicker bound to a form field: the field's value and error, and the picked parent's id into it. */
export function ParentCompanyPickerField<V extends FieldValues, O>({ control, name, ...props }: ParentCompanyPickerFieldProps<V, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => <ParentCompanyPicker {...props} value={field.value ?? null} onChange={field.onChange} error={fieldState.error?.message} />}
    />
  );
}
