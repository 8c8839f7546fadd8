import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as f from './format.ts';

/** The formatters bound to the current language; components using it re-render when it changes. */
export function useFormat() {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const lang = lng?.toLowerCase().startsWith('de') ? ('de' as const) : ('en' as const);
    return {
      lang,
      money: (minor: number | null | undefined, currency: string) => f.formatMoney(minor, currency, lang),
      tariff: (tenThousandths: number | null | undefined, currency: string) => f.formatTariff(tenThousandths, currency, lang),
      energy: (wh: number | null | undefined) => f.formatEnergy(wh, lang),
      km: (km: number | null | undefined) => f.formatKm(km, lang),
      percent: (p: number | null | undefined) => f.formatPercent(p, lang),
      percentChange: (p: number | null | undefined) => f.formatPercentChange(p, lang),
      number: (n: number | null | undefined, decimals = 0) => f.formatNumber(n, lang, decimals),
      date: (d: Date | string | number | null | undefined) => f.formatDate(d, lang),
      dateTime: (d: Date | string | number | null | undefined) => f.formatDateTime(d, lang),
    };
  }, [lng]);
}
