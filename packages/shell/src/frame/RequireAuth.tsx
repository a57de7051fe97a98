import { isLoggedIn } from '@fieldkit/core';
import { useSession } from '@fieldkit/ui';
import { Navigate, Outlet, useLocation } from 'react-router';

/** The route guard: a signed-out user is sent to sign-in, with the way back in `returnUrl`. */
export function RequireAuth() {
  const signedIn = useSession((state) => isLoggedIn(state));
  const location = useLocation();
  if (!signedIn) {
    const returnUrl = `${location.pathname}${location.search}`;
    const search =
      returnUrl === '/' || returnUrl === '/home' ? '' : `?returnUrl=${encodeURIComponent(returnUrl)}`;
    return <Navigate to={`/account/signin${search}`} replace />;
  }
  return <Outlet />;
}
