import type { Fieldkit, ReadableStore, Texts } from '@fieldkit/core';
import { useStoreState } from './useStoreState';
import { type StartableModel, useWidgetModel } from './useWidgetModel';
import { useWidgetTexts, type WidgetT } from './useWidgetTexts';
import { createWidgetContext, type WidgetContext } from './widgetContext';

/** The props a widget's model is made for, after the Fieldkit: none, or one value (the job of a job's popup). */
export type CreateProps<Props> = [Props] extends [undefined] ? [] : [props: Props];

/** What {@link defineWidget} makes a widget from. */
export interface WidgetOptions<Model, T extends Texts, Props = undefined> {
  /** The hook that reads the model, named in its error outside a widget: `useNotes`. */
  hook: string;
  /** The component that provides the model: `NotesWidget`. */
  widget: string;
  /** Its i18n namespace, and its built-in English (its en-GB file). */
  namespace: string;
  texts: T;
  /** Makes the model for the user signed in to `fieldkit` (and the props it is for, when it takes any). */
  create(fieldkit: Fieldkit, ...props: CreateProps<Props>): Model;
}

/** A model with its store, as every widget's is. */
export type WidgetModel<S = unknown> = StartableModel & { readonly store: ReadableStore<S> };

/** A widget's React side: its model's context and every hook its components use, made once. */
export interface Widget<Model extends WidgetModel, Key extends string, Props = undefined>
  extends WidgetContext<Model> {
  /**
   * The model for `fieldkit` (and its props): made once, started on mount and disposed on unmount (a component keyed
   * by its props makes another for others); `given` instead when the host made its own (the shell, to show a count
   * elsewhere; a story).
   */
  useCreate(fieldkit: Fieldkit, given?: Model, ...props: CreateProps<Props>): Model;
  /** A slice of the nearest widget's state; re-renders when the slice changes. */
  useState<R>(selector: (state: ModelState<Model>) => R): R;
  /** The widget's texts: the host's translation when it has one, the built-in English otherwise. */
  useTexts(): WidgetT<Key>;
}

/**
 * Declares a widget once: its Provider's context, `use{X}` and `useMaybe{X}`, the hook that makes its model, the one
 * that reads its state, and its texts. Called at the widget's module top; its components use what it returns.
 */
export function defineWidget<Model extends WidgetModel, T extends Texts, Props = undefined>(
  options: WidgetOptions<Model, T, Props>,
): Widget<Model, keyof T & string, Props> {
  const context = createWidgetContext<Model>(options.hook, options.widget);
  return {
    ...context,
    useCreate: (fieldkit, given, ...props) => useWidgetModel(() => options.create(fieldkit, ...props), given),
    useState: (selector) =>
      useStoreState(context.useModel().store as ReadableStore<ModelState<Model>>, selector),
    useTexts: () => useWidgetTexts(options.namespace, options.texts),
  };
}

/** The state of a model's store. */
export type ModelState<Model> = Model extends { store: ReadableStore<infer S> } ? S : never;
