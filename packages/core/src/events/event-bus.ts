import type { SessionEnd } from '../session/token-provider';

/**
 * Events between widgets, wired by the shell (start a video call from a chat, open the SMS report from the notes).
 * Packages add theirs by declaration merging: `declare module '@fieldkit/core' { interface FieldkitEvents { ... } }`.
 */
export interface FieldkitEvents {
  /** The session ended (sign-out, 401, expiry or another tab). */
  'session:signedOut': { at: number };
  /** An embedding host's session ended for good (`FieldkitOptions.tokenProvider`), and why. */
  'session:ended': SessionEnd;
  /** Ring a person of the company (a chat's 'Video call' button; the video widget answers it). */
  'video:call': { LoginId: number; name: string };
}

/** A typed client event bus. */
export interface EventBus<Events extends object> {
  emit<K extends keyof Events>(name: K, payload: Events[K]): void;
  /** Listens to an event; returns its unsubscribe. */
  on<K extends keyof Events>(name: K, handler: (payload: Events[K]) => void): () => void;
}

/** Creates a typed event bus; a failing handler is reported and does not stop the others. */
export function createEventBus<Events extends object = FieldkitEvents>(): EventBus<Events> {
  const handlers = new Map<keyof Events, Set<(payload: never) => void>>();
  return {
    emit(name, payload) {
      for (const handler of [...(handlers.get(name) ?? [])]) {
        try {
          (handler as (payload: Events[typeof name]) => void)(payload);
        } catch (error) {
          console.error(`Event handler for "${String(name)}" failed:`, error);
        }
      }
    },
    on(name, handler) {
      let set = handlers.get(name);
      if (!set) {
        set = new Set();
        handlers.set(name, set);
      }
      set.add(handler);
      return () => {
        set.delete(handler);
      };
    },
  };
}
