import { HttpError, type SessionEnd, TokenProviderRefusedError, TokenRefusedError } from '@fieldkit/core';
import { guardRequest } from '@fieldkit/core/kit';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Notices } from '../components/Notices';
import { FieldkitProvider } from '../context/FieldkitContext';
import { PortalContainerProvider } from '../context/PortalContainer';
import { useLatest } from '../hooks/useLatest';
import { defaultTheme, type ThemeName, themeForId } from '../theme/themes';
import {
  connectWidget,
  holdWidgetConnection,
  type WidgetConnection,
  type WidgetSignIn,
} from './connect-widget';
import { HostStateLine } from './HostStateLine';
import { useNoticesOwner } from './notices-owner';
import { retryDelay, unreachableOf, type WidgetError } from './unreachable';
import { useWidgetLanguage } from './useWidgetLanguage';

export { CONNECT_RETRY_MS } from './unreachable';

/** Props of {@link WidgetHost}. */
export interface WidgetHostProps extends WidgetSignIn {
  /** URL of the `config.json` to connect with. */
  configUrl: string | undefined;
  /** The i18n namespaces of the widgets inside, loaded into the shared i18n. */
  namespaces: readonly string[];
  /** Called once when the host's session ends for good (or is refused at the start), with why. */
  onSessionEnd?: ((end: SessionEnd) => void) | undefined;
  /** Called once each time the server goes out of reach (not on every try), with the likely cause. */
  onError?: ((error: WidgetError) => void) | undefined;
  /** The language of the widgets on this page (`fr-FR`), over the user's profile language. */
  lang?: string | undefined;
  /** The theme, over the user's; an element's `data-fk-theme`, set by its page, is left alone. */
  theme?: ThemeName | undefined;
  children: ReactNode;
}

/**
 * The line shown while the server is out of reach. English: the user's language comes from the server it cannot
 * reach; the host's developer reads the cause in the `fk-error` event and the console.
 */
const UNREACHABLE_TEXT = 'Could not connect. Trying again…';

/**
 * The Fieldkit element whose shadow root holds `node`, if it is inside one: a shadow root `defineElement` made (it
 * holds the element's portal root), not a host app's own.
 */
function shadowHostOf(node: Node | null): HTMLElement | null {
  const shadow = node?.getRootNode();
  if (!(shadow instanceof ShadowRoot)) return null;
  if (![...shadow.children].some((child) => child.hasAttribute('data-fk-portal-root'))) return null;
  return shadow.host instanceof HTMLElement ? shadow.host : null;
}

/** A session the server or the host refused will not get better by asking again; a server that is down will. */
function refusalOf(reason: unknown): SessionEnd | null {
  const message = reason instanceof Error ? reason.message : String(reason);
  if (reason instanceof TokenProviderRefusedError) return { reason: 'provider', message };
  if (
    reason instanceof TokenRefusedError ||
    (reason instanceof HttpError && (reason.status === 401 || reason.status === 403))
  )
    return { reason: 'refused', message };
  return null;
}

/**
 * The inside of a widget element, and the React face of an embedding host: connects (sharing the page's Fieldkit
 * for the same config and sign-in), in `lang` when given (the shared i18n changes language for the page), themes the
 * element by `theme` or the user's theme unless the page set `data-fk-theme`, then renders the widgets with their
 * notices. Outside a shadow root (a React host), its own box carries the theme's tokens and holds the widgets'
 * dialogs, menus and toasts, so they look as they do in an element with no call of the host's. An unreachable server is said in a short line, told to the host once
 * (`onError`, and `fk-error` from an element) and tried again after {@link CONNECT_RETRY_MS}, then twice as long
 * each time up to a minute. A
 * refused sign-in, and a session that ends, leave a short line in the widgets' place and call `onSessionEnd`.
 */
