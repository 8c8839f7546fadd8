/**
 * The customer chat widget (spec section 1): a vendor loader script derived from the configured id,
 * then the visitor is identified with username and email. It speaks the Intercom Messenger
 * protocol; another vendor means changing this file only (docs/decisions/0006).
 */

type ChatCommand = [command: string, ...args: unknown[]];
interface ChatFunction {
  (...args: ChatCommand): void;
  q?: ChatCommand[];
  c?: (args: ChatCommand) => void;
}

declare global {
  interface Window {
    Intercom?: ChatFunction;
  }
}

export const CHAT_SCRIPT_ID = 'fleetwatt-chat-widget';

export function chatWidgetScriptUrl(widgetId: string): string {
  return `https://widget.intercom.io/widget/${encodeURIComponent(widgetId)}`;
}

export interface ChatVisitor {
  name: string;
  email: string;
}

/** Loads the widget once and identifies the visitor; returns the function that ends the chat session. */
export function startChatWidget(widgetId: string, visitor: ChatVisitor): () => void {
  if (!window.Intercom) {
    // Calls made before the script arrives wait in a queue that the script replays.
    const queue: ChatCommand[] = [];
    const stub: ChatFunction = (...args) => {
      queue.push(args);
    };
    stub.q = queue;
    stub.c = (args) => queue.push(args);
    window.Intercom = stub;
  }
  if (!document.getElementById(CHAT_SCRIPT_ID)) {
    const script = document.createElement('script');
    script.id = CHAT_SCRIPT_ID;
    script.async = true;
    script.src = chatWidgetScriptUrl(widgetId);
    document.body.appendChild(script);
  }
  window.Intercom('boot', { app_id: widgetId, name: visitor.name, email: visitor.email });
  return () => window.Intercom?.('shutdown');
}
