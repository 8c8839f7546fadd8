import { Notifications } from '@mantine/notifications';

/** Mantine's toast container in a module of its own, so it loads with the first toast (toasts.tsx). */
export default function ToastContainer() {
  return <Notifications position="top-right" limit={20} />;
}