export function WidgetHost({
  configUrl,
  token,
  tokenUrl,
  tokenProvider,
  namespaces,
  onSessionEnd,
  onError,
  lang,
  theme,
  children,
}: WidgetHostProps) {
  const [ready, setReady] = useState<WidgetConnection | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [ended, setEnded] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const showsNotices = useNoticesOwner(ready?.fieldkit);
  // The latest callback, without connecting again when a host passes a new function on every render.
  const heard = useLatest({ onSessionEnd, onError });
  // The language asked for when connecting; a later change is followed without connecting again.
  const language = useLatest(lang);
  const [unreachable, setUnreachable] = useState(false);
  // In a React host (no shadow root): the theme on the box, and the box's own portal root.
  const [boxTheme, setBoxTheme] = useState<ThemeName | null>(null);
  const [portalRoot, setPortalRoot] = useState<HTMLDivElement | null>(null);
  const namespaceList = namespaces.join(',');

  useEffect(() => {
    if (!shadowHostOf(root.current)) setBoxTheme((shown) => theme ?? shown ?? defaultTheme);
  }, [theme]);

  useEffect(() => {
    if (!configUrl) return;
    const signIn = { token, tokenUrl, tokenProvider };
    /** Tells the host: the callback, and in an element the `fk-session-end` event, which leaves its shadow root. */
    const tell = (end: SessionEnd) => {
      heard.current.onSessionEnd?.(end);
      shadowHostOf(root.current)?.dispatchEvent(
        new CustomEvent('fk-session-end', { detail: end, bubbles: true, composed: true }),
      );
    };
    let failures = 0;
    /** The server out of reach: said once, on screen and to the host, however many tries follow. */
    const outOfReach = (reason: unknown) => {
      failures += 1;
      if (failures > 1) return;
      const error = unreachableOf(reason, configUrl, location.origin);
      console.warn(error.message, reason);
      setUnreachable(true);
      heard.current.onError?.(error);
      shadowHostOf(root.current)?.dispatchEvent(
        new CustomEvent('fk-error', { detail: error, bubbles: true, composed: true }),
      );
    };
    const release = holdWidgetConnection(configUrl, signIn);
    let stop = () => {};
    let unlisten = () => {};
    let retry: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      stop = guardRequest(
        async () => {
          const connection = await connectWidget(configUrl, signIn, namespaceList.split(','));
          // Before the widgets show, so they never show in another language first.
          const asked = language.current;
          if (asked && connection.i18n.language() !== asked) await connection.i18n.changeLanguage(asked);
          return connection;
        },
        (connection) => {
          unlisten = connection.fieldkit.events.on('session:ended', (end) => {
            setEnded(true);
            tell(end);
          });
          setRefusal(null);
          setEnded(false);
          setUnreachable(false);
          setReady(connection);
        },
        (reason: unknown) => {
          const refused = refusalOf(reason);
          if (!refused) {
            outOfReach(reason);
            retry = setTimeout(attempt, retryDelay(failures));
            return;
          }
          console.warn(`Fieldkit ${namespaceList}: refused`, reason);
          setUnreachable(false);
          setRefusal(refused.message);
          tell(refused);
        },
      );
    };
    attempt();
    return () => {
      stop();
      unlisten();
      clearTimeout(retry);
      setReady(null);
      release();
    };
  }, [configUrl, token, tokenUrl, tokenProvider, namespaceList]);

  const inUse = useWidgetLanguage(ready, lang);

  // The theme, before the widgets paint: `theme`, else the user's; an element's `data-fk-theme` its page set stays.
  useLayoutEffect(() => {
    if (!ready) return;
    const chosen = theme ?? themeForId(ready.fieldkit.session.getState().session?.ThemeId);
    const host = shadowHostOf(root.current);
    if (!host) setBoxTheme(chosen);
    else if (!host.hasAttribute('data-fk-theme')) host.setAttribute('data-fk-theme', chosen);
  }, [ready, theme]);

  const widgets = ready ? (
    <FieldkitProvider fieldkit={ready.fieldkit} i18n={ready.i18n}>
      {children}
      {showsNotices ? <Notices /> : null}
    </FieldkitProvider>
  ) : null;
  return (
    <div
      ref={root}
      className={boxTheme ? 'fk-widget-host fk-root' : 'fk-widget-host'}
      data-fk-theme={boxTheme ?? undefined}
      lang={boxTheme ? inUse : undefined}
    >
      {ready && ended ? (
        <HostStateLine kind="ended" text={ready.i18n.instance.t('core:session.ended')} />
      ) : widgets && boxTheme ? (
        // Once the box's portal root is there: a dialog or toast never mounts in the page's body first.
        portalRoot ? (
          <PortalContainerProvider container={portalRoot}>{widgets}</PortalContainerProvider>
        ) : null
      ) : widgets ? (
        widgets
      ) : refusal ? (
        <HostStateLine kind="refused" text={refusal} />
      ) : unreachable ? (
        <HostStateLine kind="unreachable" text={UNREACHABLE_TEXT} />
      ) : null}
      {boxTheme ? <div data-fk-portal-root="" ref={setPortalRoot} /> : null}
    </div>
  );
}
