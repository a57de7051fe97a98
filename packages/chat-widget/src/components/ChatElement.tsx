import type { ChatWindowSize } from '../model/state';
import { ChatWidget } from './ChatWidget';

/** Props of {@link ChatElement}: what `<fk-chat>` reads from its attributes besides `config-url` and `token`. */
export interface ChatElementProps {
  /** The window to start with (attribute `window`): closed, small or large. */
  window?: string;
  /**
   * Shows the 'Video call' button in conversations (attribute `video-calls`): a `<fk-video-call>` on the same page
   * and config answers it through the page's shared Fieldkit.
   */
  videoCalls?: boolean;
  /** Dispatched as `fk-unread-change` with the total as detail. */
  onUnreadChange?: (total: number) => void;
  /** Dispatched as `fk-window-change` with 'closed', 'small' or 'large' as detail. */
  onWindowChange?: (size: ChatWindowSize) => void;
}

/** `<fk-chat>`'s content once the element is connected: the widget, opened as the `window` attribute says. */
export function ChatElement({ window: size, videoCalls, onUnreadChange, onWindowChange }: ChatElementProps) {
  return (
    <ChatWidget
      initialWindow={size === 'small' || size === 'large' ? size : 'closed'}
      videoCalls={videoCalls === true}
      {...(onUnreadChange ? { onUnreadChange } : {})}
      {...(onWindowChange ? { onWindowChange } : {})}
    />
  );
}
