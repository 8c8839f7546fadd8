import { lazy, Suspense, useState } from 'react';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth, useClientConfig } from '../../features/auth/index.ts';
import { ChatWidgetStarter } from '../chat-widget-starter.tsx';
import { useCompanySelection } from '../company-selection.ts';
import { ColumnChoiceOwner } from '../../components/ui/column-choice.tsx';
import { useCurrentAccount } from '../current-account.tsx';
import { PermissionDenied } from '../guards/denied-pages.tsx';
import { Header } from './header.tsx';
import classes from './layout.module.css';
import { Sidebar } from './sidebar.tsx';

// The preferences form and its validation load when the dialog is first opened, not with every page.
const UserPreferencesDialog = lazy(() =>
  import('../../features/account/components/user-preferences-dialog.tsx').then((m) => ({ default: m.UserPreferencesDialog })),
);

/** The signed-in shell: sidebar, header with title and company selector, and the page. */
export function DashboardLayout() {
  const { t } = useTranslation();
  const auth = useAuth();
  const account = useCurrentAccount();
  const config = useClientConfig();
  const selection = useCompanySelection();
  const [navOpened, nav] = useDisclosure(false);
  const [prefsOpened, prefs] = useDisclosure(false);
  // Mounted from the first opening on, so closing keeps the dialog's transition.
  const [prefsLoaded, setPrefsLoaded] = useState(false);
  const openPreferences = () => {
    setPrefsLoaded(true);
    prefs.open();
  };
  const signOut = () => void auth.logout();

  // Drivers use the mobile app; the dashboard is for administrators and fleet managers.
  if (account.role !== 'ADMINISTRATOR' && account.role !== 'FLEETMANAGER') {
    return <PermissionDenied onSignOut={signOut} driver={account.role === 'USER'} />;
  }

  return (
    <AppShell
      header={{ height: 64 }}
      layout="alt"
      navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding="lg"
    >
      <AppShell.Header>
        <Header account={account} navOpened={navOpened} onToggleNav={nav.toggle} />
      </AppShell.Header>
      <AppShell.Navbar aria-label={t('nav.main')}>
        <Sidebar
          account={account}
          config={config}
          onNavigate={nav.close}
          onSignOut={signOut}
          onOpenPreferences={openPreferences}
        />
      </AppShell.Navbar>
      <AppShell.Main className={classes.main}>
        {/* A company switch remounts the page, so it loads its data again for the new company. */}
        <ColumnChoiceOwner userId={account.id}>
          <Outlet key={selection?.id ?? 'own'} />
        </ColumnChoiceOwner>
      </AppShell.Main>
      {prefsLoaded && (
        <Suspense fallback={null}>
          <UserPreferencesDialog opened={prefsOpened} onClose={prefs.close} />
        </Suspense>
      )}
      <ChatWidgetStarter account={account} widgetId={config?.chatWidgetId} />
    </AppShell>
  );
}
