/** The side menu: which top item's tree is open, narrow mode, and the open accordion groups. */
export interface SideMenuState {
  openId: number | null;
  narrow: boolean;
  openGroups: readonly number[];
}

/** What can happen to the side menu. */
export type SideMenuEvent =
  | { type: 'top'; id: number }
  | { type: 'navigate' }
  | { type: 'close' }
  | { type: 'toggleNarrow' }
  | { type: 'group'; id: number; allowMultiple: boolean };

/** Closed, wide, no group open. */
export const initialSideMenu: SideMenuState = { openId: null, narrow: false, openGroups: [] };

/**
 * The side menu's rules (spec section 4): a different top item opens its tree, the same one toggles it,
 * navigating closes it; the hide/show control toggles narrow mode; one accordion group at a time unless several
 * are allowed.
 */
export function sideMenuReducer(state: SideMenuState, event: SideMenuEvent): SideMenuState {
  switch (event.type) {
    case 'top':
      return state.openId === event.id
        ? { ...state, openId: null }
        : { ...state, openId: event.id, openGroups: [] };
    case 'navigate':
    case 'close':
      return state.openId === null ? state : { ...state, openId: null };
    case 'toggleNarrow':
      return { ...state, narrow: !state.narrow };
    case 'group': {
      const open = state.openGroups.includes(event.id);
      if (open) return { ...state, openGroups: state.openGroups.filter((id) => id !== event.id) };
      return { ...state, openGroups: event.allowMultiple ? [...state.openGroups, event.id] : [event.id] };
    }
  }
}
