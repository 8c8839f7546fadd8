import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import i18n, { i18nReady, loadAllTranslations } from '../lib/i18n.ts';

// findBy and waitFor give a busy machine (CI beside other work) time: a page that never shows the
// text still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

// Browser APIs Mantine uses that jsdom does not have; defined only where missing.

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.assign(window, { ResizeObserver: ResizeObserverStub });
  }
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
}

// Every test starts as the first one did. Vitest runs without globals here, so Testing Library
// cannot unmount between tests by itself; toasts live in a module-level store, so one test's toast
// (shown or queued) would otherwise show in the next; stubbed calls are restored and English is back.
afterEach(async () => {
  cleanup();
  notifications.clean();
  notifications.cleanQueue();
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

// Translations load on demand, as in the browser; tests start once the active language is in, all
// of it, as it is once the browser has been idle after the first render.
await i18nReady;
await loadAllTranslations();
