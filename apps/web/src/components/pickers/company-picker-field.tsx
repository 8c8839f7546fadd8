import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { CompanyPicker, type CompanyOption, type CompanyPickerProps } from './company-picker.tsx';

export interface CompanyPickerFieldProps<V extends FieldValues, O> extends Omit<CompanyPickerProps, 'value' | 'onChange' | 'error'> {
  control: Control<V, unknown, O>;
  /** The form field that holds the company's id ('' while none is picked). */
  name: FieldPath<V>;
  /** Told the picked company too, before the field changes. */
  onPick?: (picked: CompanyOption | null) => void;
}

/** The CompanyPicker bound to a form field: the field's value and error, and the picked company's id into it. */
export function CompanyPickerField<V extends FieldValues, O>({ control, name, onPick, ...props }: CompanyPickerFieldProps<V, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CompanyPicker
          {...props}
          value={field.value || null}
          error={fieldState.error?.message}
          onChange={(picked) => {
            onPick?.(picked);
            field.onChange(picked?.value ?? '');
          }}
        />
      )}
    />
  );
}
