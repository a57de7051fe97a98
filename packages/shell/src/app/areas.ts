/** The areas inside the shell (spec section 2), each a route loaded on demand as its own chunk. */
export const AREAS = [
  'home',
  'admin',
  'vendor',
  'company',
  'customer',
  'livemap',
  'optimization',
  'technician',
  'dispatch',
  'workorder',
  'quote',
  'reports',
  'approvalqueues',
  'invoicequeues',
  'pm',
  'inventory',
  'dashboards',
  'integration',
  'releasenotes',
  'dataimport',
  'customview',
  'workflow',
  'dynamicforms',
  'partrequestqueue',
  'project',
  'quickworkorder',
  'form',
  'timecard',
] as const;

/** One of the shell's areas. */
export type AreaName = (typeof AREAS)[number];

/** The routes outside the shell (no frame): account, auth-callback, jobtracking, formtracking, resources. */
export const OUTSIDE = ['auth-callback', 'jobtracking', 'formtracking', 'resources'] as const;
