import type { ReactElement } from 'react';
import { List, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What a driver still lacks for reimbursement, on hover or focus of the badge it wraps. */
export default function CompletenessTooltip({ names, children }: { names: string[]; children: ReactElement }) {
  const { t } = useTranslation('drivers');
  return (
    <Tooltip
      withArrow
      multiline
      w={240}
      label={
        <>
          <Text size="xs" fw={600}>
            {t('completeness.tooltipTitle')}
          </Text>
          <List size="xs" c="inherit">
            {names.map((n) => (
              <List.Item key={n}>{n}</List.Item>
            ))}
          </List>
        </>
      }
    >
      {children}
    </Tooltip>
  );
}
