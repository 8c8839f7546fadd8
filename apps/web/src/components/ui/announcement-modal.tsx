import type { ReactNode } from 'react';
import { Group, List, Stack, Text, ThemeIcon, type MantineColor } from '@mantine/core';
import { AppModal } from './app-modal.tsx';

export interface AnnouncementModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** Shown beside the introduction, in a tinted square. */
  icon?: { node: ReactNode; color?: MantineColor };
  intro: ReactNode;
  /** What the announcement lists, one line each. */
  points?: string[];
  pointIcon?: ReactNode;
  /** What follows the list: a note, then the buttons. */
  children: ReactNode;
}

/** The frame of an announcement (spec section 2): a title, an introduction, a list and the buttons. */
export function AnnouncementModal({ opened, onClose, title, icon, intro, points, pointIcon, children }: AnnouncementModalProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title={title} size="lg">
      <Stack gap="md">
        {icon ? (
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" color={icon.color} size={44} radius="md" aria-hidden>
              {icon.node}
            </ThemeIcon>
            <Text>{intro}</Text>
          </Group>
        ) : (
          <Text>{intro}</Text>
        )}
        {points && (
          <List spacing="xs" size="sm" icon={pointIcon}>
            {points.map((point) => (
              <List.Item key={point}>{point}</List.Item>
            ))}
          </List>
        )}
        {children}
      </Stack>
    </AppModal>
  );
}
