import type { SessionEnd, TokenProvider } from '@fieldkit/core';
import type { ReactNode } from 'react';
import type { WidgetError } from '../element/unreachable';
import { WidgetHost } from '../element/WidgetHost';
import type { ThemeName } from '../theme/themes';

/** The i18n namespaces of Fieldkit's widgets, loaded by default (one language file holds them all). */
export const WIDGET_NAMESPACES = ['chat', 'notes', 'smsLog', 'jobEmail', 'jobPrint', 'video'] as const;

/** Props of {@link EmbeddedFieldkit}. */
export interface EmbeddedFieldkitProps {
  /** URL of the Fieldkit server's `config.json`; its relative bases are resolved against it. */
  configUrl: string;
  /**
   * The host's token provider, usually a fetch to its own backend: answers `{ Assertion }` (a JWT the backend signed
   * with its embed key) or `{ access_token }`. Called at start, before the token expires and when it is refused.
   * Keep it the same function across renders (a module function, or `useCallback`).
   */
  tokenProvider: TokenProvider;
  /** Called once when the session ends for good (the key revoked, the provider refusing, a sign-out), with why. */
  onSessionEnd?: (end: SessionEnd) => void;
  /**
   * Called once each time the server goes out of reach, with the likely cause (the URL; the page's origin missing
   * from the server's ALLOWED_ORIGINS): the widgets show a short line meanwhile and keep trying.
   */
  onError?: (error: WidgetError) => void;
  /** The widgets' i18n namespaces to load: all of Fieldkit's by default. */
  namespaces?: readonly string[];
  /** The language of the widgets (`fr-FR`, `es-ES`, `en-GB`), over the user's profile language. */
  lang?: string;
  /** One of the ten themes (`themeNames`), over the user's own. */
  theme?: ThemeName;
  children?: ReactNode;
}

/**
 * Fieldkit for a React app of another company: signs its user in through the host's `tokenProvider` (no Fieldkit
 * password anywhere), keeps the session renewed, loads the user's language (or `lang`) for every widget namespace,
 * themes its box by the user's theme (or `theme`), and provides the Fieldkit to the widgets inside, whose dialogs
 * and toasts stay in that box. Once the session ends, a short line says so in their place and `onSessionEnd` tells
 * the host why.
 */
export function EmbeddedFieldkit({
  configUrl,
  tokenProvider,
  onSessionEnd,
  onError,
  namespaces = WIDGET_NAMESPACES,
  lang,
  theme,
  children,
}: EmbeddedFieldkitProps) {
  return (
    <WidgetHost
      configUrl={configUrl}
      tokenProvider={tokenProvider}
      namespaces={namespaces}
      onSessionEnd={onSessionEnd}
      onError={onError}
      lang={lang}
      theme={theme}
    >
      {children}
    </WidgetHost>
  );
}
