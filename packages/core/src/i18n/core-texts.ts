/** Default English texts of the `core` namespace; a language file's `core` key overrides any of them. */
export const coreTexts = {
  expiry: {
    licenceToday: 'Your licence expires today.',
    licenceInDays_one: 'Your licence expires in {{count}} day.',
    licenceInDays_other: 'Your licence expires in {{count}} days.',
    passwordToday: 'Your password expires today.',
    passwordInDays_one: 'Your password expires in {{count}} day.',
    passwordInDays_other: 'Your password expires in {{count}} days.',
  },
  session: {
    logoutTitle: 'Logout',
    expired:
      'Your session has expired, or someone is signed in to your account on another system or device. You will be redirected to the login page.',
    expiringTitle: 'Session expiring',
    expiring: 'Your session is about to expire. Do you want to continue?',
    continue: 'Continue',
    signOut: 'Sign out',
    /** An embedded widget whose session ended: said in place of the widget (no sign-in page in a host's page). */
    ended: 'Signed out.',
  },
  notices: {
    label: 'Notifications',
    dismiss: 'Dismiss: {{title}}',
  },
  pages: {
    label: 'Pages',
    first: 'First page',
    previous: 'Previous page',
    next: 'Next page',
    last: 'Last page',
    page: 'Page {{page}}',
  },
};
