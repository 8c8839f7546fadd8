import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconBolt } from '@tabler/icons-react';

/** The Fleetwatt wordmark: a bolt in a teal tile and the name. */
export function Wordmark({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const tile = size === 'lg' ? 40 : 32;
  return (
    <Group gap={10} wrap="nowrap" role="img" aria-label="Fleetwatt">
      <ThemeIcon size={tile} radius="md" variant="filled" aria-hidden>
        <IconBolt size={tile * 0.62} stroke={2.2} />
      </ThemeIcon>
      <Text component="span" fw={750} fz={size === 'lg' ? 26 : 21} lts={-0.4} aria-hidden>
        Fleet<Text component="span" inherit c="teal.8">watt</Text>
      </Text>
    </Group>
  );
}
