import { Pill, TagsInput } from '@mantine/core';
import { isValidInviteEmail } from '@fleetwatt/shared';

/** Spec section 5: addresses are separated by comma, semicolon or new line (or typed, then Enter). */
export const EMAIL_SEPARATORS = [',', ';', '\n'];

/** "Anna Berg <anna@firma.de>" (as mail programs copy it) -> "anna@firma.de"; anything else trimmed. */
export function addressOf(value: string): string {
  const bracketed = /<([^<>]+)>/.exec(value);
  return (bracketed?.[1] ?? value).trim();
}

/** Each address once, compared without regard to case; the first spelling stays. */
function distinct(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((v) => {
    const key = v.toLowerCase();
    if (!v || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export interface InviteEmailsInputProps {
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  label: string;
  description?: string;
  placeholder?: string;
  error?: string;
  /** What an invalid chip says to a pointer or a screen reader. */
  invalidText: string;
  /** The remove button's name for one chip. */
  removeLabel: (email: string) => string;
}

/** Addresses as chips: each is checked as it is added, and the invalid ones are highlighted. */
export function InviteEmailsInput({ value, onChange, onBlur, label, description, placeholder, error, invalidText, removeLabel }: InviteEmailsInputProps) {
  return (
    <TagsInput
      label={label}
      description={description}
      placeholder={value.length ? undefined : placeholder}
      value={value}
      onChange={(next) => onChange(distinct(next.map(addressOf)))}
      onBlur={onBlur}
      splitChars={EMAIL_SEPARATORS}
      acceptValueOnBlur
      clearable
      error={error}
      withAsterisk
      renderPill={({ value, option, onRemove, disabled }) => {
        const email = value ?? String(option.value);
        const invalid = !isValidInviteEmail(email);
        return (
          <Pill
            withRemoveButton
            onRemove={onRemove}
            disabled={disabled}
            data-invalid={invalid ? 'true' : undefined}
            title={invalid ? invalidText : undefined}
            // Named and visible to screen readers (Mantine hides it; Backspace also removes the last chip).
            removeButtonProps={{ 'aria-label': removeLabel(email), 'aria-hidden': false }}
            style={
              invalid
                ? {
                    background: 'var(--mantine-color-red-1)',
                    color: 'var(--mantine-color-red-9)',
                    boxShadow: 'inset 0 0 0 1px var(--mantine-color-red-6)',
                  }
                : undefined
            }
          >
            {email}
          </Pill>
        );
      }}
    />
  );
}
