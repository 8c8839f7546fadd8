import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { AuthProvider, type Auth } from '../features/auth/index.ts';
import i18n from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { cssVariablesResolver, theme } from './theme.ts';
import { Toasts } from './toasts.tsx';

/** Everything the pages rely on: theme, toasts, data cache, translations and sign-in. */
export function AppProviders({ auth, children, env }: { auth: Auth; children: ReactNode; env?: 'default' | 'test' }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env={env}>
        <QueryClientProvider client={queryClient}>
          <AuthProvider auth={auth}>
            <Toasts />
            {children}
          </AuthProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
