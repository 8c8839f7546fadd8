import { useEffect, useRef, useState } from 'react';
import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Spec section 9: search boxes wait 500 ms after the last key before they search. */
export const SEARCH_DEBOUNCE_MS = 500;

export interface SearchInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> {
  /** The search in effect (e.g. from the URL). */
  value: string;
  /** Called with the trimmed text once typing pauses, or at once on Enter or clear. */
  onSearch: (value: string) => void;
  delay?: number;
}

export function SearchInput({ value, onSearch, delay = SEARCH_DEBOUNCE_MS, placeholder, ...props }: SearchInputProps) {
  const { t } = useTranslation('ui');
  const [text, setText] = useState(value);
  const emitted = useRef(value);

  const emit = (next: string) => {
    const trimmed = next.trim();
    if (trimmed === emitted.current) return;
    emitted.current = trimmed;
    onSearch(trimmed);
  };
  const debounced = useDebouncedCallback(emit, delay);

  // The search can change from outside (back button, a link): show it.
  useEffect(() => {
    if (value !== emitted.current) {
      emitted.current = value;
      setText(value);
    }
  }, [value]);

  return (
    <TextInput
      leftSection={<IconSearch size={16} aria-hidden />}
      placeholder={placeholder ?? t('search.placeholder')}
      aria-label={typeof placeholder === 'string' ? placeholder : t('search.placeholder')}
      {...props}
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        debounced(e.currentTarget.value);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          debounced.cancel();
          emit(text);
        }
      }}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={t('search.clear')}
            onClick={() => {
              debounced.cancel();
              setText('');
              emit('');
            }}
          />
        ) : null
      }
    />
  );
}
