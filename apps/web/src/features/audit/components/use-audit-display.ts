import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEvent } from '@fleetwatt/shared';
import { EMPTY_VALUE } from '../../../lib/format.ts';
import { useFormat } from '../../../lib/use-format.ts';

/** The prefix the server gives scheduled work as its actor (`job:<name>`). */
const JOB_PREFIX = 'job:';
/** Values longer than this are cut in the list; the details dialog shows them whole. */
export const SHORT_VALUE_LENGTH = 48;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;
const HAS_OFFSET = /(Z|[+-]\d{2}(:?\d{2})?)$/;

/** "receipt_due_day" -> "Receipt due day". */
export function humanizeField(key: string): string {
  const words = key.replace(/_/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}

/** Cuts a long text to `max` characters with an ellipsis. */
export function shorten(text: string, max = SHORT_VALUE_LENGTH): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A change of one field: its name and the values before and after (absent for an insert or delete). */
export interface FieldChange {
  key: string;
  before?: unknown;
  after?: unknown;
}

/** What says most about a record comes first in a summary. */
const LEADING = ['name', 'first_name', 'last_name', 'email', 'role', 'status', 'number', 'hardware_id', 'license_key', 'amount_minor', 'expense_minor', 'price_minor', 'price_per_kwh', 'total_gross_minor'];
/** Identifiers and the currency are said elsewhere (in the row, or with the amounts); they come last. */
const isTrailing = (key: string) => key === 'id' || key.endsWith('_id') || key === 'currency';
const rank = (key: string) => {
  const leading = LEADING.indexOf(key);
  return leading >= 0 ? leading : isTrailing(key) ? LEADING.length + 1 : LEADING.length;
};

/** The changed fields of an event in a stable order: the telling ones first, then by name, references last. */
export function fieldChanges(event: Pick<AuditEvent, 'before' | 'after'>): FieldChange[] {
  const keys = [...new Set([...Object.keys(event.after ?? {}), ...Object.keys(event.before ?? {})])];
  keys.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return keys.map((key) => ({
    key,
    ...(event.before && key in event.before ? { before: event.before[key] } : {}),
    ...(event.after && key in event.after ? { after: event.after[key] } : {}),
  }));
}

/** The currency an event's amounts are in, when the event says it. */
function currencyOf(event: Pick<AuditEvent, 'before' | 'after'>): string | null {
  const c = event.after?.currency ?? event.before?.currency;
  return typeof c === 'string' && /^[A-Z]{3}$/.test(c) ? c : null;
}

/** The words of the audit page: entity, actor and field names, and values in the app's display formats. */
export function useAuditDisplay() {
  const { t } = useTranslation('audit');
  const format = useFormat();
  return useMemo(() => {
    const entityName = (entity: string) => t(`entities.${entity}`, { defaultValue: humanizeField(entity) });
    const actorName = (actor: string | null) => {
      if (!actor) return t('actor.system');
      if (actor.startsWith(JOB_PREFIX)) return t('actor.job', { name: actor.slice(JOB_PREFIX.length) });
      return actor;
    };
    const fieldName = (key: string) => t(`fields.${key}`, { defaultValue: humanizeField(key) });
    const actionName = (action: AuditEvent['action']) => t(`actions.${action}`);

    /** A stored value as a person reads it: amounts in cents as money, prices per kWh with 4 decimals, energy in kWh, dates in UTC. */
    const value = (key: string, v: unknown, event: Pick<AuditEvent, 'before' | 'after'>): string => {
      if (v === null || v === undefined || v === '') return EMPTY_VALUE;
      if (typeof v === 'boolean') return v ? t('values.yes') : t('values.no');
      if (typeof v === 'number') {
        const currency = currencyOf(event);
        if (key.endsWith('_minor')) return currency ? format.money(v, currency) : format.number(v / 100, 2);
        if (key === 'price_per_kwh' || key === 'tariff_price') return currency ? format.tariff(v, currency) : format.number(v / 10_000, 4);
        if (key === 'watt_hours' || key.endsWith('_wh')) return format.energy(v);
        if (key.endsWith('_bp')) return format.percent(v / 100);
        return String(v);
      }
      if (typeof v === 'string') {
        if (DAY.test(v)) return format.date(v);
        if (INSTANT.test(v)) return format.dateTime(HAS_OFFSET.test(v) ? v : `${v}Z`);
        return v;
      }
      return JSON.stringify(v);
    };
    return { entityName, actorName, fieldName, actionName, value };
  }, [t, format]);
}
export type AuditDisplay = ReturnType<typeof useAuditDisplay>;
