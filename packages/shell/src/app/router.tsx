import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RequireAuth } from '../frame/RequireAuth';
import { RequireRight } from '../frame/RequireRight';
import { AREAS, type AreaName, OUTSIDE } from './areas';
import { RootLayout } from './RootLayout';
import { RouteLoading } from './RouteLoading';

type ScreenModule = { Component: ComponentType };
type Load = () => Promise<ScreenModule>;

// One chunk per area landing (and per screen below), loaded on the first visit.
const landings = import.meta.glob<ScreenModule>('../areas/*/index.tsx');
const outside = import.meta.glob<ScreenModule>('../outside/*.tsx');

const page = (path: string, lazy: Load): RouteObject => ({ path, lazy });

/** The screens of each area beyond its landing: the routes the shell navigates to (spec section 2). */
const AREA_SCREENS: Partial<Record<AreaName, RouteObject[]>> = {
  home: [page('release', () => import('../areas/home/ReleaseNotesPage'))],
  workorder: [
    page('wodetails/:workOrderId/:customerId', () => import('../areas/workorder/WorkOrderDetails')),
    page('createworkorder/:workOrderId', () => import('../areas/workorder/CreateWorkOrder')),
  ],
  technician: [
    page('job/:jobNo', () => import('../areas/technician/JobByNumber')),
    page(
      'technicianadetails/:jobId/:categoryId/:workOrderId/:techId/:woNumber',
      () => import('../areas/technician/JobDetails'),
    ),
    page(
      'inhouseJobsDetails/:jobId/:categoryId/:workOrderId/:techId/:woNumber/:flag',
      () => import('../areas/technician/JobDetails'),
    ),
  ],
  quote: [page('quotedetails/:quoteOrderId/:customerId', () => import('../areas/quote/QuoteDetails'))],
  admin: [
    page('edituser/:loginId/:companyId/:isLatLonBased', () => import('../areas/admin/EditUser')),
    page('systemsettings', () => import('../areas/admin/SystemSettings')),
    page('embedkeys', () => import('../areas/admin/EmbedKeys')),
    page('reports/:run', () => import('../areas/admin/AdhocReports')),
  ],
  company: [
    page('company', () => import('../areas/company/CompanyList')),
    page('companydetails/:companyId', () => import('../areas/company/CompanyDetails')),
  ],
  integration: [page('client', () => import('../areas/integration/IntegrationClient'))],
  reports: [
    page('smslogreport', () => import('../areas/reports/AlertLogReport')),
    page('emailogreport', () => import('../areas/reports/AlertLogReport')),
    page('dashboards/:id', () => import('../areas/reports/ReportDashboard')),
    page(':report', () => import('../areas/reports/ReportPage')),
  ],
  customview: [page(':view', () => import('../areas/customview/CustomView'))],
  dispatch: [page('dispatchboard', () => import('../areas/dispatch/DispatchBoard'))],
  dashboards: [page(':name', () => import('../areas/dashboards/Dashboard'))],
  pm: [
    page('pm', () => import('../areas/pm/PmPage')),
    page('pmequipment', () => import('../areas/pm/PmPage')),
  ],
};

/**
 * The admin screens (the Admin menu's): they open only with the administration right (spec section 6), a typed URL
 * included. One's own profile (edit user) stays open to everyone; another user's details are refused by the server.
 */
const RIGHT_GATED: Partial<Record<AreaName, (route: RouteObject) => boolean>> = {
  admin: (route) => !route.path?.startsWith('edituser/'),
  integration: () => true,
  dataimport: () => true,
};

function areaRoute(name: AreaName): RouteObject {
  const landing = landings[`../areas/${name}/index.tsx`];
  if (!landing) throw new Error(`The area ${name} has no landing screen`);
  const routes: RouteObject[] = [{ index: true, lazy: landing }, ...(AREA_SCREENS[name] ?? [])];
  const gated = RIGHT_GATED[name];
  if (!gated) return { path: name, children: routes };
  return {
    path: name,
    children: [
      { element: <RequireRight />, children: routes.filter(gated) },
      ...routes.filter((route) => !gated(route)),
    ],
  };
}

function outsideRoute(name: (typeof OUTSIDE)[number]): RouteObject {
  const screen = outside[`../outside/${name}.tsx`];
  if (!screen) throw new Error(`The page ${name} has no screen`);
  return { path: `/${name}`, lazy: screen };
}

/** The route table: the areas inside the signed-in frame behind the route guard, the public pages outside it. */
export function shellRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      hydrateFallbackElement: <RouteLoading />,
      children: [
        {
          path: '/account',
          children: [
            { index: true, element: <Navigate to="/account/signin" replace /> },
            page('signin', async () => ({ Component: (await import('../account/SignInPage')).SignInPage })),
            {
              element: <RequireAuth />,
              children: [page('changepassword', () => import('../account/ChangePasswordPage'))],
            },
          ],
        },
        ...OUTSIDE.map(outsideRoute),
        {
          path: '/',
          element: <RequireAuth />,
          children: [
            {
              lazy: async () => ({ Component: (await import('../frame/Frame')).Frame }),
              children: [{ index: true, element: <Navigate to="/home" replace /> }, ...AREAS.map(areaRoute)],
            },
          ],
        },
        { path: '*', element: <Navigate to="/home" replace /> },
      ],
    },
  ];
}

/** The shell's browser router. */
export function createShellRouter() {
  return createBrowserRouter(shellRoutes());
}
