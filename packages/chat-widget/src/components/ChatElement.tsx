import { connectFieldkit, createI18n, type Fieldkit, type FieldkitI18n, HttpError } from '@fieldkit/core';
import { loadEmbeddedConfig } from '@fieldkit/core/kit';
import { applyTheme, FieldkitProvider, Notices } from '@fieldkit/ui';
import { useEffect, useRef, useState } from 'react';
import type { ChatWindowSize } from '../model/state';
import { ChatWidget } from './ChatWidget';

/** How long `<fk-chat>` waits before trying again when the server could not be reached. */
export const CONNECT_RETRY_MS = 3000;

/** Props of {@link ChatElement}: what `<fk-chat>` reads from its attributes. */
export interface ChatElementProps {
  /** URL of the `config.json` to connect with (attribute `config-url`). */
  configUrl?: string;
  /** A portal's access token; without it, the session the full app stored in this origin is used. */
  token?: string;
  /** The window to start with (attribute `window`): closed, small or large. */
  window?: string;
  /** Dispatched as `unreadchange` with the total as detail. */
  onUnreadChange?: (total: number) => void;
  /** Dispatched as `windowchange` with 'closed', 'small' or 'large' as detail. */
  onWindowChange?: (size: ChatWindowSize) => void;
}

/** `<fk-chat>`'s content: connects Fieldkit from the config URL (and token), then shows the widget. */
export function ChatElement({
  configUrl,
  token,
  window: size,
  onUnreadChange,
  onWindowChange,
}: ChatElementProps) {
  const [ready, setReady] = useState<{ fieldkit: Fieldkit; i18n: FieldkitI18n } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!configUrl) return;
    let cancelled = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = async () => {
      // On a portal of another origin, the config's relative bases mean the server that served it.
      const fieldkit = await connectFieldkit(await loadEmbeddedConfig(configUrl));
      if (token) {
        // A portal's token: the session it stands for is asked of the server.
        fieldkit.session.setState({ token, expiresAt: Date.now() + 60 * 60_000 });
        fieldkit.session.setState({ session: await fieldkit.api.auth.sessionInfo() });
      }
      const session = fieldkit.session.getState().session;
      if (!session) throw new Error('Not signed in');
      const i18n = await createI18n({
        config: fieldkit.config,
        language: session.Resource,
        namespaces: ['core', 'chat'],
      });
      const host = (root.current?.getRootNode() as ShadowRoot | undefined)?.host;
      if (host instanceof HTMLElement && !host.hasAttribute('data-fk-theme'))
        applyTheme(host, session.ThemeId);
      if (!cancelled) setReady({ fieldkit, i18n });
    };
    const attempt = () => {
      connect().catch((reason: unknown) => {
        console.warn('fk-chat: could not connect', reason);
        if (cancelled) return;
        // A refused token will not get better; a server that is down or restarting will: try again.
        if (reason instanceof HttpError && (reason.status === 401 || reason.status === 403)) {
          setError(reason.message);
        } else {
          retry = setTimeout(attempt, CONNECT_RETRY_MS);
        }
      });
    };
    attempt();
    return () => {
      cancelled = true;
      clearTimeout(retry);
    };
  }, [configUrl, token]);

  return (
    <div ref={root} className="fk-chat-element">
      {ready ? (
        <FieldkitProvider fieldkit={ready.fieldkit} i18n={ready.i18n}>
          <ChatWidget
            initialWindow={size === 'small' || size === 'large' ? size : 'closed'}
            {...(onUnreadChange ? { onUnreadChange } : {})}
            {...(onWindowChange ? { onWindowChange } : {})}
          />
          <Notices />
        </FieldkitProvider>
      ) : error ? (
        <p className="fk-chat-empty" role="alert" data-fk-error="">
          {error}
        </p>
      ) : null}
    </div>
  );
}
