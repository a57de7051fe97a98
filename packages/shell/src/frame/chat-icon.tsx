import { SettingId } from '@fieldkit/core/app';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { TopBarItem } from './top-bar-items';

// The chat (widget, its styles, SignalR) loads once the frame has painted, never on the first paint's path.
const ChatSlot = lazy(() => import('./ChatSlot'));

/** Resolves after the browser has painted and gone idle (a timeout where idle callbacks are missing). */
function afterPaint(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}

/** The chat icon slot of the top bar, filled by @fieldkit/chat-widget. */
export function ChatIcon() {
  const [ready, setReady] = useState(false);
  useEffect(() => afterPaint(() => setReady(true)), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <ChatSlot />
    </Suspense>
  );
}

/** The chat's top-bar item: the chat icon, shown when setting 322 (hide chat) is 0. */
export const chatTopBarItem: TopBarItem = {
  id: 'chat',
  order: 20,
  shownWhen: [{ setting: SettingId.hideChat, value: 0 }],
  namespace: 'chat',
  component: ChatIcon,
};
