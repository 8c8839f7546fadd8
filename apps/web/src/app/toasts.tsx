import { lazy, Suspense, useState } from 'react';
import { useNotifications } from '@mantine/notifications';

// The toasts' container and its transitions load with the first toast, not with the first page;
// a toast shown meanwhile waits in the store and appears when the container mounts.
const ToastContainer = lazy(() => import('./toast-container.tsx'));

/** Where every toast of the app shows. */
export function Toasts() {
  const { notifications } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
