import { Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction, type AuditEntity, type AuditFilter } from '@fleetwatt/shared';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { useAuditDisplay } from './use-audit-display.ts';

export const AUDIT_FILTERS = ['entity', 'action', 'actor', 'entityId', 'from', 'to'] as const;
export type AuditFilterName = (typeof AUDIT_FILTERS)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isEntity = (v: string): v is AuditEntity => (AUDIT_ENTITIES as readonly string[]).includes(v);
const isAction = (v: string): v is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(v);
const day = (v: string) => (DAY.test(v) && !Number.isNaN(Date.parse(v)) ? v : undefined);
const text = (v: string, max: number) => v.trim().slice(0, max) || undefined;

/** The filters as the server takes them: a hand-edited URL with an unknown value falls back to "all". */
export function auditFilterValues(raw: Record<AuditFilterName, string>): AuditFilter {
  const values: AuditFilter = {
    entity: isEntity(raw.entity) ? raw.entity : undefined,
    action: isAction(raw.action) ? raw.action : undefined,
    actor: text(raw.actor, 254),
    entityId: text(raw.entityId, 100),
    from: day(raw.from),
    to: day(raw.to),
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as AuditFilter;
}

export interface AuditFiltersProps {
  values: AuditFilter;
  onChange: (name: AuditFilterName, value: string | null) => void;
}

/** What (entity), action, who (debounced), record id (debounced) and the UTC days from and to. */
export function AuditFilters({ values, onChange }: AuditFiltersProps) {
  const { t } = useTranslation('audit');
  const display = useAuditDisplay();
  const entities = AUDIT_ENTITIES.map((e) => ({ value: e, label: display.entityName(e) })).sort((a, b) => a.label.localeCompare(b.label));
  const dateInput = (name: 'from' | 'to', label: string) => (
    <TextInput
      type="date"
      label={label}
      value={values[name] ?? ''}
      // Browsers hand over a date only once it is complete; an emptied field clears the filter.
      onChange={(e) => {
        const v = e.currentTarget.value;
        if (v === '' || DAY.test(v)) onChange(name, v || null);
      }}
      min={name === 'to' ? values.from : undefined}
      max={name === 'from' ? values.to : undefined}
      w={150}
    />
  );

  return (
    <>
      <Select
        label={t('filters.entity')}
        placeholder={t('filters.all')}
        data={entities}
        value={values.entity ?? null}
        onChange={(v) => onChange('entity', v)}
        clearable
        searchable
        w={180}
      />
      <Select
        label={t('filters.action')}
        placeholder={t('filters.all')}
        data={AUDIT_ACTIONS.map((a) => ({ value: a, label: display.actionName(a) }))}
        value={values.action ?? null}
        onChange={(v) => onChange('action', v)}
        clearable
        w={130}
      />
      <SearchInput
        label={t('filters.actor')}
        aria-label={t('filters.actor')}
        placeholder={t('filters.actorPlaceholder')}
        value={values.actor ?? ''}
        onSearch={(v) => onChange('actor', v)}
        w={190}
      />
      <SearchInput
        label={t('filters.entityId')}
        aria-label={t('filters.entityId')}
        placeholder={t('filters.entityIdPlaceholder')}
        value={values.entityId ?? ''}
        onSearch={(v) => onChange('entityId', v)}
        w={170}
      />
      {dateInput('from', t('filters.from'))}
      {dateInput('to', t('filters.to'))}
    </>
  );
}
