import type * as z from 'zod/mini';

type Schema = z.ZodMiniType;

/** The arguments of a hub method or event, in order: a zod tuple (`z.tuple([OutgoingMessage])`). */
export type HubArgsSchema = Schema;

/** A hub method: the schema of its arguments and the schema of what it answers to an `invoke`. */
export type HubMethodSchema = readonly [args: HubArgsSchema, result: Schema];

/**
 * A SignalR hub, declared once in the contract: its path, the methods clients call and the events the server
 * pushes, each with the schemas of its arguments. The client's `invoke`/`send`/`on` and the server's registration
 * are typed from it, and both sides validate what crosses the wire against it.
 */
export interface HubDefinition<
  M extends Record<string, HubMethodSchema> = Record<string, HubMethodSchema>,
  E extends Record<string, HubArgsSchema> = Record<string, HubArgsSchema>,
> {
  /** Where the hub answers, below the hub base (`/hubs/chat`). */
  path: string;
  /** Methods clients call (`send`/`invoke`): `[arguments, answer]`. */
  methods: M;
  /** Events the server pushes to clients: their arguments. */
  events: E;
}

/** Declares a hub, keeping the schema types of every method and event. */
export function defineHub<
  const M extends Record<string, HubMethodSchema>,
  const E extends Record<string, HubArgsSchema>,
>(definition: HubDefinition<M, E>): HubDefinition<M, E> {
  return definition;
}

type AsArgs<T> = T extends readonly unknown[] ? [...T] : never;

/** The names of a hub's methods. */
export type HubMethodName<D extends HubDefinition> = Extract<keyof D['methods'], string>;
/** The names of a hub's events. */
export type HubEventName<D extends HubDefinition> = Extract<keyof D['events'], string>;
/** What a client passes to a method. */
export type HubMethodArgs<D extends HubDefinition, K extends HubMethodName<D>> = AsArgs<
  z.input<D['methods'][K][0]>
>;
/** What a method's handler receives once the arguments are parsed (the server's side). */
export type HubMethodParsedArgs<D extends HubDefinition, K extends HubMethodName<D>> = AsArgs<
  z.output<D['methods'][K][0]>
>;
/** What a method answers to an `invoke`. */
export type HubMethodResult<D extends HubDefinition, K extends HubMethodName<D>> = z.output<
  D['methods'][K][1]
>;
/** What an event carries, argument by argument. */
export type HubEventArgs<D extends HubDefinition, K extends HubEventName<D>> = AsArgs<
  z.output<D['events'][K]>
>;
