import { useEffect, useState } from 'react';
import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { monthNames } from '../../lib/format.ts';
import { parseYear, useMonthYear } from '../../lib/use-month-year.ts';

/**
 * Month and year of a list, kept in the URL (y, m). The month list starts with an empty option
 * (the whole year); a year outside 2000 to 2036 is not taken.
 */
export function MonthYearFilter() {
  const { t, i18n } = useTranslation('ui');
  const { month, setMonth } = useMonthYear();

  const lang = (i18n.resolvedLanguage ?? i18n.language ?? 'en').startsWith('de') ? 'de' : 'en';
  const months = monthNames(lang);

  return (
    <Group gap="sm" wrap="nowrap">
      <NativeSelect
        label={t('monthYear.month')}
        value={month === null ? '' : String(month)}
        onChange={(e) => setMonth(e.currentTarget.value)}
        data={[
          { value: '', label: t('monthYear.allMonths') },
          ...months.map((name, i) => ({ value: String(i + 1), label: name })),
        ]}
        w={160}
      />
      <YearInput label={t('monthYear.year')} />
    </Group>
  );
}

/**
 * The year of a list, kept in the URL as y: what is typed (digits only) is taken once it is a year
 * from 2000 to 2036. A text field with a numeric keyboard, not a number input: the home page loads
 * it, and the number input's formatting library is five times its size.
 */
export function YearInput({ label }: { label: string }) {
  const { year, setYear } = useMonthYear();
  const [text, setText] = useState(String(year));
  useEffect(() => setText(String(year)), [year]);
  return (
    <TextInput
      label={label}
      value={text}
      inputMode="numeric"
      maxLength={4}
      onChange={(e) => {
        const digits = e.currentTarget.value.replace(/\D/g, '');
        setText(digits);
        if (parseYear(digits) !== null) setYear(digits);
      }}
      onBlur={() => setText(String(year))}
      w={110}
    />
  );
}
