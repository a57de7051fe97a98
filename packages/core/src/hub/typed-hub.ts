import type {
  HubDefinition,
  HubEventArgs,
  HubEventName,
  HubMethodArgs,
  HubMethodName,
  HubMethodResult,
} from '../contract/define-hub';
import type { Hub } from './create-hub';

/** A hub connection typed from its contract declaration: method and event names, arguments and answers. */
export interface TypedHub<D extends HubDefinition = HubDefinition>
  extends Pick<Hub, 'url' | 'state' | 'start' | 'stop' | 'onReconnected' | 'onResync'> {
  readonly definition: D;
  /** The underlying SignalR connection, built on the first `start()` (null before it). */
  readonly connection: Hub['connection'];
  /** Calls a method and waits for its answer, which is checked against the contract. */
  invoke<K extends HubMethodName<D>>(method: K, ...args: HubMethodArgs<D, K>): Promise<HubMethodResult<D, K>>;
  /** Calls a method without waiting for its answer. */
  send<K extends HubMethodName<D>>(method: K, ...args: HubMethodArgs<D, K>): Promise<void>;
  /** Handles an event; a push that does not match the contract is logged and dropped. Returns the unsubscribe. */
  on<K extends HubEventName<D>>(event: K, handler: (...args: HubEventArgs<D, K>) => void): () => void;
}

/** An answer of a hub method that does not match the contract. */
export class HubAnswerError extends Error {
  override name = 'HubAnswerError';
}

/**
 * Types a hub connection by its contract declaration. Hub payloads are a boundary, so pushes and answers are
 * validated like any HTTP response: a bad push never reaches a handler, a bad answer rejects the invoke.
 */
export function typedHub<D extends HubDefinition>(hub: Hub, definition: D): TypedHub<D> {
  return {
    definition,
    url: hub.url,
    get connection() {
      return hub.connection;
    },
    state: hub.state,
    start: () => hub.start(),
    stop: () => hub.stop(),
    onReconnected: (handler) => hub.onReconnected(handler),
    onResync: (handler) => hub.onResync(handler),
    async invoke(method, ...args) {
      const answer = await hub.invoke(method, ...args);
      const parsed = definition.methods[method]![1].safeParse(answer);
      if (!parsed.success)
        throw new HubAnswerError(`${definition.path} ${method} answered what the contract does not allow.`);
      return parsed.data as never;
    },
    send: (method, ...args) => hub.send(method, ...args),
    on(event, handler) {
      const schema = definition.events[event]!;
      return hub.on(event, (...args: unknown[]) => {
        const parsed = schema.safeParse(args);
        if (parsed.success) handler(...(parsed.data as HubEventArgs<D, typeof event>));
        else
          console.warn(
            `Fieldkit: a ${event} push of ${definition.path} did not match the contract`,
            parsed.error,
          );
      });
    },
  };
}
