import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { AuthProvider, type Auth } from '../features/auth/index.ts';
import i18n from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { theme } from './theme.ts';

/** Everything the pages rely on: theme, modals, toasts, data cache, translations and sign-in. */
export function AppProviders({ auth, children, env }: { auth: Auth; children: ReactNode; env?: 'default' | 'test' }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="light" env={env}>
        <QueryClientProvider client={queryClient}>
          <AuthProvider auth={auth}>
            <ModalsProvider>
              <Notifications position="top-right" limit={20} />
              {children}
            </ModalsProvider>
          </AuthProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
