import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { i18nReady, loadAllTranslations } from './lib/i18n.ts';
import { whenIdle } from './lib/when-idle.ts';
import { restoreCompanySelection } from './app/company-selection.ts';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { clearUserData, connectApiClient } from './app/session.ts';
import { completeSilentRenew, createOidcAuth, isSilentRenewFrame } from './features/auth/index.ts';

function startApp() {
  const auth = createOidcAuth({ onSignOut: clearUserData });
  connectApiClient(auth);
  restoreCompanySelection();
  const router = createAppRouter();

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element.');
  // The first render waits for its translations, so no text shows as its key; the other pages'
  // follow when the browser is idle.
  void i18nReady.then(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProviders auth={auth}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
    whenIdle(() => void loadAllTranslations().catch((err: unknown) => console.warn('translations did not load', err)));
  });
}

if (isSilentRenewFrame()) {
  completeSilentRenew().catch((err: unknown) => console.error('silent renewal callback failed', err));
} else {
  startApp();
}
