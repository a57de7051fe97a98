import type { MenuItem } from '@fieldkit/core/contract';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { encodeId } from '../app/ids';
import { menuTarget } from './navigation';

/** Follows a menu entry by the navigation rules; the caller closes its menu first. */
export function useMenuNavigate(): (
  item: Pick<MenuItem, 'MenuName' | 'UiPageName' | 'IsExternal'>,
) => Promise<void> {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    async (item) => {
      const target = await menuTarget(item, { encode: encodeId, currentPath: pathname });
      if (target.kind === 'newTab') window.open(target.url, '_blank', 'noopener,noreferrer');
      else if (target.kind === 'reload') window.location.assign(target.url);
      else if (target.kind === 'route') await navigate(target.to);
    },
    [navigate, pathname],
  );
}
