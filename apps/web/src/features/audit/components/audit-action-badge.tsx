import { Badge } from '@mantine/core';
import type { AuditAction } from '@fleetwatt/shared';
import { useAuditDisplay } from './use-audit-display.ts';

const COLORS: Record<AuditAction, string> = { insert: 'teal', update: 'blue', delete: 'red', read: 'gray', export: 'grape', erase: 'orange' };

/** Created, changed or deleted. */
export function AuditActionBadge({ action }: { action: AuditAction }) {
  const display = useAuditDisplay();
  return (
    <Badge variant="light" color={COLORS[action]} style={{ minWidth: 'max-content' }}>
      {display.actionName(action)}
    </Badge>
  );
}
