import type { Fieldkit } from '@fieldkit/core';
import { useWidgetModel } from '@fieldkit/ui';
import { type Chat, createChat } from '../model/chat';

/**
 * A chat for the signed-in user of `fieldkit`, started on mount and disposed on unmount; `given` is used instead
 * when the host made its own (the shell, to show the unread total on its icon).
 */
export function useCreateChat(fieldkit: Fieldkit, given?: Chat): Chat {
  return useWidgetModel(() => createChat({ fieldkit }), given);
}
