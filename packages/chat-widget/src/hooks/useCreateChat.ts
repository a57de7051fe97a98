import type { Fieldkit } from '@fieldkit/core';
import { useEffect, useState } from 'react';
import { type Chat, createChat } from '../model/chat';

/**
 * A chat for the signed-in user of `fieldkit`, started on mount and disposed on unmount; `given` is used instead
 * when the host made its own (the shell, to show the unread total on its icon).
 */
export function useCreateChat(fieldkit: Fieldkit, given?: Chat): Chat {
  const [own] = useState(() => (given ? null : createChat({ fieldkit })));
  const chat = given ?? own!;
  useEffect(() => {
    if (given) return;
    void chat.start();
    return () => chat.dispose();
  }, [chat, given]);
  return chat;
}
