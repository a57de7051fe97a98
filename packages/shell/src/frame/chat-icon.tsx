import { SettingId } from '@fieldkit/core/app';
import { lazy } from 'react';
import { DeferredSlot } from './deferred-slot';
import type { TopBarItem } from './top-bar-items';

const ChatSlot = lazy(() => import('./ChatSlot'));

/** The chat icon slot of the top bar, filled by @fieldkit/chat-widget once the frame has painted. */
export function ChatIcon() {
  return <DeferredSlot slot={ChatSlot} />;
}

/** The chat's top-bar item: the chat icon, shown when setting 322 (hide chat) is 0. */
export const chatTopBarItem: TopBarItem = {
  id: 'chat',
  order: 20,
  shownWhen: [{ setting: SettingId.hideChat, value: 0 }],
  namespace: 'chat',
  component: ChatIcon,
};
