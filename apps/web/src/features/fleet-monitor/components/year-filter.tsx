import { useEffect, useState } from 'react';
import { NumberInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { YEAR_MAX, YEAR_MIN } from '@fleetwatt/shared';
import { parseYear, useMonthYear } from '../../../lib/use-month-year.ts';

/** The fleet monitor's year, kept in the URL as y; only 2000 to 2036 is taken. */
export function YearFilter() {
  const { t } = useTranslation('fleet-monitor');
  const { year, setYear } = useMonthYear();
  const [text, setText] = useState<string | number>(year);
  useEffect(() => setText(year), [year]);
  return (
    <NumberInput
      label={t('filters.year')}
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
