import { useStoreState } from '@fieldkit/ui';
import type { ChatState } from '../model/state';
import { useChat } from './ChatContext';

/** A slice of the nearest widget's chat state; re-renders when the slice changes. */
export function useChatState<T>(selector: (state: ChatState) => T): T {
  return useStoreState(useChat().store, selector);
}
