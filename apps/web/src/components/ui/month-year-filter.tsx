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
  const { year, month, setYear, setMonth } = useMonthYear();
  const [yearText, setYearText] = useState<string | number>(year);
  useEffect(() => setYearText(year), [year]);

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
      <NumberInput
        label={t('monthYear.year')}
        value={yearText}
        onChange={(v) => {
          setYearText(v);
          if (parseYear(v) !== null) setYear(v);
        }}
        onBlur={() => setYearText(year)}
        min={YEAR_MIN}
        max={YEAR_MAX}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        w={110}
      />
    </Group>
  );
}
