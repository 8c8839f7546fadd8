import type { ReactNode } from 'react';
import { Stack, Text, ThemeIcon, Title } from '@mantine/core';

/** How an open invite page ends: an icon, a title and a sentence (accepted, declined, expired, invalid). */
export function InviteOutcome({ icon, color, title, message }: { icon: ReactNode; color: string; title: string; message: string }) {
  return (
    <Stack gap="md" align="flex-start">
      <ThemeIcon variant="light" color={color} size="xl" radius="xl">
        {icon}
      </ThemeIcon>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text>{message}</Text>
    </Stack>
  );
}
