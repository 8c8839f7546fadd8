import { useState } from 'react';
import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useFormat } from '../../../lib/use-format.ts';

/** "12.3" or 12.3 -> 1230, "-5" -> -500: whole minor units from a decimal with up to two places, without float rounding. */
export function minorFromInput(value: string | number): number | null {
  const text = String(value).trim();
  const match = /^(-?)(\d*)(?:[.,](\d{0,2}))?$/.exec(text);
  if (!text || !match || text === '-') return null;
  const minor = Number(match[2] || '0') * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -minor : minor;
}

/** 1230 -> "12.30": the decimal an input shows for minor units. */
export function inputFromMinor(minor: number | null | undefined): string {
  if (minor === null || minor === undefined || !Number.isFinite(minor)) return '';
  const abs = Math.abs(minor);
  return `${minor < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export interface MoneyInputProps extends Omit<NumberInputProps, 'value' | 'onChange' | 'decimalScale'> {
  /** Minor units (cents). */
  value: number | null | undefined;
  onChange: (minor: number | null) => void;
  currency: string;
}

/**
 * An amount typed in the currency unit with two decimals, kept as integer minor units. A minus sign
 * is kept as typed, so the form's rules refuse it with a message instead of dropping it (decision 0038).
 */
export function MoneyInput({ value, onChange, currency, ...props }: MoneyInputProps) {
  const { lang } = useFormat();
  // What is typed stays as typed ("1." on the way to "1.75"); a new value from outside replaces it.
  const [text, setText] = useState<string | number>(inputFromMinor(value));
  const shown = minorFromInput(text) === (value ?? null) ? text : inputFromMinor(value);
  return (
    <NumberInput
      {...props}
      value={shown}
      onChange={(v) => {
        setText(v);
        onChange(minorFromInput(v));
      }}
      decimalScale={2}
      fixedDecimalScale={false}
      allowNegative
      decimalSeparator={lang === 'de' ? ',' : '.'}
      thousandSeparator={lang === 'de' ? '.' : ','}
      rightSection={<span style={{ fontSize: 12, paddingRight: 8 }}>{currency}</span>}
      rightSectionWidth={44}
      hideControls
    />
  );
}
