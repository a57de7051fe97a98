import { useTranslation } from '@fieldkit/ui';
import { useCallback } from 'react';
import { type ChatTextKey, chatTexts } from '../model/texts';

/** A chat text: the host's `chat` translation when it has one, the built-in English otherwise. */
export type ChatT = (key: ChatTextKey, options?: Record<string, unknown>) => string;

/** Texts of the `chat` namespace with built-in English defaults. */
export function useChatTexts(): ChatT {
  const { t } = useTranslation('chat');
  return useCallback<ChatT>((key, options) => t(key, { defaultValue: chatTexts[key], ...options }), [t]);
}
