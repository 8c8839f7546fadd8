import { useEffect } from 'react';
import type { Account } from '@fleetwatt/shared';
import { startChatWidget } from './chat-widget.ts';

/** Starts the chat widget for everyone but administrators, when an id is configured. */
export function ChatWidgetStarter({ account, widgetId }: { account: Account; widgetId: string | null | undefined }) {
  const enabled = !!widgetId && account.role !== 'ADMINISTRATOR';
  const { username, email } = account;
  useEffect(() => {
    if (!enabled || !widgetId) return;
    return startChatWidget(widgetId, { name: username, email });
  }, [enabled, widgetId, username, email]);
  return null;
}
