import { type Context, createContext, useContext } from 'react';

/** A widget's model as its components reach it: the context its widget provides, and the two hooks that read it. */
export interface WidgetContext<Model> {
  readonly Context: Context<Model | null>;
  /** The model of the nearest widget; throws outside one (a component that needs it). */
  useModel(): Model;
  /** The model of the nearest widget, or undefined outside one (a component that also stands alone). */
  useMaybeModel(): Model | undefined;
}

/**
 * The context of a widget's model: `hook` names the hook in its error, `widget` the component that provides it.
 * Every widget makes one at its module's top and exports `use{X}` and `useMaybe{X}` from it.
 */
export function createWidgetContext<Model>(hook: string, widget: string): WidgetContext<Model> {
  const Context = createContext<Model | null>(null);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per widget, at its module's top, never in a render
  function useModel(): Model {
    const model = useContext(Context);
    if (!model) throw new Error(`${hook}: no ${widget} above this component.`);
    return model;
  }
  // biome-ignore lint/correctness/noComponentHookFactories: made once per widget, at its module's top, never in a render
  function useMaybeModel(): Model | undefined {
    return useContext(Context) ?? undefined;
  }
  return { Context, useModel, useMaybeModel };
}
