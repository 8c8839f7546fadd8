import { useEffect, useState } from 'react';
import { Group, NativeSelect, NumberInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { YEAR_MAX, YEAR_MIN } from '@fleetwatt/shared';
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

/** The year of a list, kept in the URL as y: what is typed is taken once it is a year from 2000 to 2036. */
export function YearInput({ label }: { label: string }) {
  const { year, setYear } = useMonthYear();
  const [text, setText] = useState<string | number>(year);
  useEffect(() => setText(year), [year]);
  return (
    <NumberInput
      label={label}
      value={text}
      onChange={(v) => {
        setText(v);
        if (parseYear(v) !== null) setYear(v);
      }}
      onBlur={() => setText(year)}
      min={YEAR_MIN}
      max={YEAR_MAX}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      w={110}
    />
  );
}
