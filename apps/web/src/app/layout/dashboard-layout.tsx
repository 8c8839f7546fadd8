import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UserPreferencesDialog } from '../../features/account/components/user-preferences-dialog.tsx';
import { useAuth, useClientConfig } from '../../features/auth/index.ts';
import { ChatWidgetStarter } from '../chat-widget-starter.tsx';
import { useCompanySelection } from '../company-selection.ts';
import { useCurrentAccount } from '../current-account.tsx';
import { PermissionDenied } from '../guards/denied-pages.tsx';
import { Header } from './header.tsx';
import classes from './layout.module.css';
import { Sidebar } from './sidebar.tsx';

/** The signed-in shell: sidebar, header with title and company selector, and the page. */
export function DashboardLayout() {
  const { t } = useTranslation();
  const auth = useAuth();
  const account = useCurrentAccount();
  const config = useClientConfig();
  const selection = useCompanySelection();
  const [navOpened, nav] = useDisclosure(false);
  const [prefsOpened, prefs] = useDisclosure(false);
  const signOut = () => void auth.logout();

  // Drivers use the mobile app; the dashboard is for administrators and fleet managers.
  if (account.role !== 'ADMINISTRATOR' && account.role !== 'FLEETMANAGER') {
    return <PermissionDenied onSignOut={signOut} />;
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
          onOpenPreferences={prefs.open}
        />
      </AppShell.Navbar>
      <AppShell.Main className={classes.main}>
        {/* A company switch remounts the page, so it loads its data again for the new company. */}
        <Outlet key={selection?.id ?? 'own'} />
      </AppShell.Main>
      <UserPreferencesDialog opened={prefsOpened} onClose={prefs.close} />
      <ChatWidgetStarter account={account} widgetId={config?.chatWidgetId} />
    </AppShell>
  );
}
