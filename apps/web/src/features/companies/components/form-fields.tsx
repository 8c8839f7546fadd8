import { NumberInput, Radio, Stack, Switch, type SwitchProps } from '@mantine/core';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** A yes/no setting as a switch, bound to the form. */
export function SwitchField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  disabled,
}: {
  control: Control<T, unknown, unknown>;
  name: FieldPath<T>;
  label: string;
  description?: string;
  disabled?: boolean;
} & Pick<SwitchProps, 'disabled'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Switch
          label={label}
          description={description}
          checked={Boolean(field.value)}
          onChange={(e) => field.onChange(e.currentTarget.checked)}
          onBlur={field.onBlur}
          name={field.name}
          disabled={disabled}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** One value of a list as radio buttons, bound to the form. */
export function RadioField<T extends FieldValues>({
  control,
  name,
  label,
  options,
}: {
  control: Control<T, unknown, unknown>;
  name: FieldPath<T>;
  label: string;
  options: { value: string; label: string; description?: string; disabled?: boolean }[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Radio.Group
          label={label}
          value={(field.value as string | null) ?? null}
          onChange={field.onChange}
          name={field.name}
          error={fieldState.error?.message}
        >
          <Stack gap="xs" mt="xs">
            {options.map((o) => (
              <Radio key={o.value} value={o.value} label={o.label} description={o.description} disabled={o.disabled} />
            ))}
          </Stack>
        </Radio.Group>
      )}
    />
  );
}

/**
 * A whole number bound to the form. An emptied field holds null (undefined would bring the old value
 * back); nothing is clamped, the schema says what is wrong.
 */
export function WholeNumberField<T extends FieldValues>(props: {
  control: Control<T, unknown, unknown>;
  name: FieldPath<T>;
  label: string;
  description: string;
  required?: boolean;
}) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={props.label}
          description={props.description}
          value={typeof field.value === 'number' ? field.value : ''}
          onChange={(v) => field.onChange(typeof v === 'number' ? v : null)}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          error={fieldState.error?.message}
          withAsterisk={props.required}
        />
      )}
    />
  );
}
