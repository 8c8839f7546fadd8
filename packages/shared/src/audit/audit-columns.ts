import { columnLabels } from '../i18n/column-labels.ts';

/** The audit trail list's columns, on the page and in the export. */
export const AUDIT_COLUMNS = columnLabels({
  en: {
    occurredAt: 'When (UTC)',
    company: 'Company',
    actor: 'Who',
    entity: 'What',
    action: 'Action',
    changes: 'Changes',
    entityId: 'Record',
    before: 'Before',
    after: 'After',
  },
  de: {
    occurredAt: 'Wann (UTC)',
    company: 'Unternehmen',
    actor: 'Wer',
    entity: 'Was',
    action: 'Aktion',
    changes: 'Änderungen',
    entityId: 'Datensatz',
    before: 'Vorher',
    after: 'Nachher',
  },
});
