import { HttpError, type SessionEnd, TokenProviderRefusedError, TokenRefusedError } from '@fieldkit/core';
import { guardRequest } from '@fieldkit/core/kit';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Notices } from '../components/Notices';
import { FieldkitProvider } from '../context/FieldkitContext';
import { applyTheme } from '../theme/themes';
import {
  connectWidget,
  holdWidgetConnection,
  type WidgetConnection,
  type WidgetSignIn,
} from './connect-widget';
import { HostStateLine } from './HostStateLine';
import { useNoticesOwner } from './notices-owner';
import { retryDelay, unreachableOf, type WidgetError } from './unreachable';

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
  children: ReactNode;
}

/**
 * The line shown while the server is out of reach. English: the user's language comes from the server it cannot
 * reach; the host's developer reads the cause in the `fk-error` event and the console.
 */
const UNREACHABLE_TEXT = 'Could not connect. Trying again…';

/** The element whose shadow root holds `node`, if it is inside one. */
function shadowHostOf(node: Node | null): HTMLElement | null {
  const host = (node?.getRootNode() as ShadowRoot | undefined)?.host;
  return host instanceof HTMLElement ? host : null;
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
 * for the same config and sign-in), themes the element by the user's theme unless the page set `data-fk-theme`, then
 * renders the widgets with their notices. An unreachable server is said in a short line, told to the host once
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
  children,
}: WidgetHostProps) {
  const [ready, setReady] = useState<WidgetConnection | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [ended, setEnded] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const showsNotices = useNoticesOwner(ready?.fieldkit);
  // The latest callback, without connecting again when a host passes a new function on every render.
  const heard = useRef({ onSessionEnd, onError });
  heard.current = { onSessionEnd, onError };
  const [unreachable, setUnreachable] = useState(false);
  const namespaceList = namespaces.join(',');

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
        () => connectWidget(configUrl, signIn, namespaceList.split(',')),
        (connection) => {
          const host = shadowHostOf(root.current);
          const session = connection.fieldkit.session.getState().session;
          if (host && session && !host.hasAttribute('data-fk-theme')) applyTheme(host, session.ThemeId);
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

  return (
    <div ref={root} className="fk-widget-host">
      {ready && ended ? (
        <HostStateLine kind="ended" text={ready.i18n.instance.t('core:session.ended')} />
      ) : ready ? (
        <FieldkitProvider fieldkit={ready.fieldkit} i18n={ready.i18n}>
          {children}
          {showsNotices ? <Notices /> : null}
        </FieldkitProvider>
      ) : refusal ? (
        <HostStateLine kind="refused" text={refusal} />
      ) : unreachable ? (
        <HostStateLine kind="unreachable" text={UNREACHABLE_TEXT} />
      ) : null}
    </div>
  );
}
