import type { SessionEnd, TokenProvider } from '@fieldkit/core';
import type { ComponentType } from 'react';
import { type DefineElementOptions, defineElement, type ElementPropType } from './defineElement';
import type { WidgetError } from './unreachable';
import { WidgetHost } from './WidgetHost';

/**
 * What every widget element reads besides its own props: its config, and how it signs in (the first given wins:
 * `tokenProvider`, `token-url`, `token`; with none, the full app's session stored in this origin).
 */
export interface WidgetElementAttributes {
  /** URL of the `config.json` to connect with (attribute `config-url`). */
  configUrl?: string;
  /**
   * The host's token provider, set as a property (`element.tokenProvider = async () => …`): answers `{ Assertion }`
   * (signed by the host's backend with an embed key) or `{ access_token }`; called at start, before expiry and on a
   * refusal. Elements given the same function share one session.
   */
  tokenProvider?: TokenProvider;
  /**
   * A URL on the host's own origin (attribute `token-url`), asked with the page's cookies, answering
   * `{ "Assertion": "<jwt>" }` or `{ "access_token": "…" }`: a provider shared by every element of the page.
   */
  tokenUrl?: string;
  /** A fixed access token (attribute `token`), which the host swaps for a fresh one itself. */
  token?: string;
  /**
   * The language of the page's widgets (attribute `lang`: `fr-FR`, `es-ES`, `en-GB`), over the user's profile
   * language: elements sharing a connection share its language, the last one set winning.
   */
  lang?: string;
}

/** The events every widget element dispatches, beside its own. */
export interface WidgetSessionEvents {
  /** The host's session ended for good, or was refused at the start: the widget shows its signed-out state. */
  'fk-session-end': SessionEnd;
  /** The server went out of reach (once per outage): the URL and the likely cause; the widget keeps trying. */
  'fk-error': WidgetError;
}

/** How an element's attribute becomes its prop (r2wc's transforms). */
type AttributeTypes<Props, Attributes extends keyof Props & string> = Record<Attributes, ElementPropType>;

/**
 * Options of {@link defineWidgetElement}: the element's whole declaration. Its attributes, events and parts are named
 * here once; the element's type (`HTMLElementTagNameMap`) and its event details are derived from them and the props.
 */
export interface WidgetElementOptions<
  Props,
  Attributes extends keyof Props & string,
  Events extends keyof Props & string,
> extends Omit<DefineElementOptions<Props>, 'props' | 'events'> {
  /** The widget's i18n namespace (`chat`, `notes`, …): its texts are loaded into the page's shared i18n. */
  namespace: string;
  /** Props read from attributes (camelCase prop, kebab-case attribute) and element properties. */
  props: AttributeTypes<Props, Attributes>;
  /** Callback props dispatched as DOM events: `onCountChange` as `fk-count-change`, its argument as `detail`. */
  events: readonly Events[];
  /**
   * The `part`s a page may style with `fk-x::part(name)`, each with what it is: every one the widget renders, and no
   * other. The element's manifest (`custom-elements.json`) and docs are written from them.
   */
  parts: Readonly<Record<string, string>>;
}

/** `CountChange` as `-count-change`: each capital a dash and its small letter. */
type Kebab<Words extends string> = Words extends `${infer First}${infer Rest}`
  ? `${First extends Lowercase<First> ? First : `-${Lowercase<First>}`}${Kebab<Rest>}`
  : Words;

/** `onCountChange` dispatches `fk-count-change` (the type of `eventNameOf`). */
type EventName<Key extends string> = Key extends `on${infer Name}` ? `fk${Kebab<Name>}` : never;

/** The events of an element whose callback props `Events` are dispatched: event name to `detail`. */
export type ElementEvents<Props, Events extends keyof Props & string> = {
  [Key in Events as EventName<Key>]: NonNullable<Props[Key]> extends (detail: infer Detail) => unknown
    ? Detail
    : never;
};

/** An event listener of a widget element, its `detail` typed by the element's events map. */
type WidgetListener<Detail> = (this: HTMLElement, event: CustomEvent<Detail>) => unknown;

/**
 * The type of a widget element for `HTMLElementTagNameMap`: its attributes as properties, and its events (a map of
 * event name to `detail`) typed for `addEventListener`.
 */
export type WidgetElement<Attributes, OwnEvents extends object> = WidgetElementOf<
  Attributes,
  OwnEvents & WidgetSessionEvents
>;

type WidgetElementOf<Attributes, Events extends object> = {
  addEventListener<K extends keyof Events & string>(
    type: K,
    listener: WidgetListener<Events[K]>,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof Events & string>(
    type: K,
    listener: WidgetListener<Events[K]>,
    options?: boolean | EventListenerOptions,
  ): void;
} & HTMLElement &
  WidgetElementAttributes &
  Partial<Attributes>;

/** A widget element's class: its instances typed as {@link WidgetElement}, and the parts it declared. */
export interface WidgetElementClass<Attributes, Events extends object> {
  new (): WidgetElement<Attributes, Events>;
  prototype: WidgetElement<Attributes, Events>;
  /** The `part` names its shadow root may hold. */
  readonly parts: readonly string[];
}

/** The events of a widget element's class (`typeof ChatElementConstructor`): event name to `detail`. */
export type EventsOf<Class> =
  Class extends WidgetElementClass<infer _Attributes, infer Events> ? Events : never;

/**
 * Defines a Fieldkit widget as a custom element (see `defineElement`) that connects itself: it loads the config from
 * `config-url`, signs in with the portal's `token` (its real expiry) or the session stored in this origin, loads the
 * widget's texts in the user's language, applies the user's theme, shows notices, and shares one Fieldkit among all
 * the widget elements of the page with the same config and token. `Component` renders once connected, inside a
 * `FieldkitProvider`.
 */
export function defineWidgetElement<
  Props extends object,
  const Attributes extends keyof Props & string,
  const Events extends keyof Props & string,
>(
  tag: string,
  Component: ComponentType<Props>,
  options: WidgetElementOptions<Props, Attributes, Events>,
): WidgetElementClass<Pick<Props, Attributes>, ElementEvents<Props, Events>> {
  const { namespace, parts, ...elementOptions } = options;
  const namespaces = [namespace];
  function Widget({
    configUrl,
    token,
    tokenUrl,
    tokenProvider,
    lang,
    ...props
  }: Props & WidgetElementAttributes) {
    return (
      <WidgetHost
        configUrl={configUrl}
        token={token}
        tokenUrl={tokenUrl}
        tokenProvider={tokenProvider}
        namespaces={namespaces}
        lang={lang}
      >
        <Component {...(props as Props)} />
      </WidgetHost>
    );
  }
  Widget.displayName = `Widget(${Component.displayName ?? Component.name ?? tag})`;
  const element = defineElement<Props & WidgetElementAttributes>(tag, Widget, {
    ...elementOptions,
    props: {
      ...elementOptions.props,
      configUrl: 'string',
      token: 'string',
      tokenUrl: 'string',
      lang: 'string',
    },
    properties: ['tokenProvider'],
  } as DefineElementOptions<Props & WidgetElementAttributes>);
  // A tag defined before (by another bundle of the page) keeps the parts it declared.
  (element as { parts?: readonly string[] }).parts ??= Object.keys(parts);
  return element as unknown as WidgetElementClass<Pick<Props, Attributes>, ElementEvents<Props, Events>>;
}
