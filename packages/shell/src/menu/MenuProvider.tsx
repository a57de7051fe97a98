import type { MenuItem } from '@fieldkit/core/contract';
import { guardRequest } from '@fieldkit/core/kit';
import { useApi, useSession } from '@fieldkit/ui';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useBusy } from '../app/busy';

/** The menu of the signed-in user in the chosen language. */
export interface MenuState {
  items: MenuItem[];
  /** The language the menu is asked in (CurrentLangId until the user picks another). */
  languageId: number;
  setLanguageId(languageId: number): void;
}

const MenuContext = createContext<MenuState>({ items: [], languageId: 1, setLanguageId: () => {} });

/**
 * Loads the menu per login and language; an empty menu is asked again with the session's LanguageId. While it
 * loads the root's second overlay shows; a failure only hides it (the menu stays as it was).
 */
export function MenuProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const busy = useBusy();
  const session = useSession((state) => state.session);
  const [languageId, setLanguageId] = useState(session?.CurrentLangId ?? 1);
  const [items, setItems] = useState<MenuItem[]>([]);
  const companyId = session?.CompanyId;
  const loginId = session?.LoginId;
  const fallbackLanguageId = session?.LanguageId;
  const { start } = busy;

  useEffect(() => {
    if (companyId === undefined || loginId === undefined) return;
    const done = start();
    const cancel = guardRequest(
      async (signal) => {
        const load = (id: number) =>
          api.company.getMenuItems({ params: { companyId, loginId, languageId: id }, signal });
        try {
          const menu = await load(languageId);
          if (menu.length > 0 || fallbackLanguageId === undefined || fallbackLanguageId === languageId)
            return menu;
          return await load(fallbackLanguageId);
        } finally {
          done();
        }
      },
      setItems,
      (error) => console.warn('Menu not loaded', error),
    );
    return () => {
      cancel();
      done();
    };
  }, [api, start, companyId, loginId, languageId, fallbackLanguageId]);

  return <MenuContext.Provider value={{ items, languageId, setLanguageId }}>{children}</MenuContext.Provider>;
}

/** The menu of the signed-in user. */
export const useMenu = (): MenuState => useContext(MenuContext);
