import { useEffect, useRef, useState } from 'react';
import type { WidgetConnection } from './page-registry';

/**
 * The language of a widget host's connection: `lang` once connected, followed in place when it changes (nothing
 * reconnects or remounts), the user's profile language again when it is taken away; a host that never set one leaves
 * the page's language alone. Returns the language in use, which the page's elements share.
 */
export function useWidgetLanguage(
  ready: WidgetConnection | null,
  lang: string | undefined,
): string | undefined {
  // The language changed on a connected host, or `lang` taken away (the user's profile language again): the widgets'
  // texts follow, nothing reconnects or remounts. A host that never set `lang` leaves the page's language alone.
  const hadLang = useRef(false);
  useEffect(() => {
    if (!ready) return;
    const profile = ready.fieldkit.session.getState().session?.Resource;
    const wanted = lang ?? (hadLang.current ? profile : undefined);
    hadLang.current = lang !== undefined;
    if (wanted && ready.i18n.language() !== wanted) void ready.i18n.changeLanguage(wanted);
  }, [ready, lang]);
  // The language in use (the page's elements share it), said on a React host's box for screen readers.
  const [inUse, setInUse] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!ready) return;
    const heardChange = () => setInUse(ready.i18n.language());
    heardChange();
    ready.i18n.instance.on('languageChanged', heardChange);
    return () => ready.i18n.instance.off('languageChanged', heardChange);
  }, [ready]);
  return inUse;
}
