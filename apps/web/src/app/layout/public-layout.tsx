import { Box, Center, Container, Stack } from '@mantine/core';
import { Outlet } from 'react-router';
import { Wordmark } from './wordmark.tsx';

/** The open pages: sign-in callback, logout, unauthorized and the public links. */
export function PublicLayout() {
  return (
    <Box mih="100dvh" bg="gray.0">
      <Container size="sm" py={48}>
        <Stack gap="xl" align="center">
          <Wordmark size="lg" />
          <Center w="100%">
            <Outlet />
          </Center>
        </Stack>
      </Container>
    </Box>
  );
}
