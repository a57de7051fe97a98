/** Where each home page id leads (the ids of spec section 4; the screens are this shell's choice). */
export const HOME_PAGES: Readonly<Record<number, string>> = {
  43: '/dispatch/dispatchboard',
  44: '/customview/ManageTechnicianJobs',
  544: '/dashboards/operationaldashboard',
  415: '/customview/FieldStatus',
  650: '/dashboards/managementdashboard',
  651: '/dashboards/dispatcherdashboard',
  652: '/dashboards/projectdashboard',
  653: '/customview/customer',
};

/** Where home sends the user on the first visit of a session: the return URL first, then the home page id. */
export function homeRedirect(session: { ReturnURL: string; HomePageId: number }): string | null {
  const returnUrl = session.ReturnURL.trim();
  if (returnUrl.startsWith('/') && !returnUrl.startsWith('//')) return returnUrl;
  return HOME_PAGES[session.HomePageId] ?? null;
}
