import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditEvent } from '@fleetwatt/shared';
import { fieldChanges, shorten, useAuditDisplay } from './use-audit-display.ts';

/** How many fields a row shows before it points to the details. */
const SHOWN_FIELDS = 3;

/**
 * The compact "changes" cell: "Field: before → after" per changed field of an update, "Field: value"
 * for a created or deleted record; long values are cut, the rest is behind the details link.
 */
export function AuditChanges({ event, onDetails, detailsLabel }: { event: AuditEvent; onDetails: () => void; detailsLabel: string }) {
  const { t } = useTranslation('audit');
  const display = useAuditDisplay();
  const changes = fieldChanges(event);
  const shown = changes.slice(0, SHOWN_FIELDS);
  const hidden = changes.length - shown.length;
  const cut = (key: string, v: unknown) => shorten(display.value(key, v, event));

  return (
    <Stack gap={2} data-testid="audit-changes">
      {shown.map((c) => (
        <Text key={c.key} size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span size="sm" fw={500}>
            {`${display.fieldName(c.key)}: `}
          </Text>
          {event.action === 'update'
            ? `${cut(c.key, c.before)} → ${cut(c.key, c.after)}`
            : cut(c.key, event.action === 'delete' ? c.before : c.after)}
        </Text>
      ))}
      {changes.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('changes.none')}
        </Text>
      )}
      {changes.length > 0 && (
        <Anchor component="button" type="button" size="xs" ta="left" onClick={onDetails} aria-label={detailsLabel}>
          {hidden > 0 ? t('changes.more', { count: hidden }) : t('changes.details')}
        </Anchor>
      )}
    </Stack>
  );
}
