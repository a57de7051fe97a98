import type {
  HubDefinition,
  HubMethodName,
  HubMethodParsedArgs,
  HubMethodResult,
} from '@fieldkit/core/contract';
import {
  type HubCallContext,
  type HubConnection,
  HubError,
  type HubMethod,
  type RawHubHandlers,
} from './connection';

/** The error text of an invocation whose arguments do not match the contract. */
export const INVALID_ARGUMENTS = 'Invalid arguments.';

/** A hub's methods and hooks, typed from its contract declaration: a method or argument typo does not compile. */
export interface HubHandlers<D extends HubDefinition> {
  methods: {
    [K in HubMethodName<D>]: (
      context: HubCallContext,
      ...args: HubMethodParsedArgs<D, K>
    ) => HubMethodResult<D, K> | Promise<HubMethodResult<D, K>>;
  };
  onConnected?(connection: HubConnection): void | Promise<void>;
  onDisconnected?(connection: HubConnection): void | Promise<void>;
  /**
   * A login was held only by a process that went silent (it died, and told nobody its users left): no process holds
   * it now. Called on one process only (the one with the lowest id among those alive).
   */
  onGone?(loginId: number): void | Promise<void>;
}

/**
 * What a connection runs for a declared hub: every method parses its arguments against the contract first, so a
 * handler only ever sees what the declaration allows; anything else fails the invocation with INVALID_ARGUMENTS.
 */
export function checkedHandlers<D extends HubDefinition>(
  definition: D,
  handlers: HubHandlers<D>,
): RawHubHandlers {
  const methods: Record<string, HubMethod> = {};
  for (const [name, [argsSchema]] of Object.entries(definition.methods)) {
    const handler = handlers.methods[name as HubMethodName<D>] as (...args: unknown[]) => unknown;
    methods[name] = (context, ...args) => {
      const parsed = argsSchema.safeParse(args);
      if (!parsed.success) throw new HubError(INVALID_ARGUMENTS);
      return handler(context, ...(parsed.data as unknown[]));
    };
  }
  return { ...handlers, methods };
}
