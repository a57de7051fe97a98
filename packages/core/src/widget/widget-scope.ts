import { createStore, type StoreApi } from 'zustand/vanilla';
import type { EndpointGroup } from '../contract/define';
import type { HubDefinition } from '../contract/define-hub';
import type { Fieldkit } from '../fieldkit';
import { type ApiClient, createApiClient } from '../http/api-client';
import type { Hub } from '../hub/create-hub';
import { type TypedHub, typedHub } from '../hub/typed-hub';
import { registerBuiltInTexts, type Texts } from '../i18n/built-in-texts';
import type { NoticeSeverity } from '../notices/notice-store';
import { type SignedInUser, signedInUser } from '../session/signed-in-user';

/** What a widget's model is made with. */
export interface WidgetScopeOptions<G extends Record<string, EndpointGroup>, S> {
  fieldkit: Fieldkit;
  /** The widget's name in errors: `createNotes: nobody is signed in`. */
  name: string;
  /** Its name in developers' logs: `Notes: acknowledge failed`. */
  label: string;
  /** Its i18n namespace, and its built-in English (its en-GB file), which the notices fall back on. */
  ns: string;
  texts: Texts;
  /** The contract groups of its calls: `{ serviceNotes }`. */
  calls: G;
  /** Its state as it starts. */
  state: S;
}

/**
 * What every part of one widget's model shares: its calls, its store, the signed-in user, its notices, its timers and
 * what stops when it is disposed. A model is parts made on one scope, each one idea.
 */
export interface WidgetScope<G extends Record<string, EndpointGroup>, S, K extends string = string> {
  readonly fieldkit: Fieldkit;
  readonly api: ApiClient<G>;
  readonly store: StoreApi<S>;
  get(): S;
  set(patch: Partial<S>): void;
  /** The signed-in user; throws when nobody is (a model is made for a signed-in user). */
  me(): SignedInUser;
  /** Shows a notice whose texts are keys of the widget's namespace. */
  notify(severity: NoticeSeverity, title: K, text: K, values?: Readonly<Record<string, unknown>>): void;
  /**
   * Shows a notice whose text is the server's (a message code, or its reason in words): a key of the widget's texts
   * when one has it, otherwise shown as it came; `values` fill its placeholders.
   */
  notifyAnswer(
    severity: NoticeSeverity,
    title: K,
    text: string,
    values?: Readonly<Record<string, unknown>>,
  ): void;
  /** Logs a step that failed where the user needs no word of it, or has had one (`{label}: {what}`). */
  warn(what: string, error: unknown): void;
  /** Runs `run` after `ms` unless the scope is disposed first. */
  later(ms: number, run: () => void): void;
  /** Adds what the next `dispose` stops, once (a subscription made by a start); returns it. */
  own<T extends () => void>(stop: T): T;
  /** Stops its timers and everything it owns, newest first; its store stays readable. */
  dispose(): void;
}

/** The hub a widget listens on: the one its host passed (a test's stand-in), else the Fieldkit's own connection. */
export function widgetHub<D extends HubDefinition>(
  fieldkit: Fieldkit,
  definition: D,
  override?: Hub,
): TypedHub<D> {
  return override ? typedHub(override, definition) : fieldkit.hub(definition);
}

/** Opens a widget's model: registers its built-in texts and makes its calls and store. */
export function createWidgetScope<G extends Record<string, EndpointGroup>, S, K extends string = string>(
  options: WidgetScopeOptions<G, S>,
): WidgetScope<G, S, K> {
  const { fieldkit, ns } = options;
  registerBuiltInTexts(ns, options.texts);
  const store = createStore<S>()(() => options.state);
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const stops: Array<() => void> = [];
  return {
    fieldkit,
    api: createApiClient(fieldkit.http, options.calls),
    store,
    get: store.getState,
    set: (patch) => store.setState(patch),
    me: () => signedInUser(fieldkit.session, options.name),
    notify: (severity, title, text, values) =>
      fieldkit.notices.getState().push({ severity, ns, title, text, ...(values ? { values } : {}) }),
    notifyAnswer: (severity, title, text, values) =>
      fieldkit.notices.getState().push({ severity, ns, title, text, ...(values ? { values } : {}) }),
    warn: (what, error) => console.warn(`${options.label}: ${what}`, error),
    later(ms, run) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        run();
      }, ms);
      timers.add(timer);
    },
    own(stop) {
      stops.push(stop);
      return stop;
    },
    dispose() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const stop of stops.splice(0).reverse()) stop();
    },
  };
}
