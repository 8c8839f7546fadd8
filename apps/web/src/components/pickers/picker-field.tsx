import type { ComponentType, ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { RemoteOption } from '../ui/remote-select.tsx';

/** What a picker takes from the field it is bound to: the picked id, the change, the field's error. */
interface BoundProps<Opt> {
  value: string | null;
  onChange: (picked: Opt | null) => void;
  error?: ReactNode;
}

export type PickerFieldProps<P, Opt, V extends FieldValues, O> = Omit<P, keyof BoundProps<Opt>> & {
  control: Control<V, unknown, O>;
  /** The form field that holds the picked item's id ('' while none is picked). */
  name: FieldPath<V>;
  /** Told the picked item too, before the field changes. */
  onPick?: (picked: Opt | null) => void;
};

/**
 * A picker bound to a form field (react-hook-form): the field's value and error go in, the picked
 * item's id goes into the field. One per picker: `export const DriverPickerField = pickerField(DriverPicker)`.
 */
export function pickerField<P extends BoundProps<Opt>, Opt extends RemoteOption>(Picker: ComponentType<P>) {
  return function PickerField<V extends FieldValues, O>({ control, name, onPick, ...props }: PickerFieldProps<P, Opt, V, O>) {
    return (
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) => {
          const bound: BoundProps<Opt> = {
            value: field.value || null,
            error: fieldState.error?.message,
            onChange: (picked) => {
              onPick?.(picked);
              field.onChange(picked?.value ?? '');
            },
          };
          return <Picker {...(props as unknown as P)} {...bound} />;
        }}
      />
    );
  };
}
