import type { ComponentType } from 'react';
import { type DefineElementOptions, defineElement } from './defineElement';
import { WidgetHost } from './WidgetHost';

/** What every widget element reads from its attributes besides its own props. */
export interface WidgetElementAttributes {
  /** URL of the `config.json` to connect with (attribute `config-url`). */
  configUrl?: string;
  /** A portal's access token (attribute `token`); without it, the full app's session stored in this origin. */
  token?: string;
}

/** Options of {@link defineWidgetElement}. */
export interface WidgetElementOptions<Props> extends DefineElementOptions<Props> {
  /** The widget's i18n namespace (`chat`, `notes`, …): its texts are loaded into the page's shared i18n. */
  namespace: string;
}

/** An event listener of a widget element, its `detail` typed by the element's events map. */
type WidgetListener<Detail> = (this: HTMLElement, event: CustomEvent<Detail>) => unknown;

/**
 * The type of a widget element for `HTMLElementTagNameMap`: its attributes as properties, and its events (a map of
 * event name to `detail`) typed for `addEventListener`.
 */
export type WidgetElement<Attributes, Events extends object> = {
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

/**
 * Defines a Fieldkit widget as a custom element (see `defineElement`) that connects itself: it loads the config from
 * `config-url`, signs in with the portal's `token` (its real expiry) or the session stored in this origin, loads the
 * widget's texts in the user's language, applies the user's theme, shows notices, and shares one Fieldkit among all
 * the widget elements of the page with the same config and token. `Component` renders once connected, inside a
 * `FieldkitProvider`.
 */
export function defineWidgetElement<Props extends object>(
  tag: string,
  Component: ComponentType<Props>,
  options: WidgetElementOptions<Props>,
): CustomElementConstructor {
  const { namespace, ...elementOptions } = options;
  function Widget({ configUrl, token, ...props }: Props & WidgetElementAttributes) {
    return (
      <WidgetHost configUrl={configUrl} token={token} namespace={namespace}>
        <Component {...(props as Props)} />
      </WidgetHost>
    );
  }
  Widget.displayName = `Widget(${Component.displayName ?? Component.name ?? tag})`;
  return defineElement<Props & WidgetElementAttributes>(tag, Widget, {
    ...elementOptions,
    props: { ...elementOptions.props, configUrl: 'string', token: 'string' },
  } as DefineElementOptions<Props & WidgetElementAttributes>);
}
