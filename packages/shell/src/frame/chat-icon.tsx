import { lazy, Suspense } from 'react';

// The chat (widget, its styles, SignalR) loads after the first paint, when the frame shows the icon.
const ChatSlot = lazy(() => import('./ChatSlot'));

/** The chat icon slot of the top bar, filled by @fieldkit/chat-widget. */
export function ChatIcon() {
  return (
    <Suspense fallback={null}>
      <ChatSlot />
    </Suspense>
  );
}
