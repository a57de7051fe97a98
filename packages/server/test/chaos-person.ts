import type { ConnectivityWindow } from '@fieldkit/core';
import { createFieldkit, createMemoryStorage, type Fieldkit } from '@fieldkit/core';
import { CHAT_RESYNC_LIMIT, chatHub, sameOriginConfig } from '@fieldkit/core/contract';
// The model itself, not the package's entry (its components and styles): a chaos probe process loads this file
// through tsx, outside Vite.
import { type Chat, createChat } from '../../chat-widget/src/model/chat';

/** A signed-in person with the real chat model, talking to one partner whose conversation stays open. */
export interface Person {
  loginId: number;
  partner: number;
  fieldkit: Fieldkit;
  chat: Chat;
  /**
   * Milliseconds from each reconnect after a drop, or each resync request of the server, to the end of the gap's last
   * page, with the fault then current.
   */
  resyncs: Array<{ fault: string; ms: number }>;
  /** Whether the person is connected and has caught up since their last drop. */
  settled(): boolean;
}

/**
 * Signs `username` in at `base` (a server, or a network path to one) and starts a chat with the conversation with
 * `partner` open, as a person at their desk has it. `fault()` names the fault under way when a drop starts; `window`
 * is the browser window whose online and offline events the person's hub follows.
 */
export async function personAt(
  base: string,
  person: { loginId: number; username: string },
  partner: number,
  fault: () => string,
  window?: ConnectivityWindow,
): Promise<Person> {
  const resyncs: Person['resyncs'] = [];
  // The reconnect or resync request that a resync follows, and the fault that caused it.
  let reconnected: { at: number; fault: string } | null = null;
  let droppedIn = '';
  const timedFetch: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const url = String(input instanceof Request ? input.url : input);
    if (reconnected && url.includes('/GetChatDetailsAfter/')) {
      const page = (await response.clone().json()) as unknown[];
      if (page.length < CHAT_RESYNC_LIMIT) {
        resyncs.push({ fault: reconnected.fault, ms: performance.now() - reconnected.at });
        reconnected = null;
      }
    }
    return response;
  };
  const fieldkit = createFieldkit({
    config: sameOriginConfig(base),
    storage: createMemoryStorage(),
    fetch: timedFetch,
    ...(window ? { window } : {}),
  });
  await fieldkit.actions.signIn(person.username, 'demo1234');
  const chat = createChat({ fieldkit });
  chat.store.subscribe((now, before) => {
    if (before.connection === 'Connected' && now.connection !== 'Connected') droppedIn = fault();
    if (now.connection === 'Connected' && before.connection !== 'Connected' && droppedIn)
      reconnected = { at: performance.now(), fault: droppedIn };
  });
  // The server's resync request, on a connection that stayed open, starts a resync too.
  fieldkit.hub(chatHub).onResync(() => {
    reconnected = { at: performance.now(), fault: fault() };
  });
  await chat.start();
  await chat.openConversation({ userId: partner, userType: 1, name: `Person ${partner}` });
  return {
    loginId: person.loginId,
    partner,
    fieldkit,
    chat,
    resyncs,
    settled: () => chat.store.getState().connection === 'Connected' && reconnected === null,
  };
}

/** What a person's open conversation shows (texts and ids, oldest first) and what waits in their outbox. */
export interface Shown {
  texts: string[];
  ids: number[];
  waiting: number;
}

/** The texts a person's open conversation shows, oldest first, and what is still waiting in their outbox. */
export function shown(person: Person): Shown {
  const state = person.chat.store.getState();
  return {
    texts: state.messages.map((m) => m.ChatTxt),
    ids: state.messages.map((m) => m.ChatDataId),
    waiting: state.outbox.length,
  };
}
