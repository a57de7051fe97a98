import { useWidgetTexts, type WidgetT } from '@fieldkit/ui';
import { type ChatTextKey, chatTexts } from '../model/texts';

/** A chat text: the host's `chat` translation when it has one, the built-in English otherwise. */
export type ChatT = WidgetT<ChatTextKey>;

/** Texts of the `chat` namespace with built-in English defaults. */
export function useChatTexts(): ChatT {
  return useWidgetTexts('chat', chatTexts);
}
