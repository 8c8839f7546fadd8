import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DriverPicker, type DriverOption, type DriverPickerProps } from './driver-picker.tsx';

export interface DriverPickerFieldProps<V extends FieldValues, O> extends Omit<DriverPickerProps, 'value' | 'onChange' | 'error'> {
  control: Control<V, unknown, O>;
  /** The form field that holds the driver's id ('' while none is picked). */
  name: FieldPath<V>;
  /** Told the picked driver too, before the field changes. */
  onPick?: (picked: DriverOption | null) => void;
}

/** The DriverPicker bound to a form field: the field's value and error, and the picked driver's id into it. */
export function DriverPickerField<V extends FieldValues, O>({ control, name, onPick, ...props }: DriverPickerFieldProps<V, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DriverPicker
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
