import r2wc from '@r2wc/react-to-web-component';
import { type ComponentType, useState } from 'react';
import { PortalContainerProvider } from '../context/PortalContainer';
import uiCss from '../styles.css?raw';
import { eventNameOf } from './event-name';

/** How an attribute's text becomes a prop (r2wc's transforms). */
export type ElementPropType = 'string' | 'number' | 'boolean' | 'json' | 'method' | 'function';

/** Options of {@link defineElement}. */
export interface DefineElementOptions<Props> {
  /** Props read from attributes (camelCase prop, kebab-case attribute) and element properties. */
  props?: Partial<Record<Extract<keyof Props, string>, ElementPropType>>;
  /**
   * Callback props turned into DOM events, bubbling and composed: `onChatOpen` dispatches `fk-chat-open` (see
   * {@link eventNameOf}), with the argument as `detail`.
   */
  events?: readonly Extract<keyof Props, string>[];
  /** The widget's own stylesheet, injected after the @fieldkit/ui styles. */
  css?: string;
  /**
   * Props set only as element properties, never from attributes, and passed as they are (a function stays the same
   * function): `element.tokenProvider = async () => …`. One set before the tag was defined is taken up too.
   */
  properties?: readonly Extract<keyof Props, string>[];
}

/** Where r2wc keeps an element's props, and how it renders them again (its registered symbols). */
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');
type R2wcElement = HTMLElement & {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
};

/**
 * The r2wc element class with `properties` that pass their values as they are, and the `events` its callback props
 * dispatch (r2wc's own would name them `unreadchange`, without the prefix).
 */
function withPropertiesAndEvents(
  base: CustomElementConstructor,
  properties: readonly string[],
  events: readonly string[],
): CustomElementConstructor {
  const Base = base as unknown as new () => R2wcElement;
  class WithPropertiesAndEvents extends Base {
    constructor() {
      super();
      for (const callback of events) {
        const type = eventNameOf(callback);
        this[R2WC_PROPS][callback] = (detail: unknown) =>
          this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
      }
      // A property set on the element before its tag was defined shadows the accessor: it is moved into the props.
      for (const name of properties)
        if (Object.hasOwn(this, name)) {
          const value = (this as unknown as Record<string, unknown>)[name];
          delete (this as unknown as Record<string, unknown>)[name];
          this[R2WC_PROPS][name] = value;
        }
    }
  }
  for (const name of properties)
    Object.defineProperty(WithPropertiesAndEvents.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: R2wcElement) {
        return this[R2WC_PROPS][name];
      },
      set(this: R2wcElement, value: unknown) {
        this[R2WC_PROPS][name] = value;
        this[R2WC_RENDER]();
      },
    });
  return WithPropertiesAndEvents as unknown as CustomElementConstructor;
}

/** Renders the stylesheet and the portal root inside the shadow root, then the component. */
function withShadowChrome<Props extends object>(Component: ComponentType<Props>, css: string) {
  function ShadowHost(props: Props & { container?: unknown }) {
    const [portalRoot, setPortalRoot] = useState<HTMLDivElement | null>(null);
    const { container: _shadowRoot, ...componentProps } = props;
    return (
      <>
        <style>{css}</style>
        <div className="fk-root">
          {portalRoot ? (
            <PortalContainerProvider container={portalRoot}>
              <Component {...(componentProps as Props)} />
            </PortalContainerProvider>
          ) : null}
        </div>
        <div className="fk-root" data-fk-portal-root="" ref={setPortalRoot} />
      </>
    );
  }
  ShadowHost.displayName = `ShadowHost(${Component.displayName ?? Component.name ?? 'Component'})`;
  return ShadowHost;
}

/**
 * What an element entry gives where there are no custom elements (Node rendering a page on the server, before any
 * browser): nothing is defined, and constructing it says why instead of failing at import.
 */
class NoCustomElements {
  constructor() {
    throw new Error('Fieldkit elements need a browser: customElements is not defined here.');
  }
}

/**
 * Defines `tag` as a custom element rendering `Component` in an open shadow root, with the package CSS and a portal
 * root inside it, and events that bubble and are composed. A tag that is already defined is left as it is; where
 * there are no custom elements (server rendering), nothing is defined and the entry still imports.
 */
export function defineElement<Props extends object>(
  tag: string,
  Component: ComponentType<Props>,
  options: DefineElementOptions<Props> = {},
): CustomElementConstructor {
  if (typeof customElements === 'undefined') return NoCustomElements as unknown as CustomElementConstructor;
  const existing = customElements.get(tag);
  if (existing) return existing;
  const css = options.css ? `${uiCss}\n${options.css}` : uiCss;
  const element = withPropertiesAndEvents(
    r2wc(withShadowChrome(Component, css), {
      shadow: 'open',
      props: (options.props ?? {}) as Record<string, ElementPropType>,
    } as Parameters<typeof r2wc>[1]),
    options.properties ?? [],
    options.events ?? [],
  );
  customElements.define(tag, element);
  return element;
}
