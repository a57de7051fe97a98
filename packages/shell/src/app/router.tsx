import { createBrowserRouter, Navigate } from 'react-router';
import { RequireAuth } from '../frame/RequireAuth';
import { RouteLoading } from './RouteLoading';

/** The shell's routes: the account area outside the frame, every other area inside it behind the route guard. */
export function createShellRouter() {
  return createBrowserRouter([
    {
      path: '/account',
      hydrateFallbackElement: <RouteLoading />,
      children: [
        { index: true, element: <Navigate to="/account/signin" replace /> },
        {
          path: 'signin',
          lazy: async () => ({ Component: (await import('../account/SignInPage')).SignInPage }),
        },
      ],
    },
    {
      path: '/',
      element: <RequireAuth />,
      hydrateFallbackElement: <RouteLoading />,
      children: [
        {
          lazy: async () => ({ Component: (await import('../frame/Frame')).Frame }),
          children: [
            { index: true, element: <Navigate to="/home" replace /> },
            { path: 'home', lazy: async () => ({ Component: (await import('../home/HomePage')).HomePage }) },
          ],
        },
      ],
    },
    { path: '*', element: <Navigate to="/home" replace /> },
  ]);
}
