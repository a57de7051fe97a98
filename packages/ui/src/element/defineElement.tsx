import r2wc from '@r2wc/react-to-web-component';
import { type ComponentType, useState } from 'react';
import { PortalContainerProvider } from '../context/PortalContainer';
import uiCss from '../styles.css?raw';

/** How an attribute's text becomes a prop (r2wc's transforms). */
export type ElementPropType = 'string' | 'number' | 'boolean' | 'json' | 'method' | 'function';

/** Options of {@link defineElement}. */
export interface DefineElementOptions<Props> {
  /** Props read from attributes (camelCase prop, kebab-case attribute) and element properties. */
  props?: Partial<Record<Extract<keyof Props, string>, ElementPropType>>;
  /** Callback props turned into DOM events: `onChatOpen` dispatches `chatopen`, with the argument as `detail`. */
  events?: readonly Extract<keyof Props, string>[];
  /** The widget's own stylesheet, injected after the @fieldkit/ui styles. */
  css?: string;
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
 * Defines `tag` as a custom element rendering `Component` in an open shadow root, with the package CSS and a portal
 * root inside it, and events that bubble and are composed. A tag that is already defined is left as it is.
 */
export function defineElement<Props extends object>(
  tag: string,
  Component: ComponentType<Props>,
  options: DefineElementOptions<Props> = {},
): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing) return existing;
  const events = Object.fromEntries(
    (options.events ?? []).map((name) => [name, { bubbles: true, composed: true } satisfies EventInit]),
  );
  const css = options.css ? `${uiCss}\n${options.css}` : uiCss;
  const element = r2wc(withShadowChrome(Component, css), {
    shadow: 'open',
    props: (options.props ?? {}) as Record<string, ElementPropType>,
    events,
  } as Parameters<typeof r2wc>[1]);
  customElements.define(tag, element);
  return element;
}
