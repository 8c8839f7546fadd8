import type { ReactNode } from 'react';
import { Paper, Stack, Title } from '@mantine/core';

/** The card of a page an outside service sends the browser back to: its title, then what happened. */
export function CallbackCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder shadow="sm" radius="md" p="xl" maw={560} w="100%">
      <Stack gap="lg">
        <Title order={1} size="h2">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
