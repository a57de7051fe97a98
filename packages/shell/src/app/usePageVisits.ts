import { useFieldkit } from '@fieldkit/ui';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pageNameOf } from './page-visit';

/**
 * Records each successful navigation of a signed-in user (nothing when signed out): PageName from the path,
 * Remarks the full URL after redirects. The record waits a tick so that a redirect replaces the visit it starts.
 */
export function usePageVisits(): void {
  const { actions } = useFieldkit();
  const location = useLocation();
  useEffect(() => {
    const timer = setTimeout(() => {
      void actions.recordPageVisit(pageNameOf(location.pathname), window.location.href);
    }, 0);
    return () => clearTimeout(timer);
  }, [actions, location]);
}
