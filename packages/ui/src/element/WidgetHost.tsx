import { HttpError, TokenRefusedError } from '@fieldkit/core';
import { guardRequest } from '@fieldkit/core/kit';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Notices } from '../components/Notices';
import { FieldkitProvider } from '../context/FieldkitContext';
import { applyTheme } from '../theme/themes';
import { connectWidget, holdWidgetConnection, type WidgetConnection } from './connect-widget';
import { useNoticesOwner } from './notices-owner';

/** How long a widget element waits before trying again when its server could not be reached. */
export const CONNECT_RETRY_MS = 3000;

/** Props of {@link WidgetHost}. */
export interface WidgetHostProps {
  /** URL of the `config.json` to connect with. */
  configUrl: string | undefined;
  /** A portal's access token; without it, the session the full app stored in this origin is used. */
  token: string | undefined;
  /** The widget's i18n namespace, loaded into the shared i18n. */
  namespace: string;
  children: ReactNode;
}

/** A token the server or the widget refused will not get better by asking again; a server that is down will. */
const isRefusal = (reason: unknown) =>
  reason instanceof TokenRefusedError ||
  (reason instanceof HttpError && (reason.status === 401 || reason.status === 403));

/**
 * The inside of a widget element: connects (sharing the page's Fieldkit for the same config and token), themes the
 * element by the user's theme unless the page set `data-fk-theme`, then renders the widget with its notices.
 * An unreachable server is tried again every {@link CONNECT_RETRY_MS}; a refused token is said in an alert.
 */
export function WidgetHost({ configUrl, token, namespace, children }: WidgetHostProps) {
  const [ready, setReady] = useState<WidgetConnection | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const showsNotices = useNoticesOwner(ready?.fieldkit);

  useEffect(() => {
    if (!configUrl) return;
    const release = holdWidgetConnection(configUrl, token);
    let stop = () => {};
    let retry: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      stop = guardRequest(
        () => connectWidget(configUrl, token, namespace),
        (connection) => {
          const host = (root.current?.getRootNode() as ShadowRoot | undefined)?.host;
          const session = connection.fieldkit.session.getState().session;
          if (host instanceof HTMLElement && session && !host.hasAttribute('data-fk-theme'))
            applyTheme(host, session.ThemeId);
          setRefusal(null);
          setReady(connection);
        },
        (reason: unknown) => {
          console.warn(`Fieldkit ${namespace}: could not connect`, reason);
          if (isRefusal(reason)) setRefusal(reason instanceof Error ? reason.message : String(reason));
          else retry = setTimeout(attempt, CONNECT_RETRY_MS);
        },
      );
    };
    attempt();
    return () => {
      stop();
      clearTimeout(retry);
      setReady(null);
      release();
    };
  }, [configUrl, token, namespace]);

  return (
    <div ref={root} className="fk-widget-host">
      {ready ? (
        <FieldkitProvider fieldkit={ready.fieldkit} i18n={ready.i18n}>
          {children}
          {showsNotices ? <Notices /> : null}
        </FieldkitProvider>
      ) : refusal ? (
        <p className="fk-widget-host__refusal" role="alert" data-fk-error="">
          {refusal}
        </p>
      ) : null}
    </div>
  );
}
