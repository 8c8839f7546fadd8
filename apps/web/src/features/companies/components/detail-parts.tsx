import type { ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { EMPTY_VALUE } from '../../../lib/format.ts';

/** A titled card of the detail page, with its edit button when the viewer may edit. */
export function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Group justify="space-between" align="center" mb="sm" wrap="nowrap">
        <Title order={2} size="h4">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Paper>
  );
}

/** A label over its value; a missing value shows the dash. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" component="div">
        {empty ? EMPTY_VALUE : children}
      </Text>
    </Stack>
  );
}

export function EditButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    // Never squeezed by a long value beside it: the word stays whole.
    <Button variant="default" size="xs" leftSection={<IconPencil size={14} aria-hidden />} onClick={onClick} aria-label={label} flex="none">
      {children}
    </Button>
  );
}
