import type { ReactNode } from 'react';
import { Paper, Stack, Table, Title } from '@mantine/core';

/** A titled block of label and value rows on the driver page. */
export function DetailSection({ title, rows = [], children }: { title: string; rows?: [string, ReactNode][]; children?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h5">
          {title}
        </Title>
        {rows.length > 0 && (
          <Table variant="vertical" layout="fixed" verticalSpacing={6}>
            <Table.Tbody>
              {rows.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w="42%" fw={500} c="dimmed" bg="transparent" style={{ overflowWrap: 'anywhere', hyphens: 'auto' }}>
                    {label}
                  </Table.Th>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
